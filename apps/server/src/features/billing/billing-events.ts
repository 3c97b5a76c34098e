import { ApiError, BILLING_MESSAGES, gstOf, PLAN_NAMES, type PlanName } from '@brokerdesk/contract';
import { businessDate } from '../../business-day';
import type { ServiceContext } from '../../context';
import {
  applySubscription,
  findAdviserIdByCustomer,
  findBillingAdviser,
  insertInvoice,
  markPaymentFailed,
  setCard,
  setRecentBillingDate,
} from './billing.repo';
import { paymentFailedEmail, paymentPageUrl, sendBillingEmail, taxInvoiceEmail } from './billing-mail';
import { LocalBillingProvider } from './local-provider';
import type { BillingProvider, ProviderEvent } from './provider';
import { claimStripeEvent, findStripeEvent, releaseStripeEvent, storeStripeEvent } from './stripe-events.repo';
import { StripeBillingProvider } from './stripe-provider';

/*
 * One provider per app, as BILLING says (docs/decisions/020, 026): Stripe, or the local provider; none with billing
 * off, where every call that would reach one answers 409. The local provider's events go through the same
 * store-once-then-process path as Stripe's webhooks, processed at once, so its answers and the admin's webhook list
 * are the same as with Stripe.
 */
/** The provider BILLING chose, made once per app by the billing feature's init (index.ts). */
export function createBillingProvider(ctx: ServiceContext): BillingProvider | undefined {
  const { mode } = ctx.config.billing;
  if (mode === 'off') return undefined;
  if (mode === 'stripe' && !ctx.config.stripe) throw new Error('BILLING=stripe without the Stripe keys');
  return ctx.config.stripe
    ? new StripeBillingProvider(ctx.config.stripe)
    : new LocalBillingProvider({
        db: ctx.db,
        now: () => ctx.now(),
        emit: async (event) => {
          await receiveEvent(ctx, event, { inline: true });
        },
      });
}

export function providerFor(ctx: ServiceContext): BillingProvider {
  if (ctx.config.billing.mode === 'off') throw new ApiError('conflict', BILLING_MESSAGES.billingOff);
  if (!ctx.billing) throw new Error('the billing feature was not initialised');
  return ctx.billing;
}

export function localProviderOf(ctx: ServiceContext): LocalBillingProvider | null {
  if (ctx.config.billing.mode !== 'local') return null;
  const provider = providerFor(ctx);
  return provider instanceof LocalBillingProvider ? provider : null;
}

/** The pg-boss queue that processes stored webhook events. */
export const BILLING_EVENT_JOB = 'billing.event';

/**
 * Stores an event once (by id) and has it processed: at once for the local provider, through pg-boss for Stripe's
 * webhooks. A replayed event is stored and processed only the first time. Answers whether it was new.
 */
export async function receiveEvent(
  ctx: ServiceContext,
  event: ProviderEvent,
  opts: { inline: boolean },
): Promise<boolean> {
  if (!(await storeStripeEvent(ctx.db, event))) return false;
  if (opts.inline) await processEvent(ctx, event.id);
  else await ctx.jobs.send(BILLING_EVENT_JOB, { id: event.id });
  return true;
}

const idOf = (v: unknown): string | null =>
  typeof v === 'string' ? v : v && typeof v === 'object' && 'id' in v && typeof v.id === 'string' ? v.id : null;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const get = (o: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>(
    (acc, k) => (acc && typeof acc === 'object' ? (acc as Record<string, unknown>)[k] : undefined),
    o,
  );

/** Processes a stored event once; a failure gives it back for the job's retry. */
export async function processEvent(ctx: ServiceContext, id: string): Promise<void> {
  const row = await findStripeEvent(ctx.db, id);
  if (!row || !(await claimStripeEvent(ctx.db, id, ctx.now()))) return;
  try {
    await apply(ctx, row.type, (row.data as unknown as ProviderEvent).data?.object ?? {}, row.data);
  } catch (err) {
    await releaseStripeEvent(ctx.db, id);
    throw err;
  }
}

async function apply(ctx: ServiceContext, type: string, object: Record<string, unknown>, event: unknown) {
  const dateOf = (d: Date) => businessDate(d, ctx.config.businessTimeZone);
  switch (type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      // Reconciled from the provider's object as it is now, so events arriving out of order change nothing wrong.
      const subId = idOf(object.id);
      if (!subId) return;
      const sub = await providerFor(ctx).retrieve(subId);
      await applySubscription(ctx.db, sub, ctx.now(), dateOf);
      return;
    }
    case 'customer.updated': {
      const customer = idOf(object.id);
      if (!customer || !(await findAdviserIdByCustomer(ctx.db, customer))) return;
      const card = await providerFor(ctx).customerCard(customer);
      if (card) await setCard(ctx.db, customer, card, ctx.now());
      return;
    }
    case 'invoice.paid':
      await invoicePaid(ctx, object, num(get(event, 'created')) ?? 0);
      return;
    case 'invoice.payment_failed': {
      const customer = idOf(object.customer);
      const adviserId = customer ? await findAdviserIdByCustomer(ctx.db, customer) : undefined;
      if (!customer || !adviserId) return;
      await markPaymentFailed(ctx.db, customer, ctx.now());
      const a = await findBillingAdviser(ctx.db, adviserId);
      if (!a) return;
      const link = paymentPageUrl(ctx.config.publicUrl, a.adviser.kind, adviserId);
      await sendBillingEmail(
        ctx,
        'payment_failed',
        a.email,
        adviserId,
        paymentFailedEmail({ firstName: a.first_name, link }),
      );
      return;
    }
    default:
      return;
  }
}

/** A paid invoice becomes an Australian tax invoice (docs/decisions/020), emailed once. */
async function invoicePaid(ctx: ServiceContext, object: Record<string, unknown>, created: number) {
  const customer = idOf(object.customer);
  const amount = num(object.amount_paid) ?? 0;
  const providerInvoiceId = idOf(object.id);
  const adviserId = customer ? await findAdviserIdByCustomer(ctx.db, customer) : undefined;
  if (!customer || !adviserId || !providerInvoiceId) return;
  const a = await findBillingAdviser(ctx.db, adviserId);
  if (!a) return;
  const line = get(object, 'lines', 'data', 0);
  const priceId = idOf(get(line, 'pricing', 'price_details', 'price')) ?? idOf(get(line, 'price'));
  const plans = await providerFor(ctx).plans();
  const plan: PlanName | null =
    plans.find((p) => p.id === priceId)?.nickname ?? PLAN_NAMES.find((p) => p === a.adviser.plan) ?? null;
  const paidAtSec = num(get(object, 'status_transitions', 'paid_at')) ?? created;
  const paidAt = new Date(paidAtSec * 1000);
  const dateOf = (d: Date) => businessDate(d, ctx.config.businessTimeZone);
  const start = num(get(line, 'period', 'start')) ?? paidAtSec;
  const end = num(get(line, 'period', 'end')) ?? paidAtSec;
  await setRecentBillingDate(ctx.db, adviserId, dateOf(paidAt), ctx.now());
  if (amount <= 0 || !plan) return;
  const invoice = await insertInvoice(ctx.db, {
    adviser_id: adviserId,
    provider_invoice_id: providerInvoiceId,
    plan,
    amount_cents: amount,
    gst_cents: gstOf(amount),
    period_start: dateOf(new Date(start * 1000)),
    period_end: dateOf(new Date(end * 1000)),
    paid_at: paidAt,
    bill_to_name: `${a.first_name} ${a.last_name}`.trim(),
    bill_to_company: a.adviser.company,
  });
  if (!invoice) return;
  const link = paymentPageUrl(ctx.config.publicUrl, a.adviser.kind, adviserId);
  await sendBillingEmail(
    ctx,
    'tax_invoice',
    a.email,
    adviserId,
    taxInvoiceEmail({
      firstName: a.first_name,
      number: invoice.number,
      plan,
      amountCents: amount,
      gstCents: invoice.gst_cents,
      link,
    }),
  );
}
