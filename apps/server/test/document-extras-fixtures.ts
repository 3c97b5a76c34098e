import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { ServiceContext } from '../src/context';
import { documentRequests, documentTypes, files } from '../src/db/schema';
import { newStorageKey } from '../src/storage/storage';

/**
 * Stored client documents for tests of what sits beside the upload paths (previews, freshness, reminders): a request
 * of one catalogue type and a file answering it, written straight through storage and the tables.
 */

/** A real HEIC photo (96×64, a red square on a gradient), made with libheif's heif-enc. */
export const HEIC_PHOTO = fs.readFileSync(path.join(import.meta.dirname, 'fixtures/iphone-photo.heic'));

/** A JPEG's pixels, as straight RGBA (for tests that look at what a preview shows). */
export async function decodedJpeg(bytes: Buffer): Promise<{ width: number; height: number; data: Uint8Array }> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** A one-page PDF (200×100 points) with a red rectangle over its middle, its cross-reference table exact. */
export function samplePdf(): Buffer {
  const content = '1 0 0 rg 20 20 160 60 re f\n';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export async function typeIdByCode(ctx: ServiceContext, code: string): Promise<number> {
  const [row] = await ctx.db.select({ id: documentTypes.id }).from(documentTypes).where(eq(documentTypes.code, code));
  if (!row) throw new Error(`no document type ${code}`);
  return row.id;
}

/** The applicant's request of that type, made if missing. */
export async function requestOf(
  ctx: ServiceContext,
  opts: { adviserId: number; clientId: number; applicantId: number; code: string; state?: string },
): Promise<number> {
  const typeId = await typeIdByCode(ctx, opts.code);
  const [existing] = await ctx.db
    .select({ id: documentRequests.id })
    .from(documentRequests)
    .where(
      and(
        eq(documentRequests.applicant_id, opts.applicantId),
        eq(documentRequests.document_type_id, typeId),
        isNull(documentRequests.deleted_at),
      ),
    );
  if (existing) return existing.id;
  const [row] = await ctx.db
    .insert(documentRequests)
    .values({
      adviser_id: opts.adviserId,
      client_id: opts.clientId,
      applicant_id: opts.applicantId,
      document_type_id: typeId,
      state: (opts.state ?? 'requested') as 'requested',
    })
    .returning({ id: documentRequests.id });
  if (!row) throw new Error('no request');
  return row.id;
}

/** A received file of the request: its bytes in storage and its row, pending review unless said. */
export async function storeDocumentFile(
  ctx: ServiceContext,
  opts: {
    adviserId: number;
    clientId: number;
    applicantId: number;
    code?: string;
    bytes: Buffer;
    contentType: string;
    fileName: string;
    documentDate?: string | null;
    reviewState?: 'pending' | 'accepted' | 'rejected';
  },
): Promise<{ fileId: number; requestId: number; storageKey: string }> {
  const requestId = await requestOf(ctx, { ...opts, code: opts.code ?? 'payslips', state: 'uploaded' });
  const storageKey = newStorageKey((opts.fileName.split('.').pop() ?? 'bin').toLowerCase());
  await ctx.storage.put(storageKey, Readable.from([opts.bytes]), opts.contentType);
  const [row] = await ctx.db
    .insert(files)
    .values({
      adviser_id: opts.adviserId,
      client_id: opts.clientId,
      applicant_id: opts.applicantId,
      request_id: requestId,
      purpose: 'document',
      storage_key: storageKey,
      file_name: opts.fileName,
      content_type: opts.contentType,
      size_bytes: opts.bytes.length,
      review_state: opts.reviewState ?? 'pending',
      document_date: opts.documentDate ?? null,
      sequence: sql`(select coalesce(max(sequence), 0) + 1 from files where request_id = ${requestId})`,
    })
    .returning({ id: files.id });
  if (!row) throw new Error('no file');
  return { fileId: row.id, requestId, storageKey };
}
