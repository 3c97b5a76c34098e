import { AUSTRALIA_ID, MESSAGES, NEW_ZEALAND_ID } from '@brokerdesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AdviserKind, adviserIdParam, call } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

/**
 * Every value rule of broker/save and planner/save, through the API (docs/spec/core-and-application.md §5,
 * docs/spec/settings-billing-admin.md §5): a refused value answers 400 with its message on the key and leaves the
 * stored value as it was.
 */
const t = useTestApp();

async function adviser(kind: AdviserKind) {
  const { id, token } = await t.adviser(kind);
  return { kind, id, token };
}
type Adviser = Awaited<ReturnType<typeof adviser>>;

const save = (a: Adviser, key: string, value: unknown) =>
  call(t.app, a.token, {
    method: 'POST',
    url: `/api/${a.kind}/save`,
    payload: { [adviserIdParam(a.kind)]: a.id, key, value },
  });

async function expectSaved(a: Adviser, key: string, value: unknown, shown: unknown = value) {
  const res = await save(a, key, value);
  expect(res.statusCode, `${key} ${JSON.stringify(value)}: ${res.body}`).toBe(200);
  expect(res.json()[key === 'emailDisclaimer' ? 'email_disclaimer' : key], `${key} ${JSON.stringify(value)}`).toEqual(
    shown,
  );
}

async function expectRefused(a: Adviser, key: string, value: unknown, message: string) {
  const before = (
    await call(t.app, a.token, { method: 'GET', url: `/api/${a.kind}/detail?${adviserIdParam(a.kind)}=${a.id}` })
  ).json()[key];
  const res = await save(a, key, value);
  expect(res.statusCode, `${key} ${JSON.stringify(value)}`).toBe(400);
  expect(res.json().error, `${key} ${JSON.stringify(value)}`).toEqual(
    expect.objectContaining({ code: 'validation', message, field: key }),
  );
  const after = (
    await call(t.app, a.token, { method: 'GET', url: `/api/${a.kind}/detail?${adviserIdParam(a.kind)}=${a.id}` })
  ).json()[key];
  expect(after, `${key} kept`).toEqual(before);
}

let broker: Adviser;
let planner: Adviser;
beforeAll(async () => {
  broker = await adviser('broker');
  planner = await adviser('planner');
});

describe('postcode and AFSL number', () => {
  it.each(['broker', 'planner'] as const)(
    '%s: a postcode is digits only, else Invalid postcode and not saved',
    async (k) => {
      const a = k === 'broker' ? broker : planner;
      await expectSaved(a, 'postcode', '2000');
      for (const bad of ['20O0', '2000a', 'NSW 2000', '-200', '12345678901']) {
        await expectRefused(a, 'postcode', bad, MESSAGES.invalidPostcode);
      }
      await expectSaved(a, 'postcode', ' 0800 ', '0800');
      await expectSaved(a, 'postcode', '', '');
    },
  );

  it.each(['broker', 'planner'] as const)(
    '%s: an Australian postcode is exactly 4 digits; another country’s any digits',
    async (k) => {
      const a = await adviser(k);
      await expectSaved(a, 'country_id', AUSTRALIA_ID);
      await expectSaved(a, 'postcode', '2000');
      await expectRefused(a, 'postcode', '200', MESSAGES.invalidPostcode);
      await expectRefused(a, 'postcode', '12a4', MESSAGES.invalidPostcode);
      await expectSaved(a, 'country_id', NEW_ZEALAND_ID);
      await expectSaved(a, 'postcode', '123456');
      // Choosing Australia beside a postcode that is not 4 digits is refused, on the postcode.
      const res = await save(a, 'country_id', AUSTRALIA_ID);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(
        expect.objectContaining({ code: 'validation', message: MESSAGES.invalidPostcode, field: 'postcode' }),
      );
      await expectSaved(a, 'postcode', '0800');
      await expectSaved(a, 'country_id', AUSTRALIA_ID);
    },
  );

  it('a planner’s AFSL number is empty or exactly 6 digits (the spec’s “AFLS” message)', async () => {
    await expectSaved(planner, 'afsl_number', '123456');
    for (const bad of ['12345', '1234567', '12345a', 'AFSL 123456']) {
      await expectRefused(planner, 'afsl_number', bad, MESSAGES.afslSixDigits);
    }
    await expectSaved(planner, 'afsl_number', '', '');
  });
});

describe('phones, fax and web address', () => {
  it.each(['phone_office', 'phone_mobile', 'fax'])(
    '%s is stored in E.164 and refused when not a number',
    async (key) => {
      const message = key === 'fax' ? MESSAGES.invalidFax : MESSAGES.invalidPhone;
      await expectSaved(broker, key, '0412 345 678', '+61412345678');
      await expectSaved(broker, key, '(02) 9876 5432', '+61298765432');
      await expectSaved(broker, key, '+61 3 9123 4567', '+61391234567');
      await expectSaved(broker, key, '+64 21 123 4567', '+64211234567');
      for (const bad of ['12345', 'call me', '0412 345', '+61 4123 456 789 0']) {
        await expectRefused(broker, key, bad, message);
      }
      await expectSaved(broker, key, '', '');
    },
  );

  it('the planner’s phones follow the same rule', async () => {
    await expectSaved(planner, 'phone_mobile', '0498 765 432', '+61498765432');
    await expectRefused(planner, 'phone_office', '99', MESSAGES.invalidPhone);
  });

  it('a web address is http(s); one typed without a scheme is taken as https', async () => {
    await expectSaved(broker, 'url', 'https://harbourfinance.com.au/about');
    await expectSaved(planner, 'url', 'www.plannerco.com.au', 'https://www.plannerco.com.au');
    for (const bad of ['javascript:alert(1)', 'ftp://files.example.com', 'not a site', 'localhost', 'http://']) {
      await expectRefused(broker, 'url', bad, MESSAGES.invalidUrl);
    }
    await expectSaved(broker, 'url', '', '');
  });
});

describe('choices', () => {
  it('state is one of the 9, or none', async () => {
    for (const id of [1, 9]) await expectSaved(broker, 'state_id', id);
    for (const bad of [0, 10, '2', 2.5, true]) await expectRefused(broker, 'state_id', bad, MESSAGES.invalidChoice);
    await expectSaved(planner, 'state_id', null);
  });

  it('country is one of the ISO list: Australia 13, New Zealand 171, Zimbabwe 250', async () => {
    for (const id of [13, 171, 250]) await expectSaved(planner, 'country_id', id);
    for (const bad of [0, 251, 'AU']) await expectRefused(planner, 'country_id', bad, MESSAGES.invalidChoice);
  });

  it('credit representative type 0 ACR or 1 ACL, aggregator 1 to 30 or Other (31)', async () => {
    await expectSaved(broker, 'crn', ' 512345 ', '512345');
    for (const v of [0, 1, null]) await expectSaved(broker, 'crn_type', v);
    await expectRefused(broker, 'crn_type', 2, MESSAGES.invalidChoice);
    for (const v of [1, 30, 31, null]) await expectSaved(broker, 'aggregator_id', v);
    for (const bad of [0, 32, '5']) await expectRefused(broker, 'aggregator_id', bad, MESSAGES.invalidChoice);
  });

  it('header_text and mailto are 0/1 numbers; mail_client one of the offered', async () => {
    await expectSaved(broker, 'header_text', 1);
    await expectSaved(planner, 'header_text', 0);
    for (const bad of [true, 2, '1', null]) await expectRefused(broker, 'header_text', bad, MESSAGES.invalidChoice);
    await expectRefused(planner, 'mailto', true, MESSAGES.invalidChoice);
    await expectRefused(planner, 'mail_client', 'yahoo', MESSAGES.invalidChoice);
  });

  it('flags are JSON booleans', async () => {
    await expectSaved(broker, 'should_show_landing', false);
    await expectSaved(planner, 'should_show_landing', true);
    for (const bad of [0, 'false', null])
      await expectRefused(broker, 'should_show_landing', bad, MESSAGES.invalidValue);
  });

  it('header_background is #rrggbb or none', async () => {
    await expectSaved(broker, 'header_background', '#1A356F', '#1a356f');
    await expectSaved(broker, 'header_background', null);
    for (const bad of ['red', '#fff', '1a356f', '#1a356g']) {
      await expectRefused(broker, 'header_background', bad, MESSAGES.invalidColour);
    }
  });
});

describe('text', () => {
  it('is trimmed and capped with a message naming the field', async () => {
    await expectSaved(broker, 'company', '  Harbour Finance  ', 'Harbour Finance');
    await expectSaved(broker, 'address1', 'Level 3, 10 Bridge St');
    await expectSaved(planner, 'address2', 'Suite 4');
    await expectSaved(planner, 'city', 'Wollongong');
    await expectRefused(broker, 'company', 'x'.repeat(201), 'Company can be at most 200 characters.');
    await expectRefused(planner, 'city', 'x'.repeat(101), 'City can be at most 100 characters.');
    await expectRefused(
      broker,
      'video',
      `https://youtu.be/${'x'.repeat(500)}`,
      'The video link can be at most 500 characters.',
    );
    await expectRefused(
      planner,
      'emailDisclaimer',
      'x'.repeat(5001),
      'The email disclaimer can be at most 5,000 characters.',
    );
    await expectRefused(
      broker,
      'personal_message',
      'x'.repeat(5001),
      'The personal message can be at most 5,000 characters.',
    );
  });

  it('refuses a number or an object where text is expected', async () => {
    await expectRefused(broker, 'company', 42, MESSAGES.invalidValue);
    await expectRefused(planner, 'city', { name: 'Perth' }, MESSAGES.invalidValue);
  });

  it('stores a video link as typed text (the appearance page parses it)', async () => {
    await expectSaved(
      planner,
      'video',
      ' https://www.youtube.com/watch?v=abc123&t=4 ',
      'https://www.youtube.com/watch?v=abc123&t=4',
    );
  });
});
