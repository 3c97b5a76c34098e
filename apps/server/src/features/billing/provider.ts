import type { PlanName } from '@brokerdesk/contract';

/*
 * The one billing interface (docs/decisions/020): Stripe when configured, the local provider otherwise. Both answer
 * with the provider's own objects reduced to what the product reads, so the service and the webhook processing
 * never know which one runs.
 */

export interface ProviderPlan {
  id: string;
  nickname: PlanName;
  amount: number;
}

export interface ProviderSubscription {
  id: string;
  customer: string;
  /** The provider's status: active, past_due, canceled, incomplete, … */
  status: string;
  plan: PlanName | null;
  priceId: string | null;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  endedAt: Date | null;
}

export interface ProviderCard {
  brand: string;
  last4: string;
}

/** A provider event as it arrives at the webhook (or as the local provider makes one). */
export interface ProviderEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> };
  [key: string]: unknown;
}

/** The card was refused; the message is the provider's, shown inline. */
export class CardDeclinedError extends Error {}
/** The provider did not answer (or answered 5xx): nothing was changed. */
export class ProviderDownError extends Error {}

export interface BillingProvider {
  readonly kind: 'local' | 'stripe';
  readonly publishableKey: string | null;
  /** The two prices, found by lookup key (standard, pro) or created. */
  plans(): Promise<ProviderPlan[]>;
  createCustomer(input: { adviserId: number; email: string; name: string }): Promise<string>;
  setupIntent(customer: string): Promise<string>;
  /** Attaches the payment method and makes it the customer's default; throws CardDeclinedError. */
  setDefaultCard(customer: string, paymentMethod: string): Promise<ProviderCard>;
  /** Subscribes and charges the first period; throws CardDeclinedError and creates nothing then. */
  subscribe(customer: string, priceId: string, idempotencyKey: string): Promise<ProviderSubscription>;
  cancelAtPeriodEnd(subscriptionId: string): Promise<ProviderSubscription>;
  resume(subscriptionId: string): Promise<ProviderSubscription>;
  /** Moves to the other price with proration. */
  switchPrice(subscriptionId: string, priceId: string): Promise<ProviderSubscription>;
  cancelNow(subscriptionId: string): Promise<ProviderSubscription>;
  retrieve(subscriptionId: string): Promise<ProviderSubscription>;
  /** The customer's default card, if any. */
  customerCard(customer: string): Promise<ProviderCard | null>;
  /** Verifies a webhook's signature and answers the event; throws on a bad signature. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
