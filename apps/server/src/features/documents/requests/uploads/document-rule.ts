import { DOCUMENT_BASE_TYPES, DOCUMENT_MAX_BYTES, DOCUMENT_OFFICE_TYPES, MESSAGES } from '@brokerdesk/contract';
import { fileTypeFromBuffer } from 'file-type';
import { ATTACHMENT_RULE, type DetectedType, type UploadRule } from '../../../../files';

/** What the bytes may be, by the type file-type reads (HEIC/HEIF sequences are iPhone bursts and live photos). */
const BASE: Record<string, DetectedType> = {
  'application/pdf': { contentType: 'application/pdf', extension: 'pdf' },
  'image/jpeg': { contentType: 'image/jpeg', extension: 'jpg' },
  'image/png': { contentType: 'image/png', extension: 'png' },
  'image/heic': { contentType: 'image/heic', extension: 'heic' },
  'image/heic-sequence': { contentType: 'image/heic', extension: 'heic' },
  'image/heif': { contentType: 'image/heif', extension: 'heif' },
  'image/heif-sequence': { contentType: 'image/heif', extension: 'heif' },
};
const OFFICE_TYPES: ReadonlySet<string> = new Set(Object.keys(DOCUMENT_OFFICE_TYPES));
const BASE_TYPES: ReadonlySet<string> = new Set(Object.keys(DOCUMENT_BASE_TYPES));

/**
 * Client documents (the documents issue, Accepted formats): PDF, JPEG, PNG and HEIC/HEIF by their bytes, and Word and
 * Excel when the broker allows them (advisers.documents_allow_office), at most 25 MB. Images and PDFs are judged by
 * their bytes alone, as the file is offered under its auto-renamed name anyway; Word and Excel go through the
 * attachment rule (decision 009), which needs the name only to tell 97–2003 files apart.
 */
export function documentRule(allowOffice: boolean): UploadRule {
  return {
    maxBytes: DOCUMENT_MAX_BYTES,
    tooLargeMessage: MESSAGES.documentTooLarge,
    unsupportedMessage: allowOffice ? MESSAGES.documentTypeUnsupportedOffice : MESSAGES.documentTypeUnsupported,
    async detect(sample, fileName) {
      const found = await fileTypeFromBuffer(sample);
      const base = found ? BASE[found.mime] : undefined;
      if (base && BASE_TYPES.has(base.contentType)) return base;
      if (!allowOffice) return 'unsupported';
      const office = await ATTACHMENT_RULE.detect(sample, fileName);
      return typeof office === 'object' && OFFICE_TYPES.has(office.contentType) ? office : 'unsupported';
    },
  };
}
