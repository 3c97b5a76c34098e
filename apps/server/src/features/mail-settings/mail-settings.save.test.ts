import { DEFAULT_PERSONAL_MESSAGE, MESSAGES } from '@brokerdesk/contract';
import { describe, expect, it } from 'vitest';
import { type AdviserKind, adviserIdParam, call, makeUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { loadMailSettings } from '../../mail/mail-settings';

/**
 * The mail settings and lead capture save through broker/save and planner/save (docs/spec/settings-billing-admin.md §2,
 * §7); these tests pin the mail keys' rules: mailto is 0/1 (not a boolean), lead_capture_enabled a JSON boolean, and an
 * empty personal message means the default.
 */
const t = useTestApp({ admin: true });

const save = (kind: AdviserKind, token: string | null, id: number, key: string, value: unknown) =>
  call(t.app, token, { method: 'POST', url: `/api/${kind}/save`, payload: { [adviserIdParam(kind)]: id, key, value } });
const detail = async (kind: AdviserKind, token: string, id: number) => {
  const res = await call(t.app, token, { method: 'GET', url: `/api/${kind}/detail?${adviserIdParam(kind)}=${id}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe.each(['broker', 'planner'] as const)('%s/save of the mail settings', (kind) => {
  it('stores mailto as 0 or 1 and refuses booleans and other numbers', async () => {
    const a = await t.adviser(kind);
    expect((await detail(kind, a.token, a.id)).mailto).toBe(0);
    const res = await save(kind, a.token, a.id, 'mailto', 1);
    expect(res.statusCode).toBe(200);
    expect(res.json().mailto).toBe(1);
    expect((await detail(kind, a.token, a.id)).mailto).toBe(1);
    for (const bad of [true, false, 2, -1, 'yes', null]) {
      const refused = await save(kind, a.token, a.id, 'mailto', bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().error.code).toBe('validation');
    }
    expect((await detail(kind, a.token, a.id)).mailto).toBe(1);
    expect((await save(kind, a.token, a.id, 'mailto', 0)).json().mailto).toBe(0);
  });

  it('stores the sender choice and refuses one that is not offered', async () => {
    const a = await t.adviser(kind);
    expect((await detail(kind, a.token, a.id)).mail_client).toBe('default');
    for (const client of ['gmail', 'outlook', 'default']) {
      const res = await save(kind, a.token, a.id, 'mail_client', client);
      expect(res.statusCode, client).toBe(200);
      expect((await detail(kind, a.token, a.id)).mail_client).toBe(client);
    }
    expect((await save(kind, a.token, a.id, 'mail_client', 'yahoo')).statusCode).toBe(400);
    expect((await detail(kind, a.token, a.id)).mail_client).toBe('default');
  });

  it('keeps an own personal message, and an empty one resets to the default', async () => {
    const a = await t.adviser(kind);
    expect(await detail(kind, a.token, a.id)).toMatchObject({
      personal_message: DEFAULT_PERSONAL_MESSAGE,
      personal_message_is_default: true,
    });
    const own = 'Looking forward to working with you.\nPlease fill this in by Friday.';
    const res = await save(kind, a.token, a.id, 'personal_message', own);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ personal_message: own, personal_message_is_default: false });
    expect(await detail(kind, a.token, a.id)).toMatchObject({
      personal_message: own,
      personal_message_is_default: false,
    });

    const reset = await save(kind, a.token, a.id, 'personal_message', '');
    expect(reset.statusCode).toBe(200);
    expect(await detail(kind, a.token, a.id)).toMatchObject({
      personal_message: DEFAULT_PERSONAL_MESSAGE,
      personal_message_is_default: true,
    });
  });

  it('stores the email disclaimer with its line breaks', async () => {
    const a = await t.adviser(kind);
    const text = 'This email is confidential.\nCredit Representative 123456.';
    expect((await save(kind, a.token, a.id, 'email_disclaimer', text)).statusCode).toBe(200);
    expect((await detail(kind, a.token, a.id)).email_disclaimer).toBe(text);
    expect((await save(kind, a.token, a.id, 'email_disclaimer', '')).statusCode).toBe(200);
    expect((await detail(kind, a.token, a.id)).email_disclaimer).toBe('');
  });

  it('stores the days between document reminders, none when empty, and refuses anything else', async () => {
    const a = await t.adviser(kind);
    expect((await detail(kind, a.token, a.id)).reminder_days).toBe('2,5,10');
    const res = await save(kind, a.token, a.id, 'reminder_days', ' 3, 7 ');
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(kind, a.token, a.id)).reminder_days).toBe('3, 7');
    expect((await save(kind, a.token, a.id, 'reminder_days', '')).statusCode).toBe(200);
    expect((await detail(kind, a.token, a.id)).reminder_days).toBe('');
    for (const bad of ['0', '61', '2,,5', 'weekly', '2.5', '1,2,3,4,5,6,7,8,9,10,11', 5, true]) {
      const refused = await save(kind, a.token, a.id, 'reminder_days', bad);
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await save(kind, a.token, a.id, 'reminder_days', '61')).json().error.message).toBe(
      MESSAGES.reminderDaysInvalid,
    );
  });

  it('lets Word and Excel files be uploaded when turned on', async () => {
    const a = await t.adviser(kind);
    expect((await detail(kind, a.token, a.id)).documents_allow_office).toBe(false);
    expect((await save(kind, a.token, a.id, 'documents_allow_office', true)).statusCode).toBe(200);
    expect((await detail(kind, a.token, a.id)).documents_allow_office).toBe(true);
    expect((await save(kind, a.token, a.id, 'documents_allow_office', 'yes')).statusCode).toBe(400);
    expect((await save(kind, a.token, a.id, 'documents_allow_office', null)).statusCode).toBe(400);
  });

  it('saves into what the invitation email reads', async () => {
    const a = await t.adviser(kind);
    await save(kind, a.token, a.id, 'mailto', 1);
    await save(kind, a.token, a.id, 'mail_client', 'outlook');
    await save(kind, a.token, a.id, 'personal_message', 'Hi there.');
    await save(kind, a.token, a.id, 'email_disclaimer', 'Fine print.');
    expect(await loadMailSettings(t.ctx.db, a.id)).toEqual({
      mailto: 1,
      mail_client: 'outlook',
      personal_message: 'Hi there.',
      personal_message_is_default: false,
      email_disclaimer: 'Fine print.',
      attachments: [],
    });
  });

  it('lets an administrator save anyone’s, answers 404 for another adviser and 403 for a client', async () => {
    const a = await t.adviser(kind);
    expect((await save(kind, t.adminToken, a.id, 'personal_message', 'Set by admin.')).statusCode).toBe(200);
    expect((await detail(kind, a.token, a.id)).personal_message).toBe('Set by admin.');

    const other = await t.adviser(kind);
    expect((await save(kind, other.token, a.id, 'personal_message', 'Not mine.')).statusCode).toBe(404);
    const client = await makeUser(t.ctx, 'client', { adviserId: a.id });
    expect((await save(kind, await signIn(t.app, client.email), a.id, 'mailto', 1)).statusCode).toBe(403);
    expect((await save(kind, null, a.id, 'mailto', 1)).statusCode).toBe(401);
    expect(await detail(kind, a.token, a.id)).toMatchObject({ personal_message: 'Set by admin.', mailto: 0 });
  });
});

describe('broker/save of lead_capture_enabled', () => {
  it('stores a JSON boolean and refuses 0/1 and strings', async () => {
    const a = await t.adviser('broker');
    expect((await detail('broker', a.token, a.id)).lead_capture_enabled).toBe(false);
    const on = await save('broker', a.token, a.id, 'lead_capture_enabled', true);
    expect(on.statusCode).toBe(200);
    expect(on.json().lead_capture_enabled).toBe(true);
    expect((await detail('broker', a.token, a.id)).lead_capture_enabled).toBe(true);
    for (const bad of [0, 1, 'true', null]) {
      expect((await save('broker', a.token, a.id, 'lead_capture_enabled', bad)).statusCode, String(bad)).toBe(400);
    }
    expect((await detail('broker', a.token, a.id)).lead_capture_enabled).toBe(true);
    expect((await save('broker', a.token, a.id, 'lead_capture_enabled', false)).json().lead_capture_enabled).toBe(
      false,
    );
  });

  it('is a broker setting: planner/save refuses the key', async () => {
    const a = await t.adviser('planner');
    expect((await save('planner', a.token, a.id, 'lead_capture_enabled', true)).statusCode).toBe(400);
  });
});
