import type { ClientAccess } from '../../../../access';
import type { ServiceContext } from '../../../../context';
import { clientApplicants } from '../client-applicants';
import { applicantNames, fileDownloadName, typeNameOf } from '../request-dto';
import { listRequestFiles, listRequestViews } from '../requests.repo';

/** One stored file of a client's document requests, as the client's data export carries it. */
export interface ExportedDocumentFile {
  fileId: number;
  requestId: number;
  applicantId: number;
  documentType: string;
  requestState: 'requested' | 'uploaded' | 'accepted' | 'rejected' | 'not-applicable';
  /** The download name (the auto-rename rule), made unique within the export's documents/ folder. */
  name: string;
  originalFileName: string;
  contentType: string;
  size: number;
  storageKey: string;
  uploadedAt: Date;
  documentDate: string | null;
  reviewState: 'pending' | 'accepted' | 'rejected';
}

/** A name not yet in `taken` (case-insensitively): ' [2]' … before the extension, as the documents zip does. */
function unique(name: string, taken: Set<string>): string {
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) {
    const dot = name.lastIndexOf('.');
    candidate = dot > 0 ? `${name.slice(0, dot)} [${n}]${name.slice(dot)}` : `${name} [${n}]`;
  }
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * Every live file of the client's requests, received or not (a rejected file is personal data held all the same),
 * each under its download name; the original bytes, never a preview. The caller has passed the client's gate.
 */
export async function documentFilesForExport(
  ctx: ServiceContext,
  access: ClientAccess,
): Promise<ExportedDocumentFile[]> {
  const clientId = access.client.id;
  const [views, applicants] = await Promise.all([
    listRequestViews(ctx.db, clientId, {}),
    clientApplicants(ctx, access),
  ]);
  const names = applicantNames(applicants);
  const byRequest = new Map(views.map((v) => [v.request.id, v]));
  const fileViews = await listRequestFiles(ctx.db, clientId, [...byRequest.keys()]);
  const taken = new Set<string>();
  const out: ExportedDocumentFile[] = [];
  for (const { file } of fileViews) {
    const view = byRequest.get(file.request_id as number);
    if (!view) continue;
    const typeName = typeNameOf(view);
    out.push({
      fileId: file.id,
      requestId: view.request.id,
      applicantId: view.request.applicant_id,
      documentType: typeName,
      requestState: view.request.state,
      name: unique(fileDownloadName(file, names.get(view.request.applicant_id) ?? '', typeName), taken),
      originalFileName: file.file_name,
      contentType: file.content_type,
      size: file.size_bytes,
      storageKey: file.storage_key,
      uploadedAt: file.created_at,
      documentDate: file.document_date,
      reviewState: file.review_state ?? 'pending',
    });
  }
  return out;
}
