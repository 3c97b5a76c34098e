import { and, desc, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advisers, billingInvoices, users } from '../../db/schema';
import type { ProviderSubscription } from './provider';

/** An adviser's billing columns with the user's name and email. */
export async function findBillingAdviser(db: Db, id: number) {
  const [row] = await db
    .select({
      adviser: advisers,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      email_verified_at: users.email_verified_at,
    })
    .from(advisers)
    .innerJoin(users, eq(users.id, advisers.user_id))
    .where(and(eq(advisers.id, id), isNull(advisers.deleted_at), isNull(users.deleted_at)));
  return row;
}
export type BillingAdviser = NonNullable<Awaited<ReturnType<typeof findBillingAdviser>>>;

export async function findAdviserIdByCustomer(db: Db, customer: string): Promise<number | undefined> {
  const [row] = await db.select({ id: advisers.id }).from(advisers).where(eq(advisers.stripe_customer_id, customer));
  return row?.id;
}

export async function setCustomer(db: Db, id: number, customer: string, now: Date) {
  await db.update(advisers).set({ stripe_customer_id: customer, updated_at: now }).where(eq(advisers.id, id));
}

export async function setCard(db: Db, customer: string, card: { brand: string; last4: string }, now: Date) {
  await db
    .update(advisers)
    .set({ card_brand: card.brand, card_last4: card.last4, updated_at: now })
    .where(eq(advisers.stripe_customer_id, customer));
}

const ENDED = new Set(['canceled', 'incomplete_expired', 'unpaid']);

/**
 * Reconciles the adviser's subscription columns from the provider's object (never from an event's order): an
 * ended subscription moves the plan to Free; an older subscription that ended does not touch a newer one.
 */
export async function applySubscription(db: Db, sub: ProviderSubscription, now: Date, dateOf: (d: Date) => string) {
  const ended = ENDED.has(sub.status);
  const endsAt = ended
    ? dateOf(sub.endedAt ?? now)
    : sub.cancelAtPeriodEnd && sub.currentPeriodEnd
      ? dateOf(sub.currentPeriodEnd)
      : null;
  const sameOrNewer: SQL | undefined = ended
    ? or(isNull(advisers.stripe_subscription_id), eq(advisers.stripe_subscription_id, sub.id))
    : undefined;
  await db
    .update(advisers)
    .set({
      stripe_subscription_id: sub.id,
      subscription_status: sub.status,
      plan: ended ? null : sub.plan,
      cancel_at_period_end: !ended && sub.cancelAtPeriodEnd,
      subscription_ends_at: endsAt,
      ...(sub.status === 'past_due' ? {} : { payment_failed_at: null }),
      billing_synced_at: now,
      updated_at: now,
    })
    .where(and(eq(advisers.stripe_customer_id, sub.customer), sameOrNewer));
}

export async function markPaymentFailed(db: Db, customer: string, now: Date) {
  await db
    .update(advisers)
    .set({ payment_failed_at: now, updated_at: now })
    .where(eq(advisers.stripe_customer_id, customer));
}

export async function setRecentBillingDate(db: Db, adviserId: number, date: string, now: Date) {
  await db
    .update(advisers)
    .set({ recent_billing_date: sql`greatest(${advisers.recent_billing_date}, ${date}::date)`, updated_at: now })
    .where(eq(advisers.id, adviserId));
}

export async function listInvoices(db: Db, adviserId: number) {
  return db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.adviser_id, adviserId))
    .orderBy(desc(billingInvoices.paid_at), desc(billingInvoices.id));
}

/** Inserts once per provider invoice and numbers it from its row id; answers the row, or undefined if known. */
export async function insertInvoice(
  db: Db,
  values: Omit<typeof billingInvoices.$inferInsert, 'id' | 'number' | 'created_at'>,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(billingInvoices)
      .values({ ...values, number: `pending-${values.provider_invoice_id}` })
      .onConflictDoNothing({ target: billingInvoices.provider_invoice_id })
      .returning({ id: billingInvoices.id });
    if (!row) return undefined;
    const [numbered] = await tx
      .update(billingInvoices)
      .set({ number: `BD-${String(row.id).padStart(6, '0')}` })
      .where(eq(billingInvoices.id, row.id))
      .returning();
    return numbered;
  });
}

/** Advisers whose trial ended before `today` with no plan and no free access, not yet moved to Free. */
export async function findEndedTrials(db: Db, today: string) {
  return db
    .select({
      id: advisers.id,
      kind: advisers.kind,
      user_id: advisers.user_id,
      email: users.email,
      first_name: users.first_name,
    })
    .from(advisers)
    .innerJoin(users, eq(users.id, advisers.user_id))
    .where(
      and(
        isNull(advisers.deleted_at),
        isNull(users.deleted_at),
        lt(advisers.trial_end_date, today),
        isNull(advisers.plan),
        eq(advisers.free_access, false),
        or(isNull(advisers.trial_ended_at), sql`${advisers.trial_ended_at}::date <= ${advisers.trial_end_date}`),
      ),
    );
}

/**
 * Claims one adviser's trial end: the update succeeds for one caller only, however many billing rounds run at once
 * (two instances starting together), so the email that follows is sent once. Answers whether this call claimed it.
 */
export async function claimTrialEnd(db: Db, adviserId: number, userId: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(advisers)
    .set({ trial_ended_at: now, updated_at: now })
    .where(
      and(
        eq(advisers.id, adviserId),
        or(isNull(advisers.trial_ended_at), sql`${advisers.trial_ended_at}::date <= ${advisers.trial_end_date}`),
      ),
    )
    .returning({ id: advisers.id });
  if (claimed.length === 0) return false;
  await db.update(users).set({ free_version_notice: true, updated_at: now }).where(eq(users.id, userId));
  return true;
}

export async function clearFreeVersionNotice(db: Db, userId: number, now: Date) {
  await db.update(users).set({ free_version_notice: false, updated_at: now }).where(eq(users.id, userId));
}
