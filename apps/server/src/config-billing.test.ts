import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { billingStartLine, PLACEHOLDER_BUSINESS_NAME } from './config-billing';

/* Which billing runs, and when the start refuses (docs/decisions/026). */

const STRIPE = { STRIPE_SECRET_KEY: 'sk_x', STRIPE_PUBLISHABLE_KEY: 'pk_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
const SELLER = { BILLING_BUSINESS_NAME: 'Example Advisers Pty Ltd', BILLING_ABN: '10 000 000 000' };
const PG = { DATABASE_URL: 'postgres://app@db.example/brokerdesk' };
const prod = { NODE_ENV: 'production' };

describe('BILLING', () => {
  it('with NODE_ENV=production, no Stripe keys and no BILLING on PostgreSQL, refuses to start naming BILLING', () => {
    expect(() => loadConfig({ ...prod, ...PG, ...SELLER })).toThrow(
      /BILLING: required in production without the Stripe keys/,
    );
    // An embedded database that is not the demo (SEED_DEMO=0) is a real install too.
    expect(() => loadConfig({ ...prod, SEED_DEMO: '0', ...SELLER })).toThrow(/BILLING: required in production/);
  });

  it('defaults to stripe with the three keys, and refuses BILLING=stripe without them', () => {
    const c = loadConfig({ ...prod, ...PG, ...STRIPE, ...SELLER });
    expect(c.billing).toMatchObject({ mode: 'stripe', chosenBy: 'stripe-keys' });
    expect(c.stripe?.secretKey).toBe('sk_x');
    expect(() => loadConfig({ BILLING: 'stripe' })).toThrow(/BILLING=stripe: needs STRIPE_SECRET_KEY/);
  });

  it('defaults to the local simulator outside production, with a seller that is plainly a placeholder', () => {
    for (const env of [{}, { NODE_ENV: 'test' }, { NODE_ENV: 'development', ...PG }]) {
      const c = loadConfig(env);
      expect(c.billing).toMatchObject({ mode: 'local', chosenBy: 'development', abn: null });
      expect(c.billing.businessName).toBe(PLACEHOLDER_BUSINESS_NAME);
      expect(c.stripe).toBeNull();
    }
  });

  it('`npm start` with nothing set (production, the embedded demo) runs the simulator and says so', () => {
    const c = loadConfig({ ...prod });
    expect(c.billing).toMatchObject({ mode: 'local', chosenBy: 'embedded-demo', abn: null });
    expect(billingStartLine(c.billing)).toMatch(/local simulator .*embedded demo/);
  });

  it('in production, billing on needs BILLING_ABN and BILLING_BUSINESS_NAME, naming each', () => {
    expect(() => loadConfig({ ...prod, ...PG, ...STRIPE })).toThrow(/BILLING_ABN: required in production/);
    expect(() => loadConfig({ ...prod, ...PG, ...STRIPE, BILLING_ABN: SELLER.BILLING_ABN })).toThrow(
      /BILLING_BUSINESS_NAME: required in production/,
    );
    // The simulator chosen on purpose in production issues invoices too.
    expect(() => loadConfig({ ...prod, ...PG, BILLING: 'local' })).toThrow(/BILLING_ABN/);
    expect(loadConfig({ ...prod, ...PG, BILLING: 'local', ...SELLER }).billing).toMatchObject({
      mode: 'local',
      chosenBy: 'BILLING',
      abn: '10 000 000 000',
    });
  });

  it('BILLING=off needs no keys and no seller, and leaves Stripe unused even when its keys are set', () => {
    const c = loadConfig({ ...prod, ...PG, BILLING: 'off', ...STRIPE });
    expect(c.billing).toMatchObject({ mode: 'off', chosenBy: 'BILLING' });
    expect(c.stripe).toBeNull();
    expect(billingStartLine(c.billing)).toMatch(/off/);
  });

  it('refuses an unknown BILLING and an ABN whose check digits do not hold', () => {
    expect(() => loadConfig({ BILLING: 'free' })).toThrow(/BILLING/);
    expect(() => loadConfig({ BILLING_ABN: '51 824 753 557' })).toThrow(/BILLING_ABN: must be an ABN/);
  });
});
