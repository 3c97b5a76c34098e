import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { checkProductionConfig } from './startup-checks';

const KEY = Buffer.alloc(32, 5).toString('base64');
const DATABASE_URL = 'postgres://app@db.example:5432/brokerdesk';
// A server database bills only on purpose (decision 026); these checks are about the rest.
const BILLING = 'off';
const checks = (env: Record<string, string>) => checkProductionConfig(loadConfig(env));

describe('what a production start needs (decision 031)', () => {
  it('refuses a deployment on PostgreSQL without PUBLIC_URL, MAIL_FROM and a secrets key, naming each and why', () => {
    const { refusals } = checks({ NODE_ENV: 'production', DATABASE_URL, BILLING });
    expect(refusals).toHaveLength(3);
    expect(refusals[0]).toMatch(/^PUBLIC_URL: unset, so links in emails .* point at http:\/\/localhost:3000/);
    expect(refusals[1]).toMatch(/^MAIL_FROM: unset, so emails come from .*no-reply@brokerdesk\.local/);
    expect(refusals[2]).toMatch(/^SECRETS_KEY or SECRETS_KEY_FILE: unset, so each instance would make its own key/);
  });

  it('starts the deployment once they are set', () => {
    const env = { NODE_ENV: 'production', DATABASE_URL, BILLING, PUBLIC_URL: 'https://crm.example.com' };
    expect(checks({ ...env, MAIL_FROM: 'CRM <crm@example.com>', SECRETS_KEY: KEY })).toEqual({
      refusals: [],
      warnings: [],
    });
  });

  it('starts the embedded quick start with no configuration, and only warns once email leaves the machine', () => {
    expect(checks({ NODE_ENV: 'production' })).toEqual({ refusals: [], warnings: [] });
    const mailing = checks({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' });
    expect(mailing.refusals).toEqual([]);
    expect(mailing.warnings.map((w) => w.split(':')[0])).toEqual(['PUBLIC_URL', 'MAIL_FROM']);
  });

  it('asks nothing outside production', () => {
    expect(checks({ NODE_ENV: 'development', DATABASE_URL })).toEqual({ refusals: [], warnings: [] });
  });
});
