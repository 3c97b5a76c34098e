import { billingApi } from '@brokerdesk/contract';
import { requireAccess } from '../../access';
import { businessDate } from '../../business-day';
import type { ServiceContext } from '../../context';
import { invalid, notFound } from '../../errors';
import { actorOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import type { Api } from '../../http/types';
import { clearFreeVersionNotice } from './billing.repo';
import { localProviderOf, providerFor, receiveEvent } from './billing-events';
import { runBillingRound } from './billing-trial';
import { confirmTestCard } from './local-cards';
import { renderTaxInvoice } from './tax-invoice-pdf';

/** Tax invoices, the local provider's card confirm and test clock, the free-version notice, and Stripe's webhook. */
export function billingExtraRoutes(api: Api, ctx: ServiceContext): void {
  route(api, billingApi.invoicePdf, async (req, reply) => {
    const invoice = await requireAccess(ctx, actorOf(req), { kind: 'invoice', id: req.params.id }, 'read');
    const pdf = await renderTaxInvoice(invoice, ctx.config, businessDate(invoice.paid_at, ctx.config.businessTimeZone));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="Tax invoice ${invoice.number}.pdf"`)
      .send(pdf);
  });

  // The local provider's stand-in for Stripe.js: turns a test card number into a test payment method id.
  route(api, billingApi.localConfirmSetup, async (req) => {
    const actor = actorOf(req);
    const local = localProviderOf(ctx);
    if (!local) throw notFound();
    const adviserId = req.body.adviserId ?? actor.adviserId;
    if (!adviserId) throw notFound();
    const a = await requireAccess(ctx, actor, { kind: 'adviser', id: adviserId }, 'change');
    const customer = a.adviser.stripe_customer_id;
    if (!customer || !(await local.ownsSetupIntent(customer, req.body.client_secret))) throw notFound();
    const [mm, yy] = req.body.expiry.split('/').map((s) => Number(s.trim()));
    const now = ctx.now();
    const expired =
      2000 + (yy ?? 0) < now.getUTCFullYear() ||
      (2000 + (yy ?? 0) === now.getUTCFullYear() && (mm ?? 0) < now.getUTCMonth() + 1);
    if (expired) throw invalid('Your card’s expiration year is in the past.', 'expiry');
    const result = confirmTestCard(req.body.number);
    if ('error' in result) throw invalid(result.error, 'card');
    return { payment_method: result.paymentMethod };
  });

  // The local provider's test clock (administrators): moves it on, then runs the billing round. It exists only with
  // BILLING=local (docs/decisions/026): a production that bills for real has no route that moves billing time.
  const local = localProviderOf(ctx);
  if (local) {
    route(api, billingApi.testClock, async (req) => {
      const now = await local.advanceClock(req.body.advanceDays);
      await runBillingRound(ctx);
      return { now: now.toISOString() };
    });
  }

  // The landing page's free-version notice shows once: closing it clears the flag.
  route(api, billingApi.freeVersionNoticeSeen, async (req) => {
    await clearFreeVersionNotice(ctx.db, actorOf(req).userId, ctx.now());
    return { message: 'OK' };
  });

  // Stripe's webhook: the raw body, the SDK's signature check; stored once, processed by pg-boss. It exists only with
  // BILLING=stripe: no other provider sends events.
  if (ctx.config.billing.mode !== 'stripe') return;
  api.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    route(scope as unknown as Api, billingApi.webhook, async (req) => {
      const provider = providerFor(ctx);
      let event: ReturnType<typeof provider.verifyWebhook>;
      try {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from('');
        event = provider.verifyWebhook(raw, req.headers['stripe-signature'] as string | undefined);
      } catch {
        throw invalid('The webhook signature could not be verified.');
      }
      await receiveEvent(ctx, event, { inline: false });
      return { received: true };
    });
  });
}
