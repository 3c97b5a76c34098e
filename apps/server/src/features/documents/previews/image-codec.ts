import { PDFiumLibrary } from '@hyzyla/pdfium';
import decodeHeic from 'heic-decode';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/**
 * Pure-JS and wasm image work for document previews (docs/decisions/023-document-previews-and-reminders.md): HEIC
 * photos decoded by libheif (wasm, through heic-decode), PDFs rendered by PDFium (wasm), JPEG and PNG by jpeg-js and
 * pngjs; nothing native, nothing downloaded at install.
 */

/** Straight RGBA pixels, 4 bytes each, row after row. */
export interface Bitmap {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The longest side of a thumbnail, in pixels (twice the 80 px shown, for sharp screens). */
export const THUMBNAIL_SIZE = 160;
/** The longest side of a HEIC photo's viewable JPEG: plenty to read a document, far lighter than the original. */
export const PREVIEW_MAX_SIZE = 2400;
/** Decoders refuse anything bigger (a 25 MB file can claim huge dimensions): 50 megapixels. */
const MAX_PIXELS = 50_000_000;

export async function decodeImage(bytes: Buffer, contentType: string): Promise<Bitmap | null> {
  switch (contentType) {
    case 'image/jpeg': {
      const img = jpeg.decode(bytes, {
        useTArray: true,
        formatAsRGBA: true,
        maxResolutionInMP: 50,
        maxMemoryUsageInMB: 512,
      });
      return { width: img.width, height: img.height, data: img.data };
    }
    case 'image/png': {
      const img = PNG.sync.read(bytes);
      return {
        width: img.width,
        height: img.height,
        data: new Uint8Array(img.data.buffer, img.data.byteOffset, img.data.length),
      };
    }
    case 'image/heic':
    case 'image/heif': {
      const img = await decodeHeic({ buffer: bytes });
      if (img.width * img.height > MAX_PIXELS) throw new Error('image too large to preview');
      return {
        width: img.width,
        height: img.height,
        data: new Uint8Array(img.data.buffer, img.data.byteOffset, img.data.length),
      };
    }
    case 'application/pdf':
      return renderFirstPdfPage(bytes, THUMBNAIL_SIZE);
    default:
      return null;
  }
}

let pdfium: Promise<PDFiumLibrary> | null = null;
/** One PDFium instance per process, made on first use (its wasm is some megabytes). */
function pdfiumLibrary(): Promise<PDFiumLibrary> {
  pdfium ??= PDFiumLibrary.init().catch((err) => {
    pdfium = null;
    throw err;
  });
  return pdfium;
}

/** The first page, scaled so its longest side is `size` pixels, on white. */
export async function renderFirstPdfPage(bytes: Buffer, size: number): Promise<Bitmap> {
  const lib = await pdfiumLibrary();
  const doc = await lib.loadDocument(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length));
  try {
    const page = doc.getPage(0);
    const { originalWidth, originalHeight } = page.getOriginalSize();
    const scale = size / Math.max(originalWidth, originalHeight, 1);
    const render = await page.render({ scale, render: 'bitmap', transparent: false });
    return { width: render.width, height: render.height, data: render.data };
  } finally {
    doc.destroy();
  }
}

/** Scales down by averaging each target pixel's source area (a box filter), keeping the aspect; never scales up. */
export function fitWithin(src: Bitmap, maxSide: number): Bitmap {
  const ratio = Math.min(1, maxSide / Math.max(src.width, src.height));
  if (ratio === 1) return src;
  const width = Math.max(1, Math.round(src.width * ratio));
  const height = Math.max(1, Math.round(src.height * ratio));
  const data = new Uint8Array(width * height * 4);
  const sx = src.width / width;
  const sy = src.height / height;
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * sy);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * sy));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * sx);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * sx));
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let yy = y0; yy < y1; yy++) {
        let i = (yy * src.width + x0) * 4;
        for (let xx = x0; xx < x1; xx++, i += 4) {
          r += src.data[i] ?? 0;
          g += src.data[i + 1] ?? 0;
          b += src.data[i + 2] ?? 0;
          a += src.data[i + 3] ?? 0;
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      const o = (y * width + x) * 4;
      data[o] = r / n;
      data[o + 1] = g / n;
      data[o + 2] = b / n;
      data[o + 3] = a / n;
    }
  }
  return { width, height, data };
}

/** A JPEG of the bitmap; transparent pixels are laid on white, as a browser shows a PNG on the page. */
export function encodeJpeg(bitmap: Bitmap, quality: number): Buffer {
  const data = Buffer.alloc(bitmap.width * bitmap.height * 4);
  for (let i = 0; i < data.length; i += 4) {
    const alpha = (bitmap.data[i + 3] ?? 255) / 255;
    data[i] = (bitmap.data[i] ?? 0) * alpha + 255 * (1 - alpha);
    data[i + 1] = (bitmap.data[i + 1] ?? 0) * alpha + 255 * (1 - alpha);
    data[i + 2] = (bitmap.data[i + 2] ?? 0) * alpha + 255 * (1 - alpha);
    data[i + 3] = 255;
  }
  return jpeg.encode({ width: bitmap.width, height: bitmap.height, data }, quality).data;
}
