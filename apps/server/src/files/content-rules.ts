import { ATTACHMENT_MAX_BYTES, IMAGE_MAX_BYTES, MESSAGES } from '@brokerdesk/contract';
import { fileTypeFromBuffer } from 'file-type';
import { extensionOf } from './file-names';

/** What the server decided a file is, from its bytes: the type it is stored and served as, and its key's extension. */
export interface DetectedType {
  contentType: string;
  extension: string;
}

/** Why a file was refused by its content. */
export type Refusal = 'unsupported' | 'name_mismatch';

/** The rule of one kind of upload: the size limit, its messages, and what the bytes must be. */
export interface UploadRule {
  maxBytes: number;
  tooLargeMessage: string;
  unsupportedMessage: string;
  /** `sample` is the first bytes of the file (up to DETECTION_SAMPLE_BYTES); `fileName` the cleaned name. */
  detect(sample: Uint8Array, fileName: string): Promise<DetectedType | Refusal>;
}

/** Enough for every signature file-type knows, and for the first entries of an Office zip. */
export const DETECTION_SAMPLE_BYTES = 64 * 1024;

const IMAGE_TYPES: Record<string, DetectedType> = {
  'image/png': { contentType: 'image/png', extension: 'png' },
  'image/jpeg': { contentType: 'image/jpeg', extension: 'jpg' },
  'image/webp': { contentType: 'image/webp', extension: 'webp' },
};

/**
 * Logos and profile images: PNG, JPEG or WebP by their bytes, at most 5 MB. The name plays no part:
 * the image is stored and served as what its bytes are. No SVG: it can carry script.
 */
export const IMAGE_RULE: UploadRule = {
  maxBytes: IMAGE_MAX_BYTES,
  tooLargeMessage: MESSAGES.imageTooLarge,
  unsupportedMessage: MESSAGES.imageTypeUnsupported,
  async detect(sample) {
    const found = await fileTypeFromBuffer(sample);
    return (found && IMAGE_TYPES[found.mime]) || 'unsupported';
  },
};

const OFFICE = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  rtf: 'application/rtf',
  txt: 'text/plain',
  csv: 'text/csv',
} as const;
type OfficeExtension = keyof typeof OFFICE;
const isOfficeExtension = (ext: string): ext is OfficeExtension => ext in OFFICE;

/** Formats whose signature file-type reads directly. */
const SIGNED: ReadonlySet<OfficeExtension> = new Set(['pdf', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'rtf']);
/** Word, Excel and PowerPoint 97–2003 share one container (CFB); only the name tells them apart. */
const LEGACY_OFFICE: ReadonlySet<OfficeExtension> = new Set(['doc', 'xls', 'ppt']);
/** Plain text has no signature: accepted by name when the sample is text (docs/decisions/009-upload-checks.md). */
const PLAIN_TEXT: ReadonlySet<OfficeExtension> = new Set(['txt', 'csv']);

/**
 * Default email attachments (docs/spec/settings-billing-admin.md §2 Mail Settings): PDF and common office documents, at
 * most 10 MB. The name travels with the file to clients, whose programs open it by its extension, so a name that claims
 * another known type than the bytes is refused; a name without a known extension is accepted and given one.
 */
export const ATTACHMENT_RULE: UploadRule = {
  maxBytes: ATTACHMENT_MAX_BYTES,
  tooLargeMessage: MESSAGES.attachmentTooLarge,
  unsupportedMessage: MESSAGES.attachmentTypeUnsupported,
  async detect(sample, fileName) {
    const named = extensionOf(fileName);
    const claimed = named === 'jpeg' ? 'jpg' : named;
    const found = await fileTypeFromBuffer(sample);
    let actual: OfficeExtension | null = null;
    if (found && isOfficeExtension(found.ext) && SIGNED.has(found.ext)) actual = found.ext;
    else if (found?.ext === 'cfb') {
      if (!isOfficeExtension(claimed) || !LEGACY_OFFICE.has(claimed)) return 'unsupported';
      actual = claimed;
    } else if (!found && isOfficeExtension(claimed) && PLAIN_TEXT.has(claimed) && looksLikeText(sample)) {
      actual = claimed;
    }
    if (!actual) return 'unsupported';
    if (claimed && claimed !== actual && isKnownExtension(claimed)) return 'name_mismatch';
    return { contentType: OFFICE[actual], extension: actual };
  },
};

/** Extensions a name may claim that we recognise as some specific type, allowed or not (exe, png, zip …). */
function isKnownExtension(ext: string): boolean {
  return isOfficeExtension(ext) || KNOWN_OTHER.has(ext);
}
const KNOWN_OTHER = new Set([
  'jpg',
  'png',
  'gif',
  'webp',
  'bmp',
  'tif',
  'tiff',
  'heic',
  'svg',
  'zip',
  'rar',
  '7z',
  'gz',
  'tar',
  'exe',
  'dll',
  'msi',
  'bat',
  'cmd',
  'sh',
  'js',
  'html',
  'htm',
  'xml',
  'json',
  'mp3',
  'mp4',
  'mov',
]);

/** UTF-8 (a sample may end inside a character) without NUL or other control characters but tab, CR and LF. */
export function looksLikeText(sample: Uint8Array): boolean {
  if (sample.length === 0) return false;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
    return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);
  } catch {
    return false;
  }
}
