/**
 * Which billing the app runs (docs/decisions/026): worked out by config.ts from variables it has already parsed, so
 * config.ts stays the only reader of the environment. A choice that could take money, or pretend to, in the wrong
 * place stops the start with a message naming the variable and why.
 */

export type BillingMode = 'stripe' | 'local' | 'off';

export interface BillingConfig {
  /** stripe: real payments; local: the simulator of decision 020 (a demo); off: a firm's own advisers, all open. */
  mode: BillingMode;
  /** What chose the mode, for the start-up log: BILLING itself, Stripe's keys, or the default of where it runs. */
  chosenBy: 'BILLING' | 'stripe-keys' | 'development' | 'embedded-demo';
  /** The seller on tax invoices; a placeholder that says so where none is required. */
  businessName: string;
  /** The seller's ABN; null where none is required (invoices then say they are not tax invoices). */
  abn: string | null;
}

export interface BillingEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  BILLING: BillingMode | undefined;
  hasStripeKeys: boolean;
  /** No DATABASE_URL and SEED_DEMO not 0: the embedded database `npm start` seeds with the demo. */
  isEmbeddedDemo: boolean;
  BILLING_BUSINESS_NAME: string | undefined;
  BILLING_ABN: string | undefined;
}

/** Shown where no seller is configured: plainly not a business, so no invoice passes for a real one. */
export const PLACEHOLDER_BUSINESS_NAME = 'BrokerDesk demo (no seller configured)';

const invalid = (lines: string[]) => new Error(`Invalid configuration:\n${lines.map((l) => `  ${l}`).join('\n')}`);

function chooseMode(e: BillingEnv): Pick<BillingConfig, 'mode' | 'chosenBy'> {
  if (e.BILLING) return { mode: e.BILLING, chosenBy: 'BILLING' };
  if (e.hasStripeKeys) return { mode: 'stripe', chosenBy: 'stripe-keys' };
  if (e.NODE_ENV !== 'production') return { mode: 'local', chosenBy: 'development' };
  // `npm start` with nothing set: the embedded demo, whose accounts have published passwords, bills with the simulator.
  if (e.isEmbeddedDemo) return { mode: 'local', chosenBy: 'embedded-demo' };
  throw invalid([
    'BILLING: required in production without the Stripe keys. Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and ' +
      'STRIPE_WEBHOOK_SECRET to take payments, BILLING=off when a firm hosts it for its own advisers (no plans, every ' +
      'feature open), or BILLING=local for a demo (the billing simulator: test cards, no money taken).',
  ]);
}

export function billingConfig(e: BillingEnv): BillingConfig {
  const { mode, chosenBy } = chooseMode(e);
  if (mode === 'stripe' && !e.hasStripeKeys) {
    throw invalid([
      'BILLING=stripe: needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (from the Stripe dashboard)',
    ]);
  }
  // A production that bills (Stripe, or the simulator chosen on purpose) issues tax invoices: they need a real seller.
  const needsSeller = mode !== 'off' && e.NODE_ENV === 'production' && chosenBy !== 'embedded-demo';
  if (needsSeller) {
    const missing = [
      !e.BILLING_BUSINESS_NAME &&
        'BILLING_BUSINESS_NAME: required in production while billing is on (the seller on tax invoices)',
      !e.BILLING_ABN && 'BILLING_ABN: required in production while billing is on (the seller’s ABN on tax invoices)',
    ].filter((l): l is string => typeof l === 'string');
    if (missing.length > 0) throw invalid(missing);
  }
  return {
    mode,
    chosenBy,
    businessName: e.BILLING_BUSINESS_NAME ?? PLACEHOLDER_BUSINESS_NAME,
    abn: e.BILLING_ABN ?? null,
  };
}

/** The start-up log's line about billing: an operator sees at once whether real money is involved. */
export function billingStartLine(b: BillingConfig): string {
  switch (b.mode) {
    case 'stripe':
      return 'Billing: Stripe (real payments).';
    case 'off':
      return 'Billing: off (BILLING=off): no plans or trials, every feature open to every adviser.';
    case 'local':
      return b.chosenBy === 'embedded-demo'
        ? 'Billing: the local simulator (test cards, no money taken), as this is the embedded demo. Set the Stripe keys, or BILLING=off, before real advisers use it.'
        : 'Billing: the local simulator (test cards, no money taken; docs/decisions/020).';
  }
}
