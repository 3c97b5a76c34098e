import { Readable } from 'node:stream';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activity, applicants, clients, documentRequests, documentTypes, files } from '../db/schema';
import { refreshDocumentCounters } from '../features/documents';
import type { StorageAdapter } from '../storage/storage';
import { newStorageKey } from '../storage/storage';

/** A one-page PDF with a line of text: real enough for a browser to show and for the zip to carry. */
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, ' ');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

type Plan = {
  code: string;
  applicant: 0 | 1;
  state: 'requested' | 'uploaded' | 'accepted' | 'rejected';
  reason?: string;
  file?: { name: string; title: string; daysAgo: number; documentDaysAgo?: number };
};

/** What the demo broker asked of the demo client, and how far each request has come. */
const PLAN: Plan[] = [
  {
    code: 'payslips',
    applicant: 0,
    state: 'uploaded',
    file: { name: 'Payslip October.pdf', title: 'Payslip - October', daysAgo: 2, documentDaysAgo: 10 },
  },
  {
    code: 'transaction-statements',
    applicant: 0,
    state: 'accepted',
    file: { name: 'Everyday account statement.pdf', title: 'Transaction statement', daysAgo: 6, documentDaysAgo: 20 },
  },
  { code: 'passport', applicant: 0, state: 'requested' },
  {
    code: 'drivers-licence',
    applicant: 1,
    state: 'rejected',
    reason: 'The back of the licence is missing. Please upload both sides.',
    file: { name: 'licence front.pdf', title: 'Driver licence - front', daysAgo: 4 },
  },
  { code: 'payslips', applicant: 1, state: 'requested' },
];

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/**
 * The demo client's documents (the Documents page): requests in each state, and files for those received when a
 * storage is given (the bytes must exist for downloads and the zip). The client's counters follow.
 */
export async function seedDemoDocuments(
  db: Db,
  storage: StorageAdapter | undefined,
  opts: { now: Date; adviserId: number; brokerUserId: number; demoClientUserId: number },
): Promise<void> {
  const [client] = await db.select().from(clients).where(eq(clients.user_id, opts.demoClientUserId));
  if (!client) return;
  const people = await db
    .select({ id: applicants.id })
    .from(applicants)
    .where(and(eq(applicants.client_id, client.id), isNull(applicants.deleted_at)))
    .orderBy(asc(applicants.position));
  const types = await db
    .select({ id: documentTypes.id, code: documentTypes.code })
    .from(documentTypes)
    .where(inArray(documentTypes.code, [...new Set(PLAN.map((p) => p.code))]));
  const typeOf = new Map(types.map((t) => [t.code, t.id]));
  for (const plan of PLAN) {
    // A second applicant's requests go to the first when the demo client applies alone.
    const applicantId = (people[plan.applicant] ?? people[0])?.id;
    const typeId = typeOf.get(plan.code);
    if (!applicantId || !typeId) continue;
    const requestedAt = daysAgo(opts.now, 8);
    const hasFile = plan.file !== undefined && storage !== undefined;
    const state = hasFile || plan.state === 'requested' ? plan.state : 'requested';
    const [request] = await db
      .insert(documentRequests)
      .values({
        adviser_id: opts.adviserId,
        client_id: client.id,
        applicant_id: applicantId,
        document_type_id: typeId,
        state,
        reason: state === 'rejected' ? (plan.reason ?? '') : '',
        requested_by_user_id: opts.brokerUserId,
        reviewed_by_user_id: state === 'accepted' || state === 'rejected' ? opts.brokerUserId : null,
        reviewed_at: state === 'accepted' || state === 'rejected' ? daysAgo(opts.now, 1) : null,
        created_at: requestedAt,
        updated_at: requestedAt,
      })
      .onConflictDoNothing()
      .returning({ id: documentRequests.id });
    if (!request || !plan.file || !storage) continue;
    const bytes = demoPdf(plan.file.title);
    const key = newStorageKey('pdf');
    await storage.put(key, Readable.from(bytes), 'application/pdf');
    const uploadedAt = daysAgo(opts.now, plan.file.daysAgo);
    const documentDate =
      plan.file.documentDaysAgo === undefined
        ? null
        : daysAgo(opts.now, plan.file.documentDaysAgo).toISOString().slice(0, 10);
    const [file] = await db
      .insert(files)
      .values({
        adviser_id: opts.adviserId,
        client_id: client.id,
        purpose: 'document',
        storage_key: key,
        file_name: plan.file.name,
        content_type: 'application/pdf',
        size_bytes: bytes.length,
        uploaded_by_user_id: opts.demoClientUserId,
        request_id: request.id,
        applicant_id: applicantId,
        review_state: state === 'accepted' ? 'accepted' : state === 'rejected' ? 'rejected' : 'pending',
        sequence: 1,
        document_date: documentDate,
        created_at: uploadedAt,
      })
      .returning({ id: files.id });
    await db.insert(activity).values({
      action: 'document_uploaded',
      actor_user_id: opts.demoClientUserId,
      adviser_id: opts.adviserId,
      client_id: client.id,
      detail: { requestId: request.id, applicantId, fileId: file?.id, size: bytes.length },
      created_at: uploadedAt,
    });
  }
  await refreshDocumentCounters(db, client.id);
}
