import {
  DOCUMENT_BASE_TYPES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_OFFICE_TYPES,
  MESSAGES,
} from '@brokerdesk/contract/constants';

/*
 * The checks a file meets in the browser before a byte is sent (a file bigger than the limit or of a refused
 * type is refused before it is sent, with the reason). The server checks the content again (decision 009): this is
 * only so a client on a phone does not wait for an upload that cannot succeed.
 */

type TypeMap = Record<string, readonly string[]>;

const typesFor = (allowOffice: boolean): TypeMap =>
  allowOffice ? { ...DOCUMENT_BASE_TYPES, ...DOCUMENT_OFFICE_TYPES } : DOCUMENT_BASE_TYPES;

/** The file input's `accept`: the types and their extensions (HEIC often comes without a type). */
export function acceptAttribute(allowOffice = false): string {
  const types = typesFor(allowOffice);
  return [...Object.keys(types), ...Object.values(types).flatMap((exts) => exts.map((e) => `.${e}`))].join(',');
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** Why this file cannot be sent, or null. */
export function refuseReason(file: Pick<File, 'name' | 'size' | 'type'>, allowOffice = false): string | null {
  if (file.size > DOCUMENT_MAX_BYTES) return MESSAGES.documentTooLarge;
  const types = typesFor(allowOffice);
  const refused = allowOffice ? MESSAGES.documentTypeUnsupportedOffice : MESSAGES.documentTypeUnsupported;
  if (file.size === 0) return refused;
  const ext = extensionOf(file.name);
  // A type the browser knows decides; some phones give none (or a generic one) for HEIC photos: then the extension.
  if (file.type && file.type !== 'application/octet-stream') return file.type in types ? null : refused;
  return Object.values(types).some((exts) => exts.includes(ext)) ? null : refused;
}

/** 1.2 MB, 350 KB: sizes as a person reads them. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
