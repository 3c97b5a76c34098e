import { describe, expect, it } from 'vitest';
import { extensionOf, FILE_NAME_MAX_LENGTH, safeDisplayName } from './file-names';

describe('safeDisplayName', () => {
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\boot.ini', 'boot.ini'],
    ['/var/www/../logo.png', 'logo.png'],
    ['C:\\fakepath\\Statement of Advice.pdf', 'Statement of Advice.pdf'],
    ['tab\there\nnew\rline.pdf', 'tab here new line.pdf'],
    ['\u0000\u0007bell.pdf', 'bell.pdf'],
    ['invoice\u202efdp.exe', 'invoicefdp.exe'],
    ['...hidden.pdf', 'hidden.pdf'],
    ['  spaced   out .pdf  ', 'spaced out .pdf'],
    ['Cafe\u0301.pdf', 'Café.pdf'],
    ['', 'file'],
    ['../', 'file'],
    [undefined, 'file'],
  ])('%j → %j', (raw, expected) => {
    expect(safeDisplayName(raw)).toBe(expected);
  });

  it('caps long names at the limit and keeps the extension', () => {
    const name = safeDisplayName(`${'é'.repeat(400)}.docx`);
    expect(Array.from(name)).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(name.endsWith('….docx')).toBe(true);
  });
});

describe('extensionOf', () => {
  it.each([
    ['report.PDF', 'pdf'],
    ['archive.tar.gz', 'gz'],
    ['.env', ''],
    ['noext', ''],
    ['trailing.', ''],
    ['weird.p d f', ''],
  ])('%j → %j', (name, ext) => {
    expect(extensionOf(name)).toBe(ext);
  });
});
