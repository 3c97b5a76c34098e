import PDFDocument from 'pdfkit';

/**
 * The report's page furniture on pdfkit (docs/engineering-guide.md §1: a PDF library, not a headless browser): headings,
 * label-value lists and tables that break across pages with their header repeated, and the footer of every page.
 * Pages are written as they fill, so the PDF streams out while the rest is drawn.
 *
 * The PDF is tagged (pdfkit's structure tree): headings are H1 and H2, text is P, label-value lists and tables are
 * Table, TR, TH and TD, in reading order under one Document element; the footer, a table's header repeated on a new
 * page, and drawn shapes are artifacts a screen reader skips.
 */

/** pdfkit's marking methods the typings leave out: close the marked content open on a page, and open it again. */
interface Markings {
  endPageMarkings(page: PDFKit.PDFPage): unknown[];
  initPageMarkings(markings: unknown[]): void;
}
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
const NOTICE_FILL = '#fff4e5';
const NOTICE_EDGE = '#b45309';

export class ReportWriter {
  readonly doc: PDFKit.PDFDocument;
  private pageNumber = 0;
  /** The structure tree's top element: every block is added to it in reading order. */
  private readonly root: PDFKit.PDFStructureElement;

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
      tagged: true,
      lang: 'en-AU',
      displayTitle: true,
    });
    this.root = this.doc.struct('Document');
    this.doc.addStructure(this.root);
    this.doc.on('pageAdded', () => this.drawFooter());
    this.doc.addPage();
  }

  /** Draws a block as one structure element of the given type (its text is what a screen reader reads). */
  tag(type: string, draw: () => void, parent: PDFKit.PDFStructureElement = this.root): void {
    parent.add(this.doc.struct(type, {}, draw));
  }

  /** A structure element that holds others (a table, a row), added to its parent in reading order. */
  group(type: string, parent: PDFKit.PDFStructureElement = this.root): PDFKit.PDFStructureElement {
    const element = this.doc.struct(type);
    parent.add(element);
    return element;
  }

  /**
   * Draws what is not content (the footer, shapes, a repeated table header) as an artifact. Content marked on the page
   * is closed first and opened again after, as pdfkit does across a page break.
   */
  artifact(draw: () => void): void {
    const marking = this.doc as unknown as Markings;
    const open = marking.endPageMarkings(this.doc.page);
    this.doc.markContent('Artifact', { type: 'Pagination' });
    draw();
    this.doc.endMarkedContent();
    marking.initPageMarkings(open);
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
    this.artifact(() => {
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
    });
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
    this.tag('H1', () =>
      doc.font('Helvetica-Bold').fontSize(15).fillColor(this.accent).text(text, MARGIN, doc.y, { width: this.width }),
    );
    const y = doc.y + 2;
    this.artifact(() =>
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + this.width, y)
        .lineWidth(1)
        .strokeColor(this.accent)
        .stroke(),
    );
    doc.y = y + 6;
    doc.fillColor(INK);
  }

  subheading(text: string): void {
    this.ensureSpace(50);
    this.doc.moveDown(0.5);
    this.tag('H2', () =>
      this.doc
        .font('Helvetica-Bold')
        .fontSize(11.5)
        .fillColor(INK)
        .text(text, MARGIN, this.doc.y, { width: this.width }),
    );
    this.doc.moveDown(0.2);
  }

  paragraph(text: string, opts: { muted?: boolean; size?: number; bold?: boolean } = {}): void {
    this.tag('P', () =>
      this.doc
        .font(opts.bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(opts.size ?? 10)
        .fillColor(opts.muted ? MUTED : INK)
        .text(text, MARGIN, this.doc.y, { width: this.width }),
    );
    this.doc.fillColor(INK);
  }

  /** A boxed notice in the accent's frame (the missing-answers banner): a heading and its text, read as one block. */
  notice(title: string, text: string): void {
    const { doc } = this;
    const pad = 10;
    const inner = this.width - pad * 2;
    doc.font('Helvetica-Bold').fontSize(12);
    const titleHeight = doc.heightOfString(title, { width: inner });
    doc.font('Helvetica').fontSize(10);
    const h = titleHeight + 4 + doc.heightOfString(text, { width: inner }) + pad * 2;
    this.ensureSpace(h + 8);
    const y = doc.y;
    this.artifact(() => {
      doc.save();
      doc.rect(MARGIN, y, this.width, h).fill(NOTICE_FILL);
      doc.rect(MARGIN, y, 4, h).fill(NOTICE_EDGE);
      doc.restore();
    });
    const box = this.group('Div');
    this.tag(
      'H2',
      () =>
        doc
          .font('Helvetica-Bold')
          .fontSize(12)
          .fillColor(INK)
          .text(title, MARGIN + pad, y + pad, { width: inner }),
      box,
    );
    this.tag(
      'P',
      () =>
        doc
          .font('Helvetica')
          .fontSize(10)
          .fillColor(INK)
          .text(text, MARGIN + pad, doc.y + 4, { width: inner }),
      box,
    );
    box.end();
    doc.x = MARGIN;
    doc.y = y + h + 8;
  }

  /** Label and value pairs in two columns; rows without a value are left out. Answers whether any was drawn. */
  keyValues(rows: readonly (readonly [string, string])[]): boolean {
    const shown = rows.filter(([, v]) => v.trim() !== '');
    if (shown.length === 0) return false;
    const { doc } = this;
    const labelWidth = this.width * 0.38;
    const valueWidth = this.width - labelWidth - 8;
    doc.fontSize(9.5);
    const table = this.group('Table');
    for (const [label, value] of shown) {
      doc.font('Helvetica');
      const h = Math.max(
        doc.heightOfString(label, { width: labelWidth }),
        doc.heightOfString(value, { width: valueWidth }),
      );
      this.ensureSpace(h + 3);
      const y = doc.y;
      const row = this.group('TR', table);
      this.tag('TH', () => doc.fillColor(MUTED).text(label, MARGIN, y, { width: labelWidth }), row);
      this.tag('TD', () => doc.fillColor(INK).text(value, MARGIN + labelWidth + 8, y, { width: valueWidth }), row);
      row.end();
      doc.y = y + h + 3;
    }
    table.end();
    return true;
  }

  /** A table; its header is drawn again at the top of each page it continues on. `totals` rows are bold. */
  table(columns: readonly Column[], rows: readonly string[][], totals: readonly string[][] = []): void {
    const { doc } = this;
    const widths = columns.map((c) => c.width * this.width);
    const pad = 4;
    const table = this.group('Table');
    /** A row; `repeat` is the header drawn again on a new page, an artifact (the tree has it once). */
    const drawRow = (cells: readonly string[], style: 'header' | 'row' | 'total', repeat = false) => {
      doc.font(style === 'row' ? 'Helvetica' : 'Helvetica-Bold').fontSize(style === 'header' ? 8.5 : 9);
      const h =
        Math.max(...cells.map((c, i) => doc.heightOfString(c || ' ', { width: (widths[i] ?? 0) - pad * 2 }))) + pad * 2;
      if (doc.y + h > this.bottom) {
        doc.addPage();
        if (style !== 'header')
          drawRow(
            columns.map((c) => c.header),
            'header',
            true,
          );
        doc.font(style === 'row' ? 'Helvetica' : 'Helvetica-Bold').fontSize(9);
      }
      const y = doc.y;
      this.artifact(() => {
        if (style === 'header') doc.rect(MARGIN, y, this.width, h).fill(this.accent);
        if (style === 'total') doc.rect(MARGIN, y, this.width, h).fill('#eef2f7');
      });
      const drawCells = (row?: PDFKit.PDFStructureElement) => {
        let x = MARGIN;
        cells.forEach((cell, i) => {
          const w = widths[i] ?? 0;
          const draw = () =>
            doc
              .fillColor(style === 'header' ? this.accentInk : INK)
              .text(cell, x + pad, y + pad, { width: w - pad * 2, align: columns[i]?.align ?? 'left' });
          if (row) this.tag(style === 'header' || (style === 'total' && i === 0) ? 'TH' : 'TD', draw, row);
          else draw();
          x += w;
        });
      };
      if (repeat) this.artifact(() => drawCells());
      else {
        const row = this.group('TR', table);
        drawCells(row);
        row.end();
      }
      this.artifact(() =>
        doc
          .moveTo(MARGIN, y + h)
          .lineTo(MARGIN + this.width, y + h)
          .lineWidth(0.4)
          .strokeColor(RULE)
          .stroke(),
      );
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
    table.end();
    doc.fillColor(INK);
    doc.moveDown(0.4);
  }
}
