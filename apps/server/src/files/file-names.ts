/** Longest display name kept; longer names are shortened in the middle of the stem, keeping the extension. */
export const FILE_NAME_MAX_LENGTH = 120;

// C0/C1 controls, and the bidirectional overrides that can make 'invoice‮fdp.exe' read as 'invoiceexe.pdf'.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The uploader's file name reduced to something safe to show and to offer as a download name
 * (docs/engineering-guide.md §6): only the last path segment of either slash, no control or direction characters, no
 * leading dots, trimmed and capped. It is never used to build a path or a storage key; those are generated.
 */
export function safeDisplayName(raw: string | undefined, fallback = 'file'): string {
  const lastSegment = (raw ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment.replace(/\s+/g, ' ').replace(UNSAFE_CHARACTERS, '').trim().replace(/^\.+/, '').trim();
  if (!cleaned) return fallback;
  return capLength(cleaned);
}

function capLength(name: string): string {
  const chars = Array.from(name);
  if (chars.length <= FILE_NAME_MAX_LENGTH) return name;
  const ext = extensionOf(name);
  const suffix = ext ? `.${ext}` : '';
  const stem = chars
    .slice(0, FILE_NAME_MAX_LENGTH - suffix.length - 1)
    .join('')
    .trimEnd();
  return `${stem}…${suffix}`;
}

/** The lower-cased extension after the last dot, or '' (a leading-dot name such as '.env' has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return '';
  const ext = name.slice(dot + 1).toLowerCase();
  return /^[a-z0-9]{1,8}$/.test(ext) ? ext : '';
}
