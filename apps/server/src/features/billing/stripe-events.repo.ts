import type { StripeListQuery } from '@brokerdesk/contract';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advisers, stripeEvents } from '../../db/schema';

/** The parts of a payment-provider event this table reads; the whole event is kept as received. */
export interface IncomingStripeEvent {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
  [key: string]: unknown;
}

/** A string, or the id of an expanded object (the provider expands `customer` on request). */
function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string')
    return (value as { id: string }).id;
  return null;
}

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** The row an event is kept as: the columns the list reads, beside the whole event. */
export function stripeEventRow(event: IncomingStripeEvent, receivedAt?: Date): typeof stripeEvents.$inferInsert {
  const object = event.data?.object ?? {};
  return {
    id: event.id,
    type: event.type,
    customer: idOf(object.customer),
    email: stringOrNull(object.email) ?? stringOrNull(object.customer_email),
    data: event,
    ...(receivedAt ? { received_at: receivedAt } : {}),
  };
}

/**
 * Stores a webhook event once: a redelivered event id changes nothing (docs/engineering-guide.md §6, idempotent by
 * event id). Returns true when the event was new, so the caller acts on it only once. `receivedAt` is for seeds and
 * tests.
 */
export async function storeStripeEvent(db: Db, event: IncomingStripeEvent, receivedAt?: Date): Promise<boolean> {
  const inserted = await db
    .insert(stripeEvents)
    .values(stripeEventRow(event, receivedAt))
    .onConflictDoNothing({ target: stripeEvents.id })
    .returning({ id: stripeEvents.id });
  return inserted.length > 0;
}

// ORDER BY only from an allow-list (docs/engineering-guide.md §6); the list's created_at is when the event arrived.
const SORT_COLUMNS = { created_at: stripeEvents.received_at, id: stripeEvents.id } as const;

export async function listStripeEvents(db: Db, q: StripeListQuery) {
  let where: SQL | undefined;
  if (q.query) {
    const pattern = `%${q.query.replace(/[\\%_]/g, '\\$&')}%`;
    where = or(
      ilike(stripeEvents.id, pattern),
      ilike(stripeEvents.type, pattern),
      ilike(stripeEvents.customer, pattern),
      ilike(stripeEvents.email, pattern),
    );
  }
  const dir = q.orderType === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: stripeEvents.id,
        type: stripeEvents.type,
        customer: stripeEvents.customer,
        email: sql<string | null>`${stripeEvents.data} #>> '{data,object,email}'`,
        customer_email: sql<string | null>`${stripeEvents.data} #>> '{data,object,customer_email}'`,
        // The adviser whose customer it is, whose account the row's ID opens.
        adviser_id: advisers.id,
        adviser_kind: advisers.kind,
      })
      .from(stripeEvents)
      .leftJoin(advisers, and(eq(advisers.stripe_customer_id, stripeEvents.customer), isNull(advisers.deleted_at)))
      .where(where)
      .orderBy(dir(SORT_COLUMNS[q.orderBy]), dir(stripeEvents.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(stripeEvents).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findStripeEvent(db: Db, id: string) {
  const [row] = await db.select().from(stripeEvents).where(eq(stripeEvents.id, id));
  return row;
}

/** Takes an event for processing once: answers false when it was taken already (a replay, or another worker). */
export async function claimStripeEvent(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(stripeEvents)
    .set({ processed_at: now })
    .where(and(eq(stripeEvents.id, id), isNull(stripeEvents.processed_at)))
    .returning({ id: stripeEvents.id });
  return rows.length > 0;
}

/** Gives an event back after its processing failed, so the job's retry processes it again. */
export async function releaseStripeEvent(db: Db, id: string): Promise<void> {
  await db.update(stripeEvents).set({ processed_at: null }).where(eq(stripeEvents.id, id));
}
