import { ITEM_CAPS, type ItemSection, MESSAGES } from '@brokerdesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type MadeClient, makeClient } from '../../../test/client-factories';
import { call, type SignedInAdviser } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { countListItems, insertItem } from './items.repo';

/**
 * Repeatable items stop at their caps (docs/decisions/015-input-boundary.md): the last place is given, the next
 * create answers 400 naming the cap and adds nothing. Lists are filled to one below the cap through the repo.
 */
const t = useTestApp();
let broker: SignedInAdviser;

beforeAll(async () => {
  broker = await t.adviser();
});

type Capped = keyof typeof ITEM_CAPS;
const CASES: { section: Capped; perApplicant: boolean; message: string; create: (c: MadeClient) => object }[] = [
  {
    section: 'address',
    perApplicant: true,
    message: MESSAGES.addressCap,
    create: (c) => ({
      url: '/api/address/edit',
      payload: { clientId: c.clientId, applicantId: c.primaryId, key: 'line1', value: '1 Cap St' },
    }),
  },
  {
    section: 'employment',
    perApplicant: true,
    message: MESSAGES.employmentCap,
    create: (c) => ({ url: '/api/employment/create', payload: { clientId: c.clientId, applicantId: c.primaryId } }),
  },
  {
    section: 'other_income',
    perApplicant: true,
    message: MESSAGES.otherIncomeCap,
    create: (c) => ({ url: '/api/other-income/create', payload: { clientId: c.clientId, applicantId: c.primaryId } }),
  },
  {
    section: 'asset',
    perApplicant: false,
    message: MESSAGES.assetCap,
    create: (c) => ({ url: '/api/application/asset/create', payload: { clientId: c.clientId, kind: 'Savings' } }),
  },
  {
    section: 'liability',
    perApplicant: false,
    message: MESSAGES.liabilityCap,
    create: (c) => ({
      url: '/api/application/liability/create',
      payload: { clientId: c.clientId, kind: 'Credit Card' },
    }),
  },
];

describe('caps on repeatable items', () => {
  it.each(CASES)(
    '$section: the last place is taken, then 400 naming the cap',
    async ({ section, perApplicant, message, create }) => {
      const client = await makeClient(t.ctx, broker.adviserId as number);
      const scope = { clientId: client.clientId, adviserId: broker.adviserId as number };
      const applicantId = perApplicant ? client.primaryId : null;
      for (let i = 1; i < ITEM_CAPS[section]; i++) {
        await insertItem(t.ctx.db, scope, { section: section as ItemSection, kind: '', applicantId });
      }
      const request = () =>
        call(t.app, broker.token, { method: 'POST', ...(create(client) as { url: string; payload: object }) });

      const last = await request();
      expect(last.statusCode, last.body).toBeLessThan(300);
      const over = await request();
      expect(over.statusCode).toBe(400);
      expect(over.json().error).toMatchObject({ code: 'validation', message });
      expect(message).toContain(String(ITEM_CAPS[section]));
      expect(await countListItems(t.ctx.db, scope, section as ItemSection, applicantId)).toBe(ITEM_CAPS[section]);
    },
  );

  it('counts an applicant’s lists per applicant: another applicant of the same client still has room', async () => {
    const client = await makeClient(t.ctx, broker.adviserId as number, { others: ['person'] });
    const scope = { clientId: client.clientId, adviserId: broker.adviserId as number };
    for (let i = 0; i < ITEM_CAPS.employment; i++) {
      await insertItem(t.ctx.db, scope, { section: 'employment', kind: '', applicantId: client.primaryId });
    }
    const payload = { clientId: client.clientId, applicantId: client.applicantIds[0] };
    const res = await call(t.app, broker.token, { method: 'POST', url: '/api/employment/create', payload });
    expect(res.statusCode, res.body).toBe(201);
  });
});
