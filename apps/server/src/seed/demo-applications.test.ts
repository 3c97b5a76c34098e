import {
  APPLICANT_FIELDS,
  type ApplicantType,
  CLIENT_STATUSES,
  ITEM_FIELDS,
  type ItemSection,
  keysForKind,
  type Registry,
  SECTION_FIELDS,
  type Section,
} from '@brokerdesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';
import { DEMO_PASSWORD } from './demo';
import { reseedDemo } from './reseed';

const t = useTestApp();
let brokerToken: string;
beforeAll(async () => {
  await reseedDemo(t.database, { reset: false });
  brokerToken = await signIn(t.app, 'broker@example.com', DEMO_PASSWORD);
}, 120_000);

const rows = async (text: string, values: unknown[] = []) => (await t.database.executeSql(text, values)).rows;

/** Every stored key is one the registry knows for the row's kind, with a value its rule accepts. */
function invalidKeys(registry: Registry, data: Record<string, unknown>, kind = ''): string[] {
  const allowed = new Set(keysForKind(registry, kind));
  return Object.entries(data).flatMap(([key, value]) => {
    const field = registry[key];
    if (!field || !allowed.has(key)) return [`${key} (unknown)`];
    return field.schema.safeParse(value).success ? [] : [`${key}=${JSON.stringify(value)}`];
  });
}

describe('the demo clients (Demo data)', () => {
  it('gives every client one primary person applicant first, and the list its derived columns', async () => {
    const broken = await rows(`
      select c.id from clients c
      where c.deleted_at is null and (
        c.display_name = '' or c.search_text = ''
        or (select count(*) from applicants a where a.client_id = c.id and a.is_primary and a.deleted_at is null
            and a.type = 'person' and a.position = 0) <> 1)`);
    expect(broken).toEqual([]);
    const [count] = await rows('select count(*)::int as n from clients');
    expect(Number(count?.n)).toBeGreaterThan(2000);
  });

  it('gives the demo broker a dozen clients in every status, with couples, a company and a trust', async () => {
    const res = await call(t.app, brokerToken, { method: 'GET', url: '/api/client/list?limit=200' });
    expect(res.statusCode).toBe(200);
    const list = res.json().clients as { status: string; num_applicants: number; name: string }[];
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(new Set(list.map((c) => c.status))).toEqual(new Set(CLIENT_STATUSES));
    expect(list.filter((c) => c.num_applicants > 1).length).toBeGreaterThanOrEqual(4);
    const types = await rows(`
      select distinct a.type from applicants a join advisers ad on ad.id = a.adviser_id
      join users u on u.id = ad.user_id where u.email = 'broker@example.com'`);
    expect(types.map((r) => r.type).sort()).toEqual(['company', 'person', 'trust']);
    const found = await call(t.app, brokerToken, { method: 'GET', url: '/api/client/list?query=wright' });
    expect(found.json().clients[0]).toMatchObject({ name: 'Daniel Wright', status: 'submitted', num_applicants: 2 });
  });

  it('stores only answers the field registries accept', async () => {
    const problems: string[] = [];
    for (const a of await rows('select id, type, data from applicants')) {
      const bad = invalidKeys(APPLICANT_FIELDS[a.type as ApplicantType], a.data as Record<string, unknown>);
      if (bad.length) problems.push(`applicant ${a.id}: ${bad.join(', ')}`);
    }
    for (const i of await rows('select id, section, kind, data from application_items')) {
      const data = i.data as Record<string, unknown>;
      const kind = i.section === 'address' ? String(data.use) : String(i.kind);
      const bad = invalidKeys(ITEM_FIELDS[i.section as ItemSection], data, kind);
      if (bad.length) problems.push(`item ${i.id} (${i.section} ${i.kind}): ${bad.join(', ')}`);
    }
    for (const s of await rows('select id, section, data from application_sections')) {
      const bad = invalidKeys(SECTION_FIELDS[s.section as Section], s.data as Record<string, unknown>);
      if (bad.length) problems.push(`section ${s.id} (${s.section}): ${bad.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  it("has the demo client's application invited, active and partly filled, with a timeline", async () => {
    const clientToken = await signIn(t.app, 'client@example.com', DEMO_PASSWORD);
    const me = (await call(t.app, clientToken, { method: 'GET', url: '/api/user/detail' })).json();
    const detail = await call(t.app, clientToken, {
      method: 'GET',
      url: `/api/client/detail?clientId=${me.client_id}`,
    });
    expect(detail.json()).toMatchObject({
      name: 'Emily Clarke',
      status: 'in-progress',
      access: 'active',
      access_email: 'client@example.com',
      adviser: { first_name: 'Sarah', last_name: 'Mitchell', company: 'Harbour City Home Loans' },
    });
    expect(detail.json().submit.invited_at).not.toBeNull();
    const activity = await call(t.app, brokerToken, {
      method: 'GET',
      url: `/api/client/activity?clientId=${me.client_id}`,
    });
    const actions = (activity.json().activity as { action: string }[]).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['client_created', 'client_invited', 'invite_accepted', 'field_changed']),
    );
    const sections = await rows('select section from application_sections where client_id = $1', [me.client_id]);
    expect(sections.map((s) => s.section)).toEqual(['requirement']);
  });
});
