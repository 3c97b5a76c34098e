import { DOCUMENT_MAX_BYTES, MESSAGES } from '@brokerdesk/contract/constants';
import { describe, expect, it } from 'vitest';
import { acceptAttribute, formatSize, refuseReason } from './file-checks';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('the checks before a file is sent', () => {
  it('take PDF, JPEG, PNG and HEIC, and refuse other types with the reason', () => {
    expect(refuseReason(file('a.pdf', 'application/pdf'))).toBeNull();
    expect(refuseReason(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(refuseReason(file('a.png', 'image/png'))).toBeNull();
    expect(refuseReason(file('a.heic', 'image/heic'))).toBeNull();
    expect(refuseReason(file('a.gif', 'image/gif'))).toBe(MESSAGES.documentTypeUnsupported);
    expect(refuseReason(file('a.exe', 'application/x-msdownload'))).toBe(MESSAGES.documentTypeUnsupported);
  });

  it('judge by the type the browser gives, and by the extension only when it gives none', () => {
    // A renamed file: the browser's type decides.
    expect(refuseReason(file('photo.pdf', 'image/gif'))).toBe(MESSAGES.documentTypeUnsupported);
    // An iPhone photo some browsers give no type.
    expect(refuseReason(file('IMG_0001.HEIC', ''))).toBeNull();
    expect(refuseReason(file('IMG_0001.heic', 'application/octet-stream'))).toBeNull();
    expect(refuseReason(file('notes.txt', ''))).toBe(MESSAGES.documentTypeUnsupported);
  });

  it('take Word and Excel only where the broker allows them', () => {
    const docx = file('a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(refuseReason(docx)).toBe(MESSAGES.documentTypeUnsupported);
    expect(refuseReason(docx, true)).toBeNull();
    expect(refuseReason(file('a.gif', 'image/gif'), true)).toBe(MESSAGES.documentTypeUnsupportedOffice);
    expect(acceptAttribute()).not.toContain('.docx');
    expect(acceptAttribute(true)).toContain('.docx');
    expect(acceptAttribute()).toContain('.heic');
  });

  it('refuse a file over 25 MB, and an empty one', () => {
    expect(refuseReason(file('a.pdf', 'application/pdf', DOCUMENT_MAX_BYTES))).toBeNull();
    expect(refuseReason(file('a.pdf', 'application/pdf', DOCUMENT_MAX_BYTES + 1))).toBe(MESSAGES.documentTooLarge);
    expect(refuseReason(file('a.pdf', 'application/pdf', 0))).toBe(MESSAGES.documentTypeUnsupported);
  });

  it('write sizes as people read them', () => {
    expect(formatSize(500)).toBe('500 B');
    expect(formatSize(350 * 1024)).toBe('350 KB');
    expect(formatSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
