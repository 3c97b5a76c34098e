import sharp, { type Sharp } from 'sharp';

/**
 * The image work of document previews, run in a worker thread of image-pool.ts so it never holds up the API's event
 * loop (docs/decisions/030-image-previews-off-the-event-loop.md): sharp (libvips) reads JPEG and PNG, scales and
 * writes every JPEG; libheif (wasm, through heic-decode) decodes HEIC photos and PDFium (wasm) a PDF's first page,
 * which sharp cannot (its libvips has no HEVC decoder and reads no PDF). Only small JPEGs go back to the API's thread.
 * Node loads this file on its own in the worker (from the sources by stripping its types, in the built server as
 * apps/server/dist/image-codec.js), so it imports packages only, never a relative file.
 */

/** The longest side of a thumbnail, in pixels (twice the 80 px shown, for sharp screens). */
const THUMBNAIL_SIZE = 160;
/** The longest side of a HEIC photo's viewable JPEG: plenty to read a document, far lighter than the original. */
const PREVIEW_MAX_SIZE = 2400;
/**
 * Images over 50 megapixels get no thumbnail or preview (the file is kept and downloads as sent; the page shows its
 * type). Phones' full-resolution modes stay under it (48 and 50 MP); past it a decode costs over 200 MB of pixels, and
 * a small file can claim far more (a 109 KB PNG of 30,000 × 30,000 is 3.6 GB of pixels). Read from the header before
 * decoding, and enforced again by sharp (limitInputPixels).
 */
const MAX_PREVIEW_PIXELS = 50_000_000;

// Every file is new, so libvips' cache of recent operations would only hold memory.
sharp.cache(false);
// Previews are background work: one libvips thread at a time leaves the other cores to the API's thread.
sharp.concurrency(1);

// libheif-js says why it cannot read a file through console.log. This thread's console is the decoders' alone, so
// their words are kept for the error it answers (logged once by the job) instead of printed on the server's output.
let decoderSaid: string[] = [];
const keep = (...args: unknown[]) => {
  decoderSaid.push(args.map(String).join(' '));
};
console.log = keep;
console.warn = keep;
console.error = keep;

export interface PreviewTask {
  contentType: string;
  bytes: Uint8Array;
  /** A HEIC photo's viewable JPEG. */
  preview: boolean;
  thumbnail: boolean;
}

export type PreviewImages =
  | { kind: 'made'; preview?: Uint8Array; thumbnail?: Uint8Array }
  /** The header claims more than MAX_PREVIEW_PIXELS: nothing is decoded. */
  | { kind: 'too-large'; width: number; height: number }
  | { kind: 'unsupported' };

/** The JPEGs shown of a stored file; throws when it cannot be decoded (the reason in the message, one line). */
export default async function makePreviewImages(task: PreviewTask): Promise<PreviewImages> {
  decoderSaid = [];
  try {
    return await make(task);
  } catch (err) {
    const said = decoderSaid.slice(0, 3).join('; ');
    throw new Error([err instanceof Error ? err.message : String(err), said].filter(Boolean).join(': '));
  }
}

async function make(task: PreviewTask): Promise<PreviewImages> {
  const source = await openSource(task.bytes, task.contentType);
  if (!('image' in source)) return source;
  const preview = task.preview ? await jpegOf(source.image(), PREVIEW_MAX_SIZE, 85) : undefined;
  // With a viewable copy made, the thumbnail is scaled from it: a tenth of the CPU of scaling the photo again.
  const thumbnail = task.thumbnail
    ? await jpegOf(preview ? sharp(preview) : source.image(), THUMBNAIL_SIZE, 75)
    : undefined;
  return { kind: 'made', preview, thumbnail };
}

/**
 * An image opens once per JPEG made, not through sharp's clone(), which copies its input with structuredClone (48 MB
 * for a 12 MP photo's pixels); a new sharp instance over the same bytes copies nothing.
 */
type Source = { image: () => Sharp } | Exclude<PreviewImages, { kind: 'made' }>;

async function openSource(bytes: Uint8Array, contentType: string): Promise<Source> {
  switch (contentType) {
    case 'image/jpeg':
    case 'image/png': {
      // The header alone (hence no limit on reading it): an image over the limit is never decoded.
      const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata();
      if (width * height > MAX_PREVIEW_PIXELS) return { kind: 'too-large', width, height };
      // Phones store a photo's rotation in EXIF; autoOrient turns it upright as a browser would.
      return { image: () => sharp(bytes, { limitInputPixels: MAX_PREVIEW_PIXELS, failOn: 'error', autoOrient: true }) };
    }
    case 'image/heic':
    case 'image/heif':
      return openHeic(bytes);
    case 'application/pdf': {
      const { width, height, data } = await renderFirstPdfPage(bytes, THUMBNAIL_SIZE);
      return { image: () => sharp(data, { raw: { width, height, channels: 4 } }) };
    }
    default:
      return { kind: 'unsupported' };
  }
}

async function openHeic(bytes: Uint8Array): Promise<Source> {
  // Loaded on the first HEIC photo: its wasm takes a moment to compile that a JPEG need not wait for.
  const { default: decodeHeic } = await import('heic-decode');
  // libheif reads the container first: the size comes from the header, before any pixel is decoded.
  const images = await decodeHeic.all({ buffer: bytes });
  try {
    const [primary] = images;
    if (!primary) throw new Error('no image in the HEIF file');
    const { width, height } = primary;
    if (width * height > MAX_PREVIEW_PIXELS) return { kind: 'too-large', width, height };
    const { data } = await primary.decode();
    return { image: () => sharp(data, { raw: { width, height, channels: 4 } }) };
  } finally {
    images.dispose();
  }
}

let pdfium: Promise<import('@hyzyla/pdfium').PDFiumLibrary> | null = null;
/** One PDFium per thread, made on its first PDF (its wasm is some megabytes). */
function pdfiumLibrary() {
  pdfium ??= import('@hyzyla/pdfium')
    .then(({ PDFiumLibrary }) => PDFiumLibrary.init())
    .catch((err) => {
      pdfium = null;
      throw err;
    });
  return pdfium;
}

/** The first page, scaled so its longest side is `size` pixels, on white, as RGBA pixels. */
async function renderFirstPdfPage(bytes: Uint8Array, size: number) {
  const doc = await (await pdfiumLibrary()).loadDocument(bytes);
  try {
    const page = doc.getPage(0);
    const { originalWidth, originalHeight } = page.getOriginalSize();
    const scale = size / Math.max(originalWidth, originalHeight, 1);
    const render = await page.render({ scale, render: 'bitmap', transparent: false });
    // A copy of its own: PDFium's buffer goes with the document, before sharp reads the pixels.
    return { width: render.width, height: render.height, data: new Uint8Array(render.data) };
  } finally {
    doc.destroy();
  }
}

/** Scaled to fit `maxSide` (never up), transparent parts laid on white as a browser shows a PNG on the page. */
function jpegOf(image: Sharp, maxSide: number, quality: number): Promise<Buffer> {
  return image
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality })
    .toBuffer();
}
