import PDFDocument from 'pdfkit';

/**
 * The report's page furniture on pdfkit (docs/engineering-guide.md §1: a PDF library, not a headless browser): headings,
 * label-value lists and tables that break across pages with their header repeated, and the footer of every page.
 * Pages are written as they fill, so the PDF streams out while the rest is drawn.
 */
export interface Column {
  header: string;
  /** Share of the content width. */
  width: number;
  align?: 'left' | 'right';
}

const MARGIN = 50;
const FOOTER_SPACE = 30;
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';

export class ReportWriter {
  readonly doc: PDFKit.PDFDocument;
  private pageNumber = 0;

  constructor(
    private readonly footer: string,
    private readonly accent: string,
    /** Text on the accent: the broker's header text colour (black or white). */
    private readonly accentInk: string,
    info: { title: string; author: string },
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_SPACE },
      info: { Title: info.title, Author: info.author, Creator: 'BrokerDesk' },
      autoFirstPage: false,
    });
    this.doc.on('pageAdded', () => this.drawFooter());
    this.doc.addPage();
  }

  get width(): number {
    return this.doc.page.width - MARGIN * 2;
  }

  get left(): number {
    return MARGIN;
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** "Prepared on … by …" and the page number, below the bottom margin, without moving the text cursor. */
  private drawFooter(): void {
    this.pageNumber += 1;
    const { doc } = this;
    const { x, y } = doc;
    const margins = doc.page.margins;
    const savedBottom = margins.bottom;
    margins.bottom = 0;
    const top = doc.page.height - MARGIN - 12;
    doc.save();
    doc
      .moveTo(MARGIN, top - 6)
      .lineTo(doc.page.width - MARGIN, top - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.font('Helvetica').fontSize(8).fillColor(MUTED);
    doc.text(this.footer, MARGIN, top, { width: this.width - 60, lineBreak: false });
    doc.text(`Page ${this.pageNumber}`, MARGIN, top, { width: this.width, align: 'right', lineBreak: false });
    doc.restore();
    margins.bottom = savedBottom;
    doc.x = x;
    doc.y = y;
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  newPage(): void {
    this.doc.addPage();
  }

  heading(text: string): void {
    this.ensureSpace(80);
    const { doc } = this;
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(15).fillColor(this.accent).text(text, MARGIN, doc.y, { width: this.width });
    const y = doc.y + 2;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(1)
      .strokeColor(this.accent)
      .stroke();
    doc.y = y + 6;
    doc.fillColor(INK);
  }

  subheading(text: string): void {
    this.ensureSpace(50);
    this.doc.moveDown(0.5);
    this.doc.font('Helvetica-Bold').fontSize(11.5).fillColor(INK).text(text, MARGIN, this.doc.y, { width: this.width });
    this.doc.moveDown(0.2);
  }

  paragraph(text: string, opts: { muted?: boolean; size?: number; bold?: boolean } = {}): void {
    this.doc
      .font(opts.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(opts.size ?? 10)
      .fillColor(opts.muted ? MUTED : INK)
      .text(text, MARGIN, this.doc.y, { width: this.width });
    this.doc.fillColor(INK);
  }

  /** Label and value pairs in two columns; rows without a value are left out. Answers whether any was drawn. */
  keyValues(rows: readonly (readonly [string, string])[]): boolean {
    const shown = rows.filter(([, v]) => v.trim() !== '');
    if (shown.length === 0) return false;
    const { doc } = this;
    const labelWidth = this.width * 0.38;
    const valueWidth = this.width - labelWidth - 8;
    doc.fontSize(9.5);
    for (const [label, value] of shown) {
      doc.font('Helvetica');
      const h = Math.max(
        doc.heightOfString(label, { width: labelWidth }),
        doc.heightOfString(value, { width: valueWidth }),
      );
      this.ensureSpace(h + 3);
      const y = doc.y;
      doc.fillColor(MUTED).text(label, MARGIN, y, { width: labelWidth });
      doc.fillColor(INK).text(value, MARGIN + labelWidth + 8, y, { width: valueWidth });
      doc.y = y + h + 3;
    }
    return true;
  }

  /** A table; its header is drawn again at the top of each page it continues on. `totals` rows are bold. */
  table(columns: readonly Column[], rows: readonly string[][], totals: readonly string[][] = []): void {
    const { doc } = this;
    const widths = columns.map((c) => c.width * this.width);
    const pad = 4;
    const drawRow = (cells: readonly string[], style: 'header' | 'row' | 'total') => {
      doc.font(style === 'row' ? 'Helvetica' : 'Helvetica-Bold').fontSize(style === 'header' ? 8.5 : 9);
      const h =
        Math.max(...cells.map((c, i) => doc.heightOfString(c || ' ', { width: (widths[i] ?? 0) - pad * 2 }))) + pad * 2;
      if (doc.y + h > this.bottom) {
        doc.addPage();
        if (style !== 'header')
          drawRow(
            columns.map((c) => c.header),
            'header',
          );
        doc.font(style === 'row' ? 'Helvetica' : 'Helvetica-Bold').fontSize(9);
      }
      const y = doc.y;
      if (style === 'header') doc.rect(MARGIN, y, this.width, h).fill(this.accent);
      if (style === 'total') doc.rect(MARGIN, y, this.width, h).fill('#eef2f7');
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const w = widths[i] ?? 0;
        doc
          .fillColor(style === 'header' ? this.accentInk : INK)
          .text(cell, x + pad, y + pad, { width: w - pad * 2, align: columns[i]?.align ?? 'left' });
        x += w;
      });
      doc
        .moveTo(MARGIN, y + h)
        .lineTo(MARGIN + this.width, y + h)
        .lineWidth(0.4)
        .strokeColor(RULE)
        .stroke();
      doc.y = y + h;
      doc.x = MARGIN;
    };
    this.ensureSpace(60);
    drawRow(
      columns.map((c) => c.header),
      'header',
    );
    for (const row of rows) drawRow(row, 'row');
    for (const row of totals) drawRow(row, 'total');
    doc.fillColor(INK);
    doc.moveDown(0.4);
  }
}
