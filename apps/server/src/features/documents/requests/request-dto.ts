import {
  applicantName,
  type DocumentFile,
  type DocumentRequest,
  documentFreshness,
  effectiveValidity,
  type ValidityRule,
} from '@brokerdesk/contract';
import { documentDownloadName } from './download-name';
import type { DocumentFileRow, RequestFileView, RequestView } from './requests.repo';

/** The extension a stored file is offered with: the one of its detected type, which its key carries. */
export function storedExtension(storageKey: string): string {
  return storageKey.slice(storageKey.lastIndexOf('.') + 1);
}

/** The auto-rename rule applied to one file of a request (download-name.ts). */
export function fileDownloadName(file: DocumentFileRow, applicant: string, typeName: string): string {
  return documentDownloadName(applicant, typeName, file.sequence ?? 1, storedExtension(file.storage_key));
}

export function validityOf(view: RequestView): ValidityRule | null {
  return effectiveValidity(
    { validity_kind: view.validity_kind, valid_days: view.valid_days },
    { validity_kind: view.ext_validity_kind, valid_days: view.ext_valid_days },
  );
}

export const typeNameOf = (view: RequestView) => view.ext_name ?? view.type_name;

export function toDocumentFile(
  f: RequestFileView,
  applicant: string,
  typeName: string,
  validity: ValidityRule | null,
  today: string,
): DocumentFile {
  const file = f.file;
  return {
    id: file.id,
    download_name: fileDownloadName(file, applicant, typeName),
    original_file_name: file.file_name,
    size: file.size_bytes,
    content_type: file.content_type,
    uploaded_at: file.created_at.toISOString(),
    document_date: file.document_date,
    review_state: file.review_state ?? 'pending',
    freshness: documentFreshness(validity, file.document_date, today),
    has_preview: file.preview_storage_key !== null,
    has_thumbnail: file.thumbnail_storage_key !== null,
    uploaded_by_client: f.uploader_role === 'client',
  };
}

/** Requests as the Documents page shows them, each with its files; `names` maps applicant ids to their names. */
export function toDocumentRequests(
  views: RequestView[],
  fileViews: RequestFileView[],
  names: Map<number, string>,
  today: string,
): DocumentRequest[] {
  const filesOf = new Map<number, RequestFileView[]>();
  for (const f of fileViews) {
    const id = f.file.request_id as number;
    filesOf.set(id, [...(filesOf.get(id) ?? []), f]);
  }
  return views.map((v) => {
    const r = v.request;
    const typeName = typeNameOf(v);
    const validity = validityOf(v);
    const applicant = names.get(r.applicant_id) ?? '';
    return {
      id: r.id,
      applicant_id: r.applicant_id,
      document_type_id: r.document_type_id,
      name: typeName,
      question: v.ext_question || v.type_question,
      tooltip: v.ext_tooltip || v.type_tooltip,
      category_id: v.category_id,
      category_name: v.category_name,
      custom: v.type_adviser_id !== null,
      state: r.state,
      reason: r.reason,
      validity,
      files: (filesOf.get(r.id) ?? []).map((f) => toDocumentFile(f, applicant, typeName, validity, today)),
      created_at: r.created_at.toISOString(),
    };
  });
}

/** The applicants' names by id, as the auto-rename rule and the zip's folders use them. */
export function applicantNames(
  rows: { id: number; type: Parameters<typeof applicantName>[0]; data: Parameters<typeof applicantName>[1] }[],
) {
  return new Map(rows.map((a) => [a.id, applicantName(a.type, a.data)]));
}
