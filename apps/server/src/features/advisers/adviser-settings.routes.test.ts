import { DEFAULT_PERSONAL_MESSAGE, MESSAGES } from '@brokerdesk/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type AdviserKind, adviserIdParam, call, type MadeUser, makeUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { activity, advisers, files } from '../../db/schema';
import { publicFileUrl } from '../../http/file-urls';

// 15:00 UTC on 14 June is 01:00 on 15 June in Sydney: "today" is the 15th in the business time zone.
const clock = { now: new Date('2030-06-14T15:00:00Z') };

const t = useTestApp({ clock, admin: true });

type AdviserSet = Partial<typeof advisers.$inferInsert>;

async function adviser(kind: AdviserKind, set?: AdviserSet, names: { first_name?: string; last_name?: string } = {}) {
  const u = await makeUser(t.ctx, kind, names);
  const id = u.adviserId as number;
  if (set) await t.ctx.db.update(advisers).set(set).where(eq(advisers.id, id));
  return { ...u, id, token: await signIn(t.app, u.email) };
}

const detail = (kind: AdviserKind, token: string | null, id: number) =>
  call(t.app, token, { method: 'GET', url: `/api/${kind}/detail?${adviserIdParam(kind)}=${id}` });
const save = (kind: AdviserKind, token: string | null, id: number, key: string, value: unknown, previous?: unknown) =>
  call(t.app, token, {
    method: 'POST',
    url: `/api/${kind}/save`,
    payload: { [adviserIdParam(kind)]: id, key, value, ...(previous === undefined ? {} : { previous }) },
  });

/** Every endpoint of the account pages, aimed at one adviser (and their user). */
function endpoints(kind: AdviserKind, target: MadeUser & { id: number }) {
  const list = [
    { name: `GET ${kind}/detail`, method: 'GET', url: `/api/${kind}/detail?${adviserIdParam(kind)}=${target.id}` },
    {
      name: `POST ${kind}/save`,
      method: 'POST',
      url: `/api/${kind}/save`,
      payload: { [adviserIdParam(kind)]: target.id, key: 'company', value: 'Harbour Finance' },
    },
    {
      name: 'POST user/account',
      method: 'POST',
      url: '/api/user/account',
      payload: { userId: target.userId, key: 'first_name', value: 'Robin' },
    },
  ];
  if (kind === 'planner') {
    list.push(
      {
        name: 'POST planner/user/account',
        method: 'POST',
        url: '/api/planner/user/account',
        payload: { userId: target.userId, key: 'last_name', value: 'Nguyen' },
      },
      { name: 'GET planner/user/detail', method: 'GET', url: `/api/planner/user/detail?userId=${target.userId}` },
    );
  }
  return list as { name: string; method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> }[];
}

describe('who may use the account endpoints', () => {
  it.each(['broker', 'planner'] as const)(
    '%s: own 200, admin 200, another adviser 404, a client 403, signed out 401',
    async (kind) => {
      const target = await adviser(kind);
      const other = await adviser(kind);
      const client = await makeUser(t.ctx, 'client', { adviserId: target.id });
      const clientToken = await signIn(t.app, client.email);
      const callers = [
        { who: 'own', token: target.token, status: 200 },
        { who: 'admin', token: t.adminToken, status: 200 },
        { who: 'another adviser', token: other.token, status: 404 },
        { who: 'a client of theirs', token: clientToken, status: 403 },
        { who: 'signed out', token: null, status: 401 },
      ];
      for (const ep of endpoints(kind, target)) {
        for (const c of callers) {
          const res = await call(t.app, c.token, { method: ep.method, url: ep.url, payload: ep.payload });
          expect(res.statusCode, `${ep.name} as ${c.who}`).toBe(c.status);
          if (c.status !== 200) expect(res.json().error.code, `${ep.name} as ${c.who}`).toBeTypeOf('string');
        }
      }
      // Nothing the refused callers sent was kept.
      expect((await detail(kind, target.token, target.id)).json()).toMatchObject({
        company: 'Harbour Finance',
        first_name: 'Robin',
      });
    },
  );

  it('answers 404 for an id of the other kind, even to an administrator', async () => {
    const broker = await adviser('broker');
    const planner = await adviser('planner');
    for (const token of [t.adminToken, broker.token, planner.token]) {
      expect((await detail('planner', token, broker.id)).statusCode).toBe(404);
      expect((await detail('broker', token, planner.id)).statusCode).toBe(404);
      expect((await save('planner', token, broker.id, 'company', 'X')).statusCode).toBe(404);
      expect((await save('broker', token, planner.id, 'company', 'X')).statusCode).toBe(404);
    }
    const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
      call(t.app, t.adminToken, { method, url, payload });
    expect((await asAdmin('GET', `/api/planner/user/detail?userId=${broker.userId}`)).statusCode).toBe(404);
    const plannerAccount = { userId: broker.userId, key: 'first_name', value: 'Nope' };
    expect((await asAdmin('POST', '/api/planner/user/account', plannerAccount)).statusCode).toBe(404);
    expect((await detail('broker', broker.token, broker.id)).json().company).toBe('');
  });

  it('answers 404 for a deleted adviser and for an id that never existed', async () => {
    const gone = await adviser('broker');
    await t.ctx.db
      .update(advisers)
      .set({ deleted_at: new Date('2030-01-01') })
      .where(eq(advisers.id, gone.id));
    expect((await detail('broker', t.adminToken, gone.id)).statusCode).toBe(404);
    expect((await detail('broker', t.adminToken, 999_999)).statusCode).toBe(404);
    expect((await save('broker', t.adminToken, 999_999, 'company', 'X')).statusCode).toBe(404);
  });

  it('refuses a malformed id with 400', async () => {
    for (const url of ['/api/broker/detail', '/api/broker/detail?brokerId=abc', '/api/planner/detail?plannerId=-1']) {
      expect((await call(t.app, t.adminToken, { method: 'GET', url })).statusCode, url).toBe(400);
    }
  });
});

describe('GET broker/detail and planner/detail', () => {
  it('answers the adviser with its user, defaults and derived flags', async () => {
    const b = await adviser('broker', { trial_end_date: '2030-06-14' }, { first_name: 'Ava', last_name: 'Ng' });
    const body = (await detail('broker', b.token, b.id)).json();
    expect(body).toMatchObject({
      id: b.id,
      user_id: b.userId,
      kind: 'broker',
      first_name: 'Ava',
      last_name: 'Ng',
      email: b.email,
      company: '',
      state_id: null,
      country_id: null,
      crn_type: null,
      aggregator_id: null,
      lodgement_available: false,
      lodge_user: '',
      lodge_pass_set: false,
      logo: null,
      profile_image: null,
      header_text: 0,
      header_background: null,
      mailto: 0,
      mail_client: 'default',
      personal_message: DEFAULT_PERSONAL_MESSAGE,
      personal_message_is_default: true,
      free_access: false,
      not_free_access: true,
      // The 14th has ended: in Sydney it is already the 15th.
      trial_end_date: '2030-06-14',
      trial_ended: true,
      plan: null,
      // The trial has ended on the Free plan: the paid features are locked (docs/spec/core-and-application.md §4).
      locked: true,
    });
    expect(body).not.toHaveProperty('lodge_pass');
    const fresh = await adviser('broker', { trial_end_date: '2030-06-15', free_access: true, plan: 'pro' });
    expect((await detail('broker', fresh.token, fresh.id)).json()).toMatchObject({
      trial_ended: false,
      free_access: true,
      not_free_access: false,
      plan: 'pro',
      locked: false,
    });
  });

  it('shows the logo and profile image from their stored files, and no deleted one', async () => {
    const p = await adviser('planner');
    const [logo, gone] = await t.ctx.db
      .insert(files)
      .values([
        {
          adviser_id: p.id,
          purpose: 'logo',
          storage_key: `k-${p.id}-logo.png`,
          file_name: 'logo.png',
          content_type: 'image/png',
          size_bytes: 10,
        },
        {
          adviser_id: p.id,
          purpose: 'profile_image',
          storage_key: `k-${p.id}-me.png`,
          file_name: 'me.png',
          content_type: 'image/png',
          size_bytes: 10,
          deleted_at: new Date('2030-01-01'),
        },
      ])
      .returning();
    await t.ctx.db
      .update(advisers)
      .set({ logo_file_id: logo?.id, profile_image_file_id: gone?.id })
      .where(eq(advisers.id, p.id));
    const body = (await detail('planner', p.token, p.id)).json();
    expect(body.logo).toEqual({ id: logo?.id, url: publicFileUrl(`k-${p.id}-logo.png`) });
    expect(body.profile_image).toBeNull();
  });
});

describe('POST broker/save and planner/save', () => {
  it('saves a field, answers the saved adviser and records who changed what', async () => {
    const b = await adviser('broker');
    const res = await save('broker', b.token, b.id, 'city', '  Parramatta ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: b.id, city: 'Parramatta' });
    await save('broker', t.adminToken, b.id, 'city', 'Penrith');
    const rows = await t.ctx.db
      .select()
      .from(activity)
      .where(and(eq(activity.adviser_id, b.id), eq(activity.action, 'adviser_setting_saved')))
      .orderBy(desc(activity.id));
    expect(rows.map((r) => r.detail)).toEqual([
      { kind: 'broker', key: 'city', from: 'Parramatta', to: 'Penrith' },
      { kind: 'broker', key: 'city', from: '', to: 'Parramatta' },
    ]);
    expect(rows[0]?.actor_user_id).not.toBe(b.userId);
    expect(rows[1]?.actor_user_id).toBe(b.userId);
  });

  it('refuses a key the entity does not have with 400, and changes nothing', async () => {
    const b = await adviser('broker');
    const p = await adviser('planner');
    const refused = [
      ['broker', b, 'afsl_number'],
      ['broker', b, 'emailDisclaimer'],
      ['broker', b, 'suspended'],
      ['broker', b, 'free_access'],
      ['broker', b, 'user_id'],
      ['broker', b, 'lodge_pass_enc'],
      ['planner', p, 'aggregator_id'],
      ['planner', p, 'fax'],
      ['planner', p, 'lodge_user'],
      ['planner', p, 'lead_capture_enabled'],
      ['planner', p, 'trial_end_date'],
    ] as const;
    for (const [kind, who, key] of refused) {
      const res = await save(kind, who.token, who.id, key, key === 'fax' ? '0298765432' : 1);
      expect(res.statusCode, `${kind} ${key}`).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'validation', message: MESSAGES.unknownSettingKey, field: 'key' });
    }
    const b2 = (await detail('broker', b.token, b.id)).json();
    expect(b2).toMatchObject({ suspended: false, free_access: false, afsl_number: '' });
  });

  it('saves the planner’s emailDisclaimer into the one disclaimer', async () => {
    const p = await adviser('planner');
    const res = await save('planner', p.token, p.id, 'emailDisclaimer', 'General advice only.');
    expect(res.json().email_disclaimer).toBe('General advice only.');
  });

  it('answers the disclaimer under both its names: email_disclaimer and the spec’s emailDisclaimer', async () => {
    const p = await adviser('planner');
    await save('planner', p.token, p.id, 'emailDisclaimer', 'General advice only.');
    const body = (await detail('planner', p.token, p.id)).json();
    expect(body).toMatchObject({ email_disclaimer: 'General advice only.', emailDisclaimer: 'General advice only.' });
  });
});

describe('previous: two editors never silently overwrite each other', () => {
  it('answers 409 with the current value when the stored value moved on, and changes nothing', async () => {
    const b = await adviser('broker');
    expect((await save('broker', b.token, b.id, 'company', 'First Co', '')).statusCode).toBe(200);
    // A second editor still saw the empty company.
    const stale = await save('broker', t.adminToken, b.id, 'company', 'Second Co', '');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: { code: 'conflict', message: MESSAGES.settingChanged, field: 'company' },
      current: 'First Co',
    });
    expect((await detail('broker', b.token, b.id)).json().company).toBe('First Co');
    // With the value they now see, the save goes through.
    expect((await save('broker', t.adminToken, b.id, 'company', 'Second Co', 'First Co')).statusCode).toBe(200);
  });

  it('does not let a save of one key conflict with another key', async () => {
    const b = await adviser('broker');
    await save('broker', b.token, b.id, 'city', 'Hobart', '');
    expect((await save('broker', t.adminToken, b.id, 'address1', '1 Main St', '')).statusCode).toBe(200);
  });

  it('compares as the API shows it: a phone as typed, a choice, the default message', async () => {
    const b = await adviser('broker');
    await save('broker', b.token, b.id, 'phone_mobile', '0412 345 678');
    expect((await save('broker', b.token, b.id, 'phone_mobile', '0412 000 111', '0412 345 678')).statusCode).toBe(200);
    expect((await save('broker', b.token, b.id, 'phone_mobile', '0412 222 333', '+61412000111')).statusCode).toBe(200);
    const stalePhone = await save('broker', b.token, b.id, 'phone_mobile', '0400 000 000', '0412 345 678');
    expect(stalePhone.statusCode).toBe(409);
    expect(stalePhone.json().current).toBe('+61412222333');
    await save('broker', b.token, b.id, 'state_id', 2);
    expect((await save('broker', b.token, b.id, 'state_id', 7, null)).json().current).toBe(2);
    expect((await save('broker', b.token, b.id, 'state_id', 7, 2)).statusCode).toBe(200);
    const own = await save('broker', b.token, b.id, 'personal_message', 'Hello.', DEFAULT_PERSONAL_MESSAGE);
    expect(own.statusCode).toBe(200);
  });
});
