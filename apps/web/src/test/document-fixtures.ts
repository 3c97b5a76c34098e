import type { DocumentFile, DocumentRequest } from '@brokerdesk/contract/constants';
import { CLIENT_ID } from './client-fixtures';

/** A received file as document/requests lists it. */
export function testFile(overrides: Partial<DocumentFile> = {}): DocumentFile {
  return {
    id: 501,
    download_name: 'Olivia Chen - Payslips.pdf',
    original_file_name: 'march-payslip.pdf',
    size: 120_000,
    content_type: 'application/pdf',
    uploaded_at: '2026-03-02T01:00:00.000Z',
    document_date: '2026-02-28',
    review_state: 'pending',
    freshness: 'fresh',
    has_preview: false,
    has_thumbnail: false,
    uploaded_by_client: true,
    ...overrides,
  };
}

/** A request of the primary applicant (101), in the Income category unless told otherwise. */
export function testRequest(overrides: Partial<DocumentRequest> = {}): DocumentRequest {
  return {
    id: 301,
    applicant_id: 101,
    document_type_id: 11,
    name: 'Payslips',
    question: 'Your two most recent payslips',
    tooltip: 'From your employer’s payroll system',
    category_id: 2,
    category_name: 'Income',
    custom: false,
    state: 'requested',
    reason: '',
    validity: { kind: 'age', days: 30 },
    files: [],
    created_at: '2026-03-01T01:00:00.000Z',
    ...overrides,
  };
}

export { CLIENT_ID };
