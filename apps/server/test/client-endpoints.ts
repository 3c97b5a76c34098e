import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { APPLICATION_PAGES, type ApplicationPage, LOCKED_PAGES, MESSAGES } from '@brokerdesk/contract';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ServiceContext } from '../src/context';
import { applicants, clientMessages, clients, files, users } from '../src/db/schema';
import { makeDocumentPreviews } from '../src/features/documents';
import { newStorageKey } from '../src/storage/storage';
import { makeClient, sessionFor, setClientPages } from './client-factories';
import { requestOf, samplePdf, storeDocumentFile } from './document-extras-fixtures';
import { call, makeAdmin, makeUser, signIn } from './factories';
import { multipart, type Part } from './file-fixtures';
import type { TestApp } from './harness';

/**
 * The client permission walk: every client and applicant endpoint, called as each kind of caller, answers as
 * docs/engineering-guide.md §4 and the access gate (src/access/client-gates.ts) say. A table other features
 * extend: add rows for your endpoints and call `walkClientEndpoints` from your own test.
 */

/**
 * Who calls. "clientOutsidePages" is the client with the endpoint's page taken out of their pages; "suspendedOwner"
 * the owning adviser once suspended, for endpoints of a page the plan locks (LOCKED_PAGES): 403 with the upgrade
 * message (docs/spec/core-and-application.md §4).
 */
export const WALK_ROLES = [
  'owner',
  'otherAdviser',
  'client',
  'clientOutsidePages',
  'otherClient',
  'admin',
  'signedOut',
  'suspendedOwner',
] as const;
export type WalkRole = (typeof WALK_ROLES)[number];

/** A fresh client of the owning adviser for each call, so a delete or a submit never spoils the next call. */
export interface ClientWorld {
  adviserId: number;
  clientId: number;
  primaryId: number;
  /** A second person applicant (not primary). */
  applicantId: number;
  clientUserId: number;
  /** Whatever the endpoint's own `prepare` made (an item id, say). */
  extra: Record<string, number>;
}

export interface ClientEndpoint {
  method: 'GET' | 'POST' | 'DELETE';
  /** e.g. '/api/client/detail' */
  path: string;
  /** The query (GET) or the JSON body for a world. */
  input: (w: ClientWorld) => Record<string, unknown>;
  /** The application page the endpoint belongs to: a client without it gets 403. */
  page?: ApplicationPage;
  /** Only the adviser (or an administrator): the client gets 403. */
  adviserOnly?: boolean;
  /** The success status (200 unless given). */
  ok?: number;
  /** Answers that differ from what page and adviserOnly imply (endpoints not about one client). */
  expect?: Partial<Record<WalkRole, number>>;
  /** Rows the call needs beyond the world's, named in `extra`. */
  prepare?: (ctx: ServiceContext, w: Omit<ClientWorld, 'extra'>) => Promise<Record<string, number>>;
  /** A multipart form (uploads) instead of the JSON body. */
  multipart?: (w: ClientWorld) => Part[];
  /** Headers the call needs (a tus request's). */
  headers?: (w: ClientWorld) => Record<string, string>;
  /** A plan locks the endpoint without a page (serviceability, strategies): the suspended owner gets this message. */
  lockedMessage?: string;
}

/** Endpoints the plan locks (by page or on their own) are walked as the suspended owner too. */
export const isPlanLocked = (ep: ClientEndpoint) =>
  ep.lockedMessage !== undefined || (ep.page !== undefined && LOCKED_PAGES.includes(ep.page));

export function expectedStatus(ep: ClientEndpoint, role: WalkRole): number {
  const ok = ep.ok ?? 200;
  const derived: Record<WalkRole, number> = {
    owner: ok,
    admin: ok,
    otherAdviser: 404,
    otherClient: 404,
    signedOut: 401,
    client: ep.adviserOnly ? 403 : ok,
    clientOutsidePages: ep.adviserOnly || ep.page ? 403 : ok,
    suspendedOwner: 403,
  };
  return ep.expect?.[role] ?? derived[role];
}

/** The endpoints of the client core (features/clients, features/portal). */
export const CLIENT_CORE_ENDPOINTS: ClientEndpoint[] = [
  {
    method: 'GET',
    path: '/api/client/list',
    input: (w) => ({ adviserId: w.adviserId }),
    expect: { client: 403, clientOutsidePages: 403, otherClient: 403 },
  },
  {
    method: 'POST',
    path: '/api/client/create',
    input: () => ({ first_name: 'Walk', last_name: 'Er' }),
    ok: 201,
    // Creates a client of the caller's own; not about an existing client.
    expect: { otherAdviser: 201, admin: 403, client: 403, clientOutsidePages: 403, otherClient: 403 },
  },
  {
    method: 'POST',
    path: '/api/client/import',
    input: () => ({}),
    multipart: () => [
      { name: 'dryRun', value: 'false' },
      {
        name: 'file',
        filename: 'clients.csv',
        type: 'text/csv',
        data: Buffer.from('Name,Email\nWalk Er,walk@import.example\n'),
      },
    ],
    // Imports into the caller's own list; not about an existing client.
    expect: { otherAdviser: 200, admin: 403, client: 403, clientOutsidePages: 403, otherClient: 403 },
  },
  { method: 'GET', path: '/api/client/detail', input: (w) => ({ clientId: w.clientId }) },
  { method: 'POST', path: '/api/client/archive', input: (w) => ({ clientId: w.clientId }), adviserOnly: true },
  { method: 'POST', path: '/api/client/restore', input: (w) => ({ clientId: w.clientId }), adviserOnly: true },
  { method: 'DELETE', path: '/api/client/delete', input: (w) => ({ clientId: w.clientId }), adviserOnly: true },
  { method: 'POST', path: '/api/client/submit', input: (w) => ({ clientId: w.clientId }), page: 'submit' },
  { method: 'POST', path: '/api/client/mark-lodged', input: (w) => ({ clientId: w.clientId }), adviserOnly: true },
  {
    method: 'POST',
    path: '/api/client/update-applicant-order',
    input: (w) => ({ clientId: w.clientId, applicantIds: [w.primaryId, w.applicantId] }),
    adviserOnly: true,
  },
  {
    method: 'POST',
    path: '/api/applicant/create',
    input: (w) => ({ clientId: w.clientId, type: 'company' }),
    page: 'profile',
    ok: 201,
  },
  {
    method: 'DELETE',
    path: '/api/applicant/delete',
    input: (w) => ({ clientId: w.clientId, applicantId: w.applicantId }),
    page: 'profile',
  },
  { method: 'GET', path: '/api/client/activity', input: (w) => ({ clientId: w.clientId }), adviserOnly: true },
  // The firm-wide audit narrowed to one client (decision 044): advisers and administrators only, by role.
  {
    method: 'GET',
    path: '/api/audit',
    input: (w) => ({ clientId: w.clientId }),
    adviserOnly: true,
    expect: { otherClient: 403 },
  },
  {
    method: 'GET',
    path: '/api/audit/export',
    input: (w) => ({ clientId: w.clientId, type: 'client_created' }),
    adviserOnly: true,
    expect: { otherClient: 403 },
  },
  {
    method: 'POST',
    path: '/api/common/log-activity',
    input: (w) => ({ clientId: w.clientId, action: 'page_opened', detail: { page: 'profile' } }),
    ok: 204,
  },
  {
    method: 'POST',
    path: '/api/client/invite',
    input: (w) => ({ clientId: w.clientId, pages: 'profile,submit' }),
    adviserOnly: true,
  },
  {
    method: 'POST',
    path: '/api/client/pages',
    input: (w) => ({ clientId: w.clientId, pages: 'profile,asset,submit' }),
    adviserOnly: true,
  },
  { method: 'POST', path: '/api/client/revoke-access', input: (w) => ({ clientId: w.clientId }), adviserOnly: true },
  {
    // Public: the link is the credential, so every caller, signed in or not, gets the same answer (a made-up link is
    // 'invalid' and names no adviser).
    method: 'POST',
    path: '/api/auth/check-invite',
    input: () => ({ token: 'walk-made-up-invitation-token' }),
    expect: {
      otherAdviser: 200,
      otherClient: 200,
      signedOut: 200,
      client: 200,
      clientOutsidePages: 200,
      suspendedOwner: 200,
    },
  },
];

/**
 * The privacy endpoints beside the core: another person's sign-in (portal), signed consent (portal) and destroying a
 * client (clients).
 */
export const PRIVACY_ENDPOINTS: ClientEndpoint[] = [
  {
    method: 'POST',
    path: '/api/client/destroy',
    input: (w) => ({ clientId: w.clientId, confirmation: 'Walk Destroy' }),
    adviserOnly: true,
    // Advisers' and administrators' only: any client is refused by role before a record is looked at.
    expect: { otherClient: 403 },
    // The typed confirmation is the client's name, made known here.
    prepare: async (ctx, w) => {
      await ctx.db.update(clients).set({ display_name: 'Walk Destroy' }).where(eq(clients.id, w.clientId));
      return {};
    },
  },
  {
    method: 'POST',
    path: '/api/applicant/invite',
    input: (w) => ({ clientId: w.clientId, applicantId: w.applicantId, pages: 'profile,submit' }),
    adviserOnly: true,
    // The second person's own email, where the invitation goes.
    prepare: async (ctx, w) => {
      await ctx.db
        .update(applicants)
        .set({
          data: sql`${applicants.data} || ${JSON.stringify({ email: `walk.partner.${w.applicantId}@test.example` })}::jsonb`,
        })
        .where(eq(applicants.id, w.applicantId));
      return {};
    },
  },
  // Signed consent: any party of the client reads; only the client accepts (their adviser and an administrator 403).
  {
    method: 'GET',
    path: '/api/consent/list',
    input: (w) => ({ clientId: w.clientId }),
    prepare: async (ctx, w) => ({ fileId: await disclosureDocument(ctx, w.adviserId) }),
  },
  {
    method: 'GET',
    path: '/api/consent/document',
    input: (w) => ({ clientId: w.clientId, fileId: w.extra.fileId as number }),
    prepare: async (ctx, w) => ({ fileId: await disclosureDocument(ctx, w.adviserId) }),
  },
  {
    method: 'POST',
    path: '/api/consent/accept',
    input: (w) => ({
      clientId: w.clientId,
      fileId: w.extra.fileId as number,
      sha256: DISCLOSURE_SHA256,
      typed_name: 'Walk Client',
    }),
    expect: { owner: 403, admin: 403, otherAdviser: 403 },
    prepare: async (ctx, w) => {
      await ctx.db.update(users).set({ first_name: 'Walk', last_name: 'Client' }).where(eq(users.id, w.clientUserId));
      return { fileId: await disclosureDocument(ctx, w.adviserId) };
    },
  },
];

const DISCLOSURE_BYTES = Buffer.from('%PDF-1.4\n% a credit guide for the walk\n');
const DISCLOSURE_SHA256 = createHash('sha256').update(DISCLOSURE_BYTES).digest('hex');

/** One of the adviser's default email attachments: a disclosure document their clients accept. */
async function disclosureDocument(ctx: ServiceContext, adviserId: number): Promise<number> {
  const key = newStorageKey('pdf');
  await ctx.storage.put(key, Readable.from([DISCLOSURE_BYTES]), 'application/pdf');
  const [file] = await ctx.db
    .insert(files)
    .values({
      adviser_id: adviserId,
      purpose: 'attachment',
      storage_key: key,
      file_name: 'Credit guide.pdf',
      content_type: 'application/pdf',
      size_bytes: DISCLOSURE_BYTES.length,
    })
    .returning({ id: files.id });
  return file?.id as number;
}

/** The lead conversion (features/leads) and the client's conversation (features/messages). */
export const LEAD_AND_MESSAGE_ENDPOINTS: ClientEndpoint[] = [
  {
    method: 'POST',
    path: '/api/client/convert-lead',
    input: (w) => ({ clientId: w.clientId }),
    adviserOnly: true,
    prepare: async (ctx, w) => {
      await ctx.db.update(clients).set({ client_type: 'lead' }).where(eq(clients.id, w.clientId));
      return {};
    },
  },
  { method: 'GET', path: '/api/message/list', input: (w) => ({ clientId: w.clientId }) },
  { method: 'POST', path: '/api/message/read', input: (w) => ({ clientId: w.clientId }) },
  { method: 'POST', path: '/api/message/send', input: (w) => ({ clientId: w.clientId, body: 'Walk' }), ok: 201 },
  {
    method: 'GET',
    path: '/api/message/attachment',
    input: (w) => ({ clientId: w.clientId, messageId: w.extra.messageId as number }),
    prepare: async (ctx, w) => {
      const key = newStorageKey('pdf');
      await ctx.storage.put(key, Readable.from([Buffer.from('%PDF-1.4\n')]), 'application/pdf');
      const [file] = await ctx.db
        .insert(files)
        .values({
          adviser_id: w.adviserId,
          client_id: w.clientId,
          purpose: 'message',
          storage_key: key,
          file_name: 'walk.pdf',
          content_type: 'application/pdf',
          size_bytes: 9,
        })
        .returning({ id: files.id });
      const [message] = await ctx.db
        .insert(clientMessages)
        .values({ adviser_id: w.adviserId, client_id: w.clientId, sender: 'client', file_id: file?.id })
        .returning({ id: clientMessages.id });
      return { messageId: message?.id as number };
    },
  },
  {
    method: 'GET',
    path: '/api/message/unread',
    input: () => ({}),
    // Each caller's own counts; not about the world's client.
    expect: { otherAdviser: 200, otherClient: 200 },
  },
];

interface Callers {
  adviserId: number;
  suspendedAdviserId: number;
  owner: string;
  suspendedOwner: string;
  otherAdviser: string;
  otherClient: string;
  admin: string;
}

async function makeCallers(t: TestApp): Promise<Callers> {
  const owner = await makeUser(t.ctx, 'broker');
  const other = await makeUser(t.ctx, 'broker');
  const otherClient = await makeClient(t.ctx, other.adviserId as number, { withUser: true });
  const suspended = await makeUser(t.ctx, 'broker');
  await t.ctx.database.executeSql('update advisers set suspended = true where id = $1', [suspended.adviserId]);
  return {
    adviserId: owner.adviserId as number,
    suspendedAdviserId: suspended.adviserId as number,
    owner: await signIn(t.app, owner.email),
    suspendedOwner: await signIn(t.app, suspended.email),
    otherAdviser: await signIn(t.app, other.email),
    otherClient: await sessionFor(t.ctx, otherClient.userId as number),
    admin: (await makeAdmin(t)).token,
  };
}

async function makeWorld(t: TestApp, adviserId: number, ep: ClientEndpoint): Promise<ClientWorld> {
  const made = await makeClient(t.ctx, adviserId, { withUser: true, others: ['person'] });
  const base = {
    adviserId,
    clientId: made.clientId,
    primaryId: made.primaryId,
    applicantId: made.applicantIds[0] as number,
    clientUserId: made.userId as number,
  };
  return { ...base, extra: ep.prepare ? await ep.prepare(t.ctx, base) : {} };
}

function request(ep: ClientEndpoint, w: ClientWorld) {
  const input = ep.input(w);
  const headers = ep.headers?.(w) ?? {};
  if (ep.multipart) {
    const form = multipart(ep.multipart(w));
    return { method: ep.method, url: ep.path, payload: form.payload, headers: { ...headers, ...form.headers } };
  }
  if (ep.method !== 'GET') return { method: ep.method, url: ep.path, payload: input, headers };
  const qs = new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)]));
  return { method: ep.method, url: `${ep.path}?${qs}`, headers };
}

/**
 * Calls every endpoint as every role, each on a fresh world, and checks the status. The administrator used is
 * admin@example.com (the harness's ADMIN_EMAILS), so call it once per test app.
 */
export async function walkClientEndpoints(t: TestApp, endpoints: readonly ClientEndpoint[]): Promise<void> {
  const callers = await makeCallers(t);
  for (const ep of endpoints) {
    for (const role of WALK_ROLES) {
      if (role === 'suspendedOwner' && !isPlanLocked(ep)) continue;
      const w = await makeWorld(t, role === 'suspendedOwner' ? callers.suspendedAdviserId : callers.adviserId, ep);
      let token: string | null;
      if (role === 'client' || role === 'clientOutsidePages') {
        if (role === 'clientOutsidePages' && ep.page) {
          await setClientPages(t.ctx, w.clientId, APPLICATION_PAGES.filter((p) => p !== ep.page).join(','));
        }
        token = await sessionFor(t.ctx, w.clientUserId);
      } else {
        token = role === 'signedOut' ? null : callers[role];
      }
      const res = await call(t.app, token, request(ep, w));
      expect(res.statusCode, `${role} ${ep.method} ${ep.path}: ${res.body}`).toBe(expectedStatus(ep, role));
      if (role === 'suspendedOwner') {
        expect(res.json().error.message).toBe(ep.lockedMessage ?? MESSAGES.planFeatureLocked);
      }
    }
  }
}

/**
 * The documents endpoints beside the core (features/documents/previews and reminders). Walk them with a clock in
 * business hours: a reminder is never sent between 8 pm and 8 am.
 */
export const DOCUMENT_EXTRAS_ENDPOINTS: ClientEndpoint[] = [
  {
    method: 'GET',
    path: '/api/file/thumbnail',
    input: (w) => ({ files_new_id: w.extra.fileId as number }),
    page: 'document',
    prepare: async (ctx, w) => {
      const { fileId } = await storeDocumentFile(ctx, {
        adviserId: w.adviserId,
        clientId: w.clientId,
        applicantId: w.primaryId,
        bytes: samplePdf(),
        contentType: 'application/pdf',
        fileName: 'payslip.pdf',
      });
      await makeDocumentPreviews(ctx, fileId);
      return { fileId };
    },
  },
  {
    method: 'POST',
    path: '/api/client/reminders',
    input: (w) => ({ clientId: w.clientId, paused: true }),
    page: 'document',
    adviserOnly: true,
  },
  {
    method: 'POST',
    path: '/api/client/send-reminder',
    input: (w) => ({ clientId: w.clientId }),
    page: 'document',
    adviserOnly: true,
    prepare: async (ctx, w) => {
      await ctx.db.update(clients).set({ invited_at: ctx.now() }).where(eq(clients.id, w.clientId));
      return { requestId: await requestOf(ctx, { ...w, applicantId: w.primaryId, code: 'payslips' }) };
    },
  },
];

/**
 * View Report and Upload to the lodgement system (features/reports, features/lodgement): the adviser's own actions.
 * The report's preview is opened with a link token, not a session, so reports.routes.test.ts covers it. The walk's
 * owner has no lodgement aggregator, so an upload is refused with the option-off message (403) for them and for an
 * administrator; lodgement.routes.test.ts covers a configured broker.
 */
export const REPORT_LODGEMENT_ENDPOINTS: ClientEndpoint[] = [
  { method: 'POST', path: '/api/report/token', input: (w) => ({ clientId: w.clientId }), adviserOnly: true },
  { method: 'GET', path: '/api/report/assessment-notes', input: (w) => ({ clientId: w.clientId }), adviserOnly: true },
  {
    method: 'POST',
    path: '/api/report/assessment-notes',
    input: (w) => ({ clientId: w.clientId, notes: 'Walk notes' }),
    adviserOnly: true,
  },
  { method: 'GET', path: '/api/lodgement/status', input: (w) => ({ clientId: w.clientId }), adviserOnly: true },
  {
    method: 'POST',
    path: '/api/lodgement/upload',
    input: (w) => ({ clientId: w.clientId }),
    adviserOnly: true,
    expect: { owner: 403, admin: 403 },
  },
  // Privacy Act APP 12: the client's data on request; their adviser's or an administrator's, never the client's own.
  {
    method: 'GET',
    path: '/api/client/export',
    input: (w) => ({ clientId: w.clientId }),
    adviserOnly: true,
    // Advisers' and administrators' only: any client is refused by role before a record is looked at.
    expect: { otherClient: 403 },
  },
];

/**
 * Serviceability (paid plans) and strategies (Pro), features/reports/advice: the adviser's side only; a suspended
 * owner gets the upgrade message of each (decision 048).
 */
export const ADVICE_ENDPOINTS: ClientEndpoint[] = [
  {
    method: 'GET',
    path: '/api/serviceability',
    input: (w) => ({ clientId: w.clientId, rate: '6.25', termYears: 25, loanAmount: 50_000_000 }),
    adviserOnly: true,
    lockedMessage: MESSAGES.planFeatureLocked,
  },
  {
    method: 'GET',
    path: '/api/strategy/list',
    input: (w) => ({ clientId: w.clientId }),
    adviserOnly: true,
    lockedMessage: MESSAGES.proFeatureLocked,
  },
  {
    method: 'POST',
    path: '/api/strategy/save',
    input: (w) => ({
      clientId: w.clientId,
      key: 'emergency_fund',
      inputs: { monthly_expenses_cents: 400_000, months: 3, savings_cents: 0 },
    }),
    adviserOnly: true,
    lockedMessage: MESSAGES.proFeatureLocked,
  },
  {
    method: 'POST',
    path: '/api/strategy/remove',
    input: (w) => ({ clientId: w.clientId, key: 'emergency_fund' }),
    adviserOnly: true,
    lockedMessage: MESSAGES.proFeatureLocked,
  },
];
