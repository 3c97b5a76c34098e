import { MESSAGES } from '@brokerdesk/contract';
import { describe, expect, it } from 'vitest';
import { BAD_PAGING_QUERIES, call, makeUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { emails } from '../../db/schema';
import { SEND_EMAIL_JOB } from '../../mail/outbox';

const t = useTestApp({ admin: true });

const get = (token: string, url: string) => call(t.app, token, { method: 'GET', url });

/** Rows written straight to the table, oldest first, so each test knows exactly what the mailbox holds for it. */
async function insertEmails(domain: string, subjects: string[]) {
  const ids: number[] = [];
  for (const [i, subject] of subjects.entries()) {
    const [row] = await t.ctx.db
      .insert(emails)
      .values({
        kind: 'test',
        to_address: `person${i}@${domain}`,
        from_address: 'no-reply@brokerdesk.local',
        subject,
        text_body: `Text of ${subject}`,
        html_body: `<p>HTML of ${subject}</p>`,
        status: 'stored',
      })
      .returning({ id: emails.id });
    if (!row) throw new Error('email insert returned no row');
    ids.push(row.id);
  }
  return ids;
}

describe('GET /api/mailbox and /api/mailbox/:id', () => {
  it('answers 403 to a broker, a planner and a client', async () => {
    const [id] = await insertEmails('forbidden.example', ['Private']);
    for (const role of ['broker', 'planner', 'client'] as const) {
      const token = await signIn(t.app, (await makeUser(t.ctx, role)).email);
      for (const url of ['/api/mailbox', `/api/mailbox/${id}`]) {
        const res = await get(token, url);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
        expect(res.json().error).toMatchObject({
          code: 'forbidden',
          message: MESSAGES.forbidden,
        });
      }
    }
  });

  it('an admin sees the emails newest first, with the total', async () => {
    const ids = await insertEmails('order.example', ['First', 'Second', 'Third']);
    const res = await get(t.adminToken, '/api/mailbox');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const listed = body.emails.map((e: { id: number }) => e.id);
    expect(listed).toEqual([...listed].sort((a: number, b: number) => b - a));
    expect(listed.slice(0, 3)).toEqual([...ids].reverse());
    const count = await t.database.executeSql('select count(*)::int as n from emails');
    expect(body.total).toBe(count.rows[0]?.n);
    expect(body.emails).toHaveLength(body.total);
    expect(body.emails[0]).toMatchObject({
      id: ids[2],
      kind: 'test',
      to_address: 'person2@order.example',
      subject: 'Third',
      status: 'stored',
    });
    expect(body.emails[0]).not.toHaveProperty('text_body');
  });

  it('filters by recipient with ?to= (any case, wildcards taken literally) and pages with limit and offset', async () => {
    const ids = await insertEmails('filter.example', ['A', 'B', 'C']);
    await insertEmails('elsewhere.example', ['Other']);
    const all = (await get(t.adminToken, '/api/mailbox?to=FILTER.example')).json();
    expect(all.total).toBe(3);
    expect(all.emails.map((e: { id: number }) => e.id)).toEqual([...ids].reverse());

    const page = (await get(t.adminToken, '/api/mailbox?to=filter.example&limit=1&offset=1')).json();
    expect(page).toMatchObject({
      total: 3,
      emails: [{ id: ids[1], subject: 'B' }],
    });

    const wildcard = (await get(t.adminToken, `/api/mailbox?to=${encodeURIComponent('%')}`)).json();
    expect(wildcard).toEqual({ emails: [], total: 0 });
  });

  it('an admin reads one email with its text and html', async () => {
    const [id] = await insertEmails('one.example', ['Hello']);
    const res = await get(t.adminToken, `/api/mailbox/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      to_address: 'person0@one.example',
      subject: 'Hello',
      text_body: 'Text of Hello',
      html_body: '<p>HTML of Hello</p>',
      status: 'stored',
      attempts: 0,
      last_error: null,
    });
  });

  it('shows a password reset email a user asked for', async () => {
    const u = await makeUser(t.ctx, 'planner');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: u.email },
    });
    await t.ctx.jobs.drain(SEND_EMAIL_JOB);
    const list = (await get(t.adminToken, `/api/mailbox?to=${encodeURIComponent(u.email)}`)).json();
    expect(list.total).toBe(1);
    expect(list.emails[0]).toMatchObject({
      kind: 'password_reset',
      status: 'stored',
    });
    const one = (await get(t.adminToken, `/api/mailbox/${list.emails[0].id}`)).json();
    expect(one.text_body).toContain(`${t.config.publicUrl}/reset-password/`);
    expect(one.html_body).toContain(`${t.config.publicUrl}/reset-password/`);
    expect(one.sent_at).not.toBeNull();
  });

  it('answers 404 for an unknown id', async () => {
    const res = await get(t.adminToken, '/api/mailbox/987654');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('answers 400 for a limit outside 1..200, a negative offset or a bad id', async () => {
    for (const url of [...BAD_PAGING_QUERIES.map((q) => `/api/mailbox${q}`), '/api/mailbox/0', '/api/mailbox/abc']) {
      const res = await get(t.adminToken, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('validation');
    }
    expect((await get(t.adminToken, '/api/mailbox?limit=200')).statusCode).toBe(200);
    expect((await get(t.adminToken, '/api/mailbox?limit=1&offset=0')).statusCode).toBe(200);
  });
});
