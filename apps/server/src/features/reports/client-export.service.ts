/// <reference path="../documents/requests/downloads/archiver-types.d.ts" />
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { type Readable, Transform } from 'node:stream';
import {
  type ActivityExport,
  CLIENT_EXPORT_FORMAT,
  CLIENT_EXPORT_VERSION,
  type ClientExport,
  PRODUCT_NAME,
} from '@brokerdesk/contract';
import { ZipArchive } from 'archiver';
import { requireAccess } from '../../access';
import { listAllClientActivity } from '../../audit/activity.repo';
import { recordPrivacyEvent } from '../../audit/privacy-events';
import type { Actor, RequestMeta, ServiceContext } from '../../context';
import { notFound } from '../../errors';
import { safeDisplayName } from '../../files';
import { documentFilesForExport, type ExportedDocumentFile } from '../documents';
import { type ApplicationSnapshot, loadApplicationSnapshot } from './application-snapshot.repo';
import { loadExportExtras } from './client-export.repo';
import { reportPdf } from './reports.service';

type ExportExtras = Awaited<ReturnType<typeof loadExportExtras>>;

export interface ClientExportZip {
  fileName: string;
  stream: Readable;
}

/**
 * GET client/export (Privacy Act APP 12): everything held about one client as a zip of client.json, activity.json,
 * report.pdf and documents/ (the shapes are the contract's client-export.ts). The client's adviser or an
 * administrator; the client asks their adviser, who answers with it. The export is recorded before it is sent.
 */
export async function openClientExport(
  ctx: ServiceContext,
  actor: Actor,
  clientId: number,
  meta: RequestMeta,
): Promise<ClientExportZip> {
  const access = await requireAccess(ctx, actor, { kind: 'client', id: clientId }, 'adviser-only');
  const [snapshot, documents, extras] = await Promise.all([
    loadApplicationSnapshot(ctx.db, clientId),
    documentFilesForExport(ctx, access),
    loadExportExtras(ctx.db, clientId),
  ]);
  if (!snapshot) throw notFound();
  await recordPrivacyEvent(ctx.db, {
    action: 'client_exported',
    actorUserId: actor.userId,
    adviserId: access.client.adviser_id,
    clientId,
    ip: meta.ip,
    detail: { documents: documents.length },
  });
  // Read after the export is recorded, so the timeline it carries ends with it.
  const timeline = await listAllClientActivity(ctx.db, clientId);
  const archive = new ZipArchive({ zlib: { level: 6 } });
  void fill(ctx, archive, snapshot, documents, timeline, extras);
  const name = safeDisplayName(snapshot.client.display_name, 'Client').replace(/[\\/:*?"<>|]/g, '_');
  return { fileName: `${PRODUCT_NAME} - ${name} - data export.zip`, stream: archive };
}

/** Passes the bytes through and hashes them on the way. */
function hashing(hash: ReturnType<typeof createHash>): Transform {
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
}

export function clientJson(
  snapshot: ApplicationSnapshot,
  documents: (ExportedDocumentFile & { sha256: string })[],
  extras: ExportExtras,
  now: Date,
): ClientExport {
  const c = snapshot.client;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    format: CLIENT_EXPORT_FORMAT,
    version: CLIENT_EXPORT_VERSION,
    exported_at: now.toISOString(),
    client: {
      id: c.id,
      display_name: c.display_name,
      client_type: c.client_type,
      status: c.status,
      access: c.access,
      pages: c.submit_pages.split(',').filter(Boolean),
      created_at: c.created_at.toISOString(),
      last_activity_at: c.last_activity_at.toISOString(),
      invited_at: iso(c.invited_at),
      submitted_at: iso(c.submitted_at),
      lodged_at: iso(c.lodged_at),
    },
    adviser: snapshot.adviserUser,
    applicants: snapshot.applicants.map((a) => ({ id: a.id, type: a.type, is_primary: a.is_primary, data: a.data })),
    items: snapshot.items.map((i) => ({
      id: i.id,
      applicant_id: i.applicant_id,
      section: i.section,
      kind: i.kind,
      data: i.data,
    })),
    sections: Object.fromEntries(
      Object.entries(snapshot.sections).map(([k, v]) => [k, { data: v.data, answers: v.answers }]),
    ),
    documents: documents.map((d) => ({
      file_id: d.fileId,
      request_id: d.requestId,
      applicant_id: d.applicantId,
      document_type: d.documentType,
      request_state: d.requestState,
      path: `documents/${d.name}`,
      original_file_name: d.originalFileName,
      content_type: d.contentType,
      size_bytes: d.size,
      sha256: d.sha256,
      uploaded_at: d.uploadedAt.toISOString(),
      document_date: d.documentDate,
      review_state: d.reviewState,
    })),
    ...extras,
  };
}

/**
 * Writes the report, then each document (hashed as it streams, one stored file open at a time), then the two JSON
 * files, client.json last as it carries the hashes. A missing stored file ends the zip with an error: the download
 * fails rather than arrive short of a file.
 */
async function fill(
  ctx: ServiceContext,
  archive: ZipArchive,
  snapshot: ApplicationSnapshot,
  documents: ExportedDocumentFile[],
  timeline: ActivityExport,
  extras: ExportExtras,
): Promise<void> {
  try {
    const pdf = await reportPdf(ctx, snapshot);
    archive.append(pdf as unknown as Readable, { name: 'report.pdf' });
    await once(archive, 'entry');
    const hashed: (ExportedDocumentFile & { sha256: string })[] = [];
    for (const doc of documents) {
      const object = await ctx.storage.get(doc.storageKey);
      if (!object) throw new Error(`stored object missing for an export entry (${doc.storageKey})`);
      const hash = createHash('sha256');
      archive.append(object.stream.pipe(hashing(hash)), { name: `documents/${doc.name}`, store: true });
      await once(archive, 'entry');
      hashed.push({ ...doc, sha256: hash.digest('hex') });
    }
    archive.append(`${JSON.stringify(timeline, null, 2)}\n`, { name: 'activity.json' });
    await once(archive, 'entry');
    archive.append(`${JSON.stringify(clientJson(snapshot, hashed, extras, ctx.now()), null, 2)}\n`, {
      name: 'client.json',
    });
    await once(archive, 'entry');
    await archive.finalize();
  } catch (err) {
    if (!archive.destroyed) ctx.log.error({ err }, 'client export failed');
    archive.destroy(err as Error);
  }
}
