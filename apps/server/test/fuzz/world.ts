import { Readable } from 'node:stream';
import {
  documentCategories,
  documentSubcategories,
  documentTypes,
  emails,
  reviews,
  stripeEvents,
  tasks,
} from '../../src/db/schema';
import { insertItem } from '../../src/features/application/items.repo';
import { insertCustomType } from '../../src/features/documents/catalogue/catalogue.repo';
import { insertTemplate } from '../../src/features/templates/templates.repo';
import { insertFile } from '../../src/files/files.repo';
import { newStorageKey } from '../../src/storage/storage';
import { makeClient, sessionFor } from '../client-factories';
import { withFile } from '../document-endpoints';
import { type MadeUser, makeUser } from '../factories';
import { SAMPLE } from '../file-fixtures';
import type { TestApp } from '../harness';

/**
 * The rows one fuzzed operation acts on: a broker with a client (a portal user, a second person, a company),
 * one of each list item, a template, a custom document type, stored files, a planner, a mailbox message and a
 * webhook event; and a session for each role. Fresh for each operation, so a delete spoils nothing after it.
 */
export type Role = 'broker' | 'admin' | 'planner' | 'client';
export const ROLES: readonly Role[] = ['broker', 'admin', 'planner', 'client'];

export interface World {
  tokens: Record<Role, string>;
  /** The id (or key) a field of this name means on this path; undefined for fields that are not references. */
  idFor(name: string, path: string): unknown;
}

let adminUser: MadeUser | undefined;
let seq = 0;

async function storedFile(t: TestApp, adviserId: number, purpose: 'logo' | 'attachment', bytes: Buffer) {
  const type = purpose === 'logo' ? 'image/png' : 'application/pdf';
  const key = newStorageKey(purpose === 'logo' ? 'png' : 'pdf');
  await t.ctx.storage.put(key, Readable.from(bytes), type);
  const row = await insertFile(t.ctx.db, {
    adviser_id: adviserId,
    purpose,
    storage_key: key,
    file_name: `fuzz.${purpose === 'logo' ? 'png' : 'pdf'}`,
    content_type: type,
    size_bytes: bytes.length,
  });
  return { id: row.id, key };
}

export async function makeWorld(t: TestApp): Promise<World> {
  const { ctx } = t;
  seq += 1;
  adminUser ??= await makeUser(ctx, 'admin', { email: 'admin@example.com' });
  const broker = await makeUser(ctx, 'broker');
  const planner = await makeUser(ctx, 'planner');
  const adviserId = broker.adviserId as number;
  const client = await makeClient(ctx, adviserId, { withUser: true, others: ['person', 'company'] });
  const [personId, companyId] = client.applicantIds as [number, number];
  const scope = { clientId: client.clientId, adviserId };
  const item = async (section: Parameters<typeof insertItem>[2]['section'], kind: string, applicantId: number | null) =>
    (await insertItem(ctx.db, scope, { section, kind, applicantId })).id;
  const addressId = await item('address', 'current', personId);
  const employmentId = await item('employment', '', personId);
  const otherIncomeId = await item('other_income', '', personId);
  const assetId = await item('asset', 'Savings', null);
  const liabilityId = await item('liability', 'Credit Card', null);

  const [category] = await ctx.db.select().from(documentCategories).limit(1);
  const [subcategory] = await ctx.db.select().from(documentSubcategories).limit(1);
  const [sharedType] = await ctx.db.select().from(documentTypes).limit(1);
  if (!category || !subcategory || !sharedType) throw new Error('the migrated database has no document catalogue');
  const customType = await insertCustomType(ctx.db, {
    adviserId,
    clientId: null,
    categoryId: category.id,
    subcategoryId: null,
    name: `Fuzz type ${seq}`,
  });
  const template = await insertTemplate(ctx.db, adviserId, { type: 'asset', name: 'Fuzz', data: ['Savings'] });
  const documentTemplate = await insertTemplate(ctx.db, adviserId, {
    type: 'document',
    name: 'Fuzz documents',
    data: [sharedType.id],
  });
  const document = await withFile(ctx, {
    adviserId,
    clientId: client.clientId,
    applicantId: personId,
    clientUserId: client.userId as number,
  });
  const logo = await storedFile(t, adviserId, 'logo', SAMPLE.png);
  const attachment = await storedFile(t, adviserId, 'attachment', SAMPLE.pdf);
  const [mail] = await ctx.db
    .insert(emails)
    .values({
      kind: 'fuzz',
      to_address: 'to@example.com',
      from_address: 'from@example.com',
      subject: 's',
      text_body: 'b',
    })
    .returning({ id: emails.id });
  // A lodged client of the broker, for the pipeline's stage moves (which need a lodged application).
  const lodged = await makeClient(ctx, adviserId, { set: { status: 'lodged', stage: 'lodged' } });
  const [task] = await ctx.db
    .insert(tasks)
    .values({ adviser_id: adviserId, client_id: client.clientId, title: 'Fuzz', due_date: '2027-01-01' })
    .returning({ id: tasks.id });
  // An open annual review of the client, for the review's changes, confirmation and report link.
  const [review] = await ctx.db
    .insert(reviews)
    .values({
      adviser_id: adviserId,
      client_id: client.clientId,
      due_on: '2027-01-01',
      snapshot: { applicants: [], items: [], sections: {} },
    })
    .returning({ id: reviews.id });
  const eventId = `evt_fuzz${seq}`;
  await ctx.db.insert(stripeEvents).values({ id: eventId, type: 'invoice.paid', data: {} });

  const tokens: Record<Role, string> = {
    broker: await sessionFor(ctx, broker.userId),
    admin: await sessionFor(ctx, adminUser.userId),
    planner: await sessionFor(ctx, planner.userId),
    client: await sessionFor(ctx, client.userId as number),
  };
  const isPlanner = (path: string) => path.includes('/planner/');

  const ids: Record<string, (path: string) => unknown> = {
    clientId: (path) =>
      path === '/api/client/stage' || path === '/api/review/start' ? lodged.clientId : client.clientId,
    applicantId: (path) => (path.includes('company') ? companyId : personId),
    companyId: () => companyId,
    applicantIds: () => [client.primaryId, personId, companyId],
    brokerId: () => adviserId,
    plannerId: () => planner.adviserId,
    adviserId: () => adviserId,
    userId: (path) => (isPlanner(path) ? planner.userId : broker.userId),
    addressId: () => addressId,
    residenceId: () => addressId,
    employmentId: () => employmentId,
    otherIncomeId: () => otherIncomeId,
    itemId: (path) => (path.includes('liability') ? liabilityId : assetId),
    fileId: (path) => {
      if (path.startsWith('/api/document/')) return document.fileId;
      return path.includes('upload') ? logo.id : attachment.id;
    },
    files_new_id: () => document.fileId,
    requestId: () => document.requestId,
    taskId: () => task?.id,
    reviewId: () => review?.id,
    templateId: (path) => (path.startsWith('/api/document/') ? documentTemplate.id : template.id),
    documentTypeId: (path) =>
      path.includes('/admin/') || path === '/api/document/request' ? sharedType.id : customType.id,
    documentType: () => sharedType.id,
    category_id: () => category.id,
    subcategory_id: () => subcategory.id,
    key: (path) => (path.startsWith('/api/files/public') ? logo.key : undefined),
    id: (path) => {
      if (path.startsWith('/api/mailbox')) return mail?.id;
      if (path.startsWith('/api/stripe')) return eventId;
      return isPlanner(path) ? planner.adviserId : adviserId;
    },
  };
  return { tokens, idFor: (name, path) => ids[name]?.(path) };
}
