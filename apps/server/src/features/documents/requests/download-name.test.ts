import { describe, expect, it } from 'vitest';
import { applicantFolderName, documentDownloadName } from './download-name';

describe('documentDownloadName', () => {
  it('names a file by applicant and type, numbering the later files of a request', () => {
    expect(documentDownloadName('Jane Citizen', 'Payslip', 1, 'pdf')).toBe('Jane Citizen - Payslip.pdf');
    expect(documentDownloadName('Jane Citizen', 'Payslip', 2, 'pdf')).toBe('Jane Citizen - Payslip (2).pdf');
    expect(documentDownloadName('Jane Citizen', 'Payslip', 3, 'jpg')).toBe('Jane Citizen - Payslip (3).jpg');
  });

  it('makes path separators, control characters and reserved characters safe', () => {
    const name = documentDownloadName('../../etc/passwd', 'Bank\u0000 statement: "May"\u202e', 1, 'pdf');
    expect(name).toBe('.. etc passwd - Bank statement_ _May_.pdf');
  });

  it('keeps the number and extension of a 300-character name', () => {
    const name = documentDownloadName('A'.repeat(300), 'Payslip', 2, 'pdf');
    expect(name.endsWith(' (2).pdf')).toBe(true);
    expect(Array.from(name).length).toBeLessThanOrEqual(120);
  });

  it('falls back when a part is empty and drops an odd extension', () => {
    expect(documentDownloadName('', '', 1, 'p/df')).toBe('Applicant - Document');
  });

  it('names an applicant folder, or numbers it when the applicant has no name', () => {
    expect(applicantFolderName('Citizen Pty Ltd', 2)).toBe('Citizen Pty Ltd');
    expect(applicantFolderName('  ', 2)).toBe('Applicant 2');
    expect(applicantFolderName('a/b', 1)).toBe('a b');
  });
});
