import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * Images for the preview tests and the previews bench: phone-sized photos, and small files whose headers claim far
 * more pixels than they are worth (decompression bombs, docs/decisions/030).
 */

/**
 * A 12 MP (4000 × 3000) HEIC photo of a document page, 1.1 MB: a page drawn with sharp (paper with a little grain,
 * lines of text, a red stamp), encoded by libheif's heif-enc (x265) at quality 45, about the bits per pixel of a
 * phone's photo.
 */
export const PAGE_12MP_HEIC = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/page-12mp.heic'));

/** A 12 MP (4000 × 3000) JPEG photo, about 2 MB: smooth noise, enlarged, at quality 85. */
export function jpeg12mp(): Promise<Buffer> {
  const noise = { type: 'gaussian', mean: 150, sigma: 50 } as const;
  return sharp({ create: { width: 400, height: 300, channels: 3, background: '#999999', noise } })
    .resize(4000, 3000, { kernel: 'cubic' })
    .jpeg({ quality: 85 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid black PNG of side × side pixels at 1 bit each: deflate packs its rows of zeros about a thousand to one, so
 * 30,000 × 30,000 is about 110 KB of file for 900 million pixels. The rows are compressed as they are made.
 */
export async function pngBomb(side: number): Promise<Buffer> {
  const rowBytes = 1 + Math.ceil(side / 8);
  const rowsPerWrite = 256;
  const zeros = Buffer.alloc(rowBytes * rowsPerWrite);
  const deflate = zlib.createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  for (let y = 0; y < side; y += rowsPerWrite)
    deflate.write(zeros.subarray(0, rowBytes * Math.min(rowsPerWrite, side - y)));
  deflate.end();
  await ended;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(out)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small real JPEG whose frame header (SOF) is rewritten to claim width × height: the rest cannot fill it. */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888888' } })
    .jpeg()
    .toBuffer();
  for (let i = 2; i < jpeg.length - 9; i++) {
    if (jpeg[i] === 0xff && jpeg[i + 1] !== undefined && [0xc0, 0xc1, 0xc2].includes(jpeg[i + 1] as number)) {
      // FF Cn, length (2), precision (1), height (2), width (2).
      jpeg.writeUInt16BE(height, i + 5);
      jpeg.writeUInt16BE(width, i + 7);
      return jpeg;
    }
  }
  throw new Error('no SOF marker in the JPEG');
}

/** The small HEIC photo of the tests with its size boxes (`ispe`) rewritten to claim width × height. */
export function heicClaiming(heic: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(heic);
  let found = 0;
  for (let i = out.indexOf('ispe'); i !== -1; i = out.indexOf('ispe', i + 4)) {
    // 'ispe', version and flags (4), width (4), height (4).
    out.writeUInt32BE(width, i + 8);
    out.writeUInt32BE(height, i + 12);
    found++;
  }
  if (found === 0) throw new Error('no ispe box in the HEIC file');
  return out;
}
