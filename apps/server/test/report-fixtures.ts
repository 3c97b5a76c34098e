import { and, asc, eq, isNull } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { insertUser } from '../src/accounts/users.repo';
import type { ServiceContext } from '../src/context';
import { advisers, applicants, clients, documentRequests, documentTypes, files } from '../src/db/schema';
import { seedDemoApplications } from '../src/seed/demo-applications';

/**
 * The demo broker's applications (seed/demo-applications-data.ts) under a test broker, for the report and lodgement
 * tests; the demo client's portal user is made here. Call once per test app: the demo emails are unique.
 */
export async function seedDemoFor(ctx: ServiceContext, adviserId: number, brokerUserId: number) {
  const demoClient = await insertUser(ctx.db, {
    email: `client.${adviserId}@example.com`,
    role: 'client',
    first_name: 'Emily',
    last_name: 'Clarke',
    password_hash: null,
  });
  const ids = await seedDemoApplications(ctx.db, {
    now: ctx.now(),
    adviserId,
    brokerUserId,
    demoClientUserId: demoClient.id,
    passwordHash: 'x',
  });
  /** The demo client whose display name contains `name`. */
  const byName = async (name: string): Promise<number> => {
    for (const id of ids) {
      const [row] = await ctx.db.select({ n: clients.display_name }).from(clients).where(eq(clients.id, id));
      if (row?.n.includes(name)) return id;
    }
    throw new Error(`no demo client named ${name}`);
  };
  return { ids, byName };
}

/** The client's applicants in order (primary first). */
export async function applicantIdsOf(ctx: ServiceContext, clientId: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: applicants.id })
    .from(applicants)
    .where(and(eq(applicants.client_id, clientId), isNull(applicants.deleted_at)))
    .orderBy(asc(applicants.position), asc(applicants.id));
  return rows.map((r) => r.id);
}

/** A document request of the catalogue's type named `typeName`, with received files as the documents feature stores them. */
export async function addDocumentRequest(
  ctx: ServiceContext,
  c: { adviserId: number; clientId: number; applicantId: number },
  typeName: string,
  state: 'requested' | 'uploaded' | 'accepted' | 'rejected' | 'not-applicable',
  received: { file_name: string; document_date?: string; storage_key?: string; content_type?: string }[] = [],
): Promise<number> {
  const [type] = await ctx.db.select().from(documentTypes).where(eq(documentTypes.name, typeName)).limit(1);
  if (!type) throw new Error(`no document type ${typeName}`);
  const [request] = await ctx.db
    .insert(documentRequests)
    .values({
      adviser_id: c.adviserId,
      client_id: c.clientId,
      applicant_id: c.applicantId,
      document_type_id: type.id,
      state,
    })
    .returning({ id: documentRequests.id });
  let sequence = 0;
  for (const f of received) {
    sequence += 1;
    await ctx.db.insert(files).values({
      adviser_id: c.adviserId,
      client_id: c.clientId,
      applicant_id: c.applicantId,
      purpose: 'document',
      request_id: request?.id as number,
      storage_key: f.storage_key ?? `${crypto.randomUUID()}.pdf`,
      file_name: f.file_name,
      content_type: f.content_type ?? 'application/pdf',
      size_bytes: 1000,
      review_state: state === 'accepted' ? 'accepted' : 'pending',
      sequence,
      document_date: f.document_date ?? null,
    });
  }
  return request?.id as number;
}

/** The text of a PDF, every page, through a maintained extractor (pdf-parse on pdfjs). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return result.text;
  } finally {
    await parser.destroy();
  }
}

/** A broker with the lodgement option on (aggregator 5) and their lodgement credentials stored, as My account saves them. */
export async function configureLodgement(
  ctx: ServiceContext,
  adviserId: number,
  creds: { username?: string; password?: string; apiKey?: string; apiToken?: string } = {},
): Promise<void> {
  const { encryptSecret } = await import('../src/secrets');
  await ctx.db
    .update(advisers)
    .set({
      aggregator_id: 5,
      lodge_user: creds.username ?? 'broker.user',
      lodge_pass_enc: encryptSecret(ctx.config, creds.password ?? 'pass-word-1'),
      lodge_api_key_enc: encryptSecret(ctx.config, creds.apiKey ?? 'key-123'),
      lodge_api_token_enc: encryptSecret(ctx.config, creds.apiToken ?? 'token-456'),
    })
    .where(eq(advisers.id, adviserId));
}
