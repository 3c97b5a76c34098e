import type { ByteRange } from '../../../../storage/storage';

/**
 * One HTTP byte range of a `size`-byte file (RFC 9110 §14.1.2): 'bytes=0-99', 'bytes=100-' or the last N bytes
 * 'bytes=-N'. null when there is no Range header or it is one this server ignores (several ranges, another unit): the
 * whole file is then sent. 'unsatisfiable' for a range that starts past the end.
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
