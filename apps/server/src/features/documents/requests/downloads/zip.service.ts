/// <reference path="./archiver-types.d.ts" />
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { MESSAGES, PRODUCT_NAME } from '@brokerdesk/contract';
import { ZipArchive } from 'archiver';
import { requireAccess } from '../../../../access';
import { recordActivity } from '../../../../audit/activity.repo';
import type { Actor, RequestMeta, ServiceContext } from '../../../../context';
import { notFound } from '../../../../errors';
import { safeDisplayName } from '../../../../files';
import { clientApplicants } from '../client-applicants';
import { applicantFolderName } from '../download-name';
import { zipSourceOf } from '../previews/previews.service';
import { listReceivedFiles } from '../received-files.repo';
import { applicantNames } from '../request-dto';
import { readRequests } from '../requests.service';
import { type ReadmeSection, readmeText } from './zip-readme';

/** One entry of the zip: where it goes and which stored object it is. */
interface ZipEntry {
  path: string;
  storageKey: string;
}

export interface DocumentsZip {
  fileName: string;
  /** The zip as it is made: each file is read from storage once the previous one is written. */
  stream: Readable;
}

/** A name not yet in `taken` (compared case-insensitively, as Windows and macOS do): ' [2]' … before the extension. */
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
 * POST document/download-all-as-zip (docs/spec/core-and-application.md §7): every received file of the client
 * (received-files.repo.ts), one folder per applicant, named by the auto-rename rule, and a README.txt listing each
 * request and its state. Nothing is copied: the zip is written as it is sent, one stored file at a time, entries
 * stored as they are (PDFs and photos are compressed already). 404 when nothing has been received.
 */
export async function openDocumentsZip(
  ctx: ServiceContext,
  actor: Actor,
  clientId: number,
  meta: RequestMeta,
): Promise<DocumentsZip> {
  const access = await requireAccess(
    ctx,
    actor,
    { kind: 'client', id: clientId },
    { page: 'document', adviserOnly: true },
  );
  const [requests, applicants, received] = await Promise.all([
    readRequests(ctx, access),
    clientApplicants(ctx, access),
    listReceivedFiles(ctx.db, { clientIds: [clientId] }),
  ]);
  if (received.length === 0) throw notFound(MESSAGES.noDocumentsToZip);
  const keys = new Map(received.map((f) => [f.id, f]));
  const names = applicantNames(applicants);

  const folders = new Set<string>();
  const entries: ZipEntry[] = [];
  const sections: ReadmeSection[] = [];
  for (const [index, applicant] of applicants.entries()) {
    const own = requests.filter((r) => r.applicant_id === applicant.id);
    if (own.length === 0) continue;
    const name = names.get(applicant.id) ?? '';
    const folder = unique(applicantFolderName(name, index + 1), folders);
    const taken = new Set<string>();
    const entryNames = new Map<number, string>();
    for (const file of own.flatMap((r) => r.files)) {
      const stored = keys.get(file.id);
      if (!stored) continue;
      // A HEIC photo goes in as its JPEG, which every computer opens; the original stays in storage.
      const source = zipSourceOf(stored);
      const name = source.extension
        ? file.download_name.replace(/\.[^.]+$/, `.${source.extension}`)
        : file.download_name;
      const entryName = unique(name, taken);
      entryNames.set(file.id, entryName);
      entries.push({ path: `${folder}/${entryName}`, storageKey: source.storageKey });
    }
    sections.push({ folder, applicant: name || folder, requests: own, entryNames });
  }
  const primary = applicants.find((a) => a.is_primary) ?? applicants[0];
  const clientName = safeDisplayName(primary ? (names.get(primary.id) ?? '') : '', 'Client').replace(
    /[\\/:*?"<>|]/g,
    '_',
  );

  await recordActivity(ctx.db, {
    action: 'documents_zip_downloaded',
    actorUserId: actor.userId,
    adviserId: access.client.adviser_id,
    clientId,
    detail: { files: entries.length },
    ip: meta.ip,
  });

  const archive = new ZipArchive({ store: true });
  void fill(ctx, archive, entries, readmeText(clientName, sections, ctx.now()));
  return { fileName: `${PRODUCT_NAME} - ${clientName} - documents.zip`, stream: archive };
}

/**
 * Writes the entries one after another: a stored file is opened only when the previous entry is done, so at most one
 * is open (and none is read faster than the zip is sent). A file missing from storage, or a storage failure, ends the
 * zip with an error: the download then fails rather than arrive silently short of a file.
 */
async function fill(ctx: ServiceContext, archive: ZipArchive, entries: ZipEntry[], readme: string): Promise<void> {
  try {
    archive.append(readme, { name: 'README.txt' });
    await once(archive, 'entry');
    for (const entry of entries) {
      const object = await ctx.storage.get(entry.storageKey);
      if (!object) throw new Error(`stored object missing for a zip entry (${entry.storageKey})`);
      archive.append(object.stream, { name: entry.path });
      await once(archive, 'entry');
    }
    await archive.finalize();
  } catch (err) {
    if (!archive.destroyed) ctx.log.error({ err }, 'documents zip failed');
    archive.destroy(err as Error);
  }
}
