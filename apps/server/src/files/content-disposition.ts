/**
 * Content-Disposition for a stored file (RFC 6266/5987): an ASCII fallback and the exact name. 'attachment' by
 * default; 'inline' lets the broker open a document in the browser (still served with nosniff as its detected type).
 */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const exact = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}
