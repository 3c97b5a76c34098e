import { AUSTRALIA_ID, MESSAGES, NEW_ZEALAND_ID } from '@brokerdesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Broker, makeBroker, newClient, post } from './application-fixtures';
import { useTestApp } from './use-test-app';

/*
 * The fact-find's addresses keep the one postcode rule the adviser settings keep too (docs/spec/core-and-application.md
 * §5: digits only, else 'Invalid postcode'), with exactly 4 digits when the address is in Australia, which a blank
 * country means. adviser-settings.validation.test.ts covers the settings.
 */
const t = useTestApp();
let broker: Broker;
beforeAll(async () => {
  broker = await makeBroker(t);
});

describe('a fact-find address’s postcode', () => {
  it('is 4 digits in Australia, any digits elsewhere, and follows a change of country', async () => {
    const { clientId, applicantId } = await newClient(t.ctx, broker.adviserId);
    const edit = (body: Record<string, unknown>) =>
      post(t, broker.token, '/api/address/edit', { clientId, applicantId, ...body });
    const refused = async (body: Record<string, unknown>) => {
      const res = await edit(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'validation',
        field: 'postcode',
        message: MESSAGES.invalidPostcode,
      });
    };

    const created = await edit({ key: 'postcode', value: '2000' });
    expect(created.statusCode).toBe(200);
    const addressId = created.json().id as number;
    await refused({ addressId, key: 'postcode', value: '200' });
    await refused({ addressId, key: 'postcode', value: '12a4' });
    await refused({
      addressId,
      keyValueArr: [
        { key: 'country', value: AUSTRALIA_ID },
        { key: 'postcode', value: '200' },
      ],
    });

    const abroad = await edit({
      addressId,
      keyValueArr: [
        { key: 'country', value: NEW_ZEALAND_ID },
        { key: 'postcode', value: '123456' },
      ],
    });
    expect(abroad.statusCode).toBe(200);
    expect(abroad.json().data).toMatchObject({ country: NEW_ZEALAND_ID, postcode: '123456' });
    // Back to Australia (or to no country) with that postcode is refused, naming the postcode.
    await refused({ addressId, key: 'country', value: AUSTRALIA_ID });
    await refused({ addressId, key: 'country', value: null });
  });
});
