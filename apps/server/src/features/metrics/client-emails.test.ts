import type { MetricPoint } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeClient, sessionFor } from '../../../test/client-factories';
import { call, makeUser, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { advisers } from '../../db/schema';
import { SEND_EMAIL_JOB } from '../../mail/outbox';

const t = useTestApp({ admin: true });

const series = async (name: string, year: number) => {
  const res = await call(t.app, t.adminToken, { method: 'GET', url: `/api/metric/${name}?year=${year}` });
  expect(res.statusCode).toBe(200);
  const points = res.json() as MetricPoint[];
  return Object.fromEntries(points.filter((p) => p.value !== 0).map((p) => [p.day, p.value]));
};

/**
 * 'Emails sent to clients per week' and 'Emails sent from clients per week' (docs/spec/settings-billing-admin.md §2
 * Metrics home) over a known set of emails made by the product's own flows: an invitation, a lead's two emails,
 * messages both ways and a submitted application, beside a password reset that is neither.
 */
describe('the two client email metrics', () => {
  it('count each client email once, in its Monday week of the business time zone (Australia/Sydney)', async () => {
    const broker = await makeUser(t.ctx, 'broker', { first_name: 'Mia', last_name: 'Metric' });
    const adviserId = broker.adviserId as number;
    await t.ctx.db.update(advisers).set({ lead_capture_enabled: true }).where(eq(advisers.id, adviserId));
    const token = await signIn(t.app, broker.email);

    // To a client: an invitation.
    const invited = await makeClient(t.ctx, adviserId);
    const invite = await call(t.app, token, {
      method: 'POST',
      url: '/api/client/invite',
      payload: { clientId: invited.clientId, pages: 'profile,submit' },
    });
    expect(invite.statusCode, invite.body).toBe(200);

    // From and to a prospect: the lead form's email to the broker and the acknowledgement.
    const page = await t.app.inject({ method: 'GET', url: `/api/lead-capture/${adviserId}` });
    // A person takes a few seconds to fill the form (LEAD_MIN_FILL_MS).
    await new Promise((r) => setTimeout(r, 3100));
    const lead = await t.app.inject({
      method: 'POST',
      url: `/api/lead-capture/${adviserId}`,
      payload: {
        primary_reason: 'refinance',
        first_name: 'Lee',
        last_name: 'Lead',
        email: 'lee.lead@test.example',
        phone_mobile: '0400 000 001',
        state_id: 7,
        loan_amount_range: '300k-500k',
        timeframe: 'asap',
        best_time_to_call: 'any',
        consent: true,
        form_token: page.json().form_token,
      },
    });
    expect(lead.statusCode, lead.body).toBe(201);

    // Messages both ways, and an application submitted by the client.
    const client = await makeClient(t.ctx, adviserId, { withUser: true });
    const clientToken = await sessionFor(t.ctx, client.userId as number);
    for (const [who, body] of [
      [clientToken, 'From the client'],
      [token, 'From the broker'],
    ] as const) {
      const res = await call(t.app, who, {
        method: 'POST',
        url: '/api/message/send',
        payload: { clientId: client.clientId, body },
      });
      expect(res.statusCode).toBe(201);
    }
    expect(
      (
        await call(t.app, clientToken, {
          method: 'POST',
          url: '/api/client/submit',
          payload: { clientId: client.clientId },
        })
      ).statusCode,
    ).toBe(200);

    // Neither: a password reset.
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: broker.email } });

    // Every email queued (the message emails come from their job).
    for (let i = 0; i < 100; i += 1) {
      const r = await t.database.executeSql(
        `select count(*)::int as n from emails where kind in ('client_message', 'adviser_message')`,
      );
      if (Number(r.rows[0]?.n) === 2) break;
      await new Promise((res) => setTimeout(res, 100));
    }
    await t.ctx.jobs.drain(SEND_EMAIL_JOB);
    const made = await t.database.executeSql(
      `select kind, direction from emails where adviser_id = $1 or to_address = $2 order by id`,
      [adviserId, broker.email],
    );
    const byKind = Object.fromEntries(made.rows.map((r) => [r.kind, r.direction]));
    expect(byKind).toEqual({
      client_invite: 'to_client',
      lead_received: 'from_client',
      lead_acknowledgement: 'to_client',
      client_message: 'from_client',
      adviser_message: 'to_client',
      application_submitted: 'from_client',
      password_reset: 'system',
    });

    // Place them either side of a week boundary in Sydney: Monday 2 March 2026 begins at 13:00 UTC on Sunday 1 March
    // (AEDT, UTC+11). Sunday 23:30 local belongs to the week of 23 February, Monday 00:30 local to that of 2 March.
    const at: Record<string, string> = {
      client_invite: '2026-03-01T12:30:00Z', // Sun 23:30 Sydney → week of 23 Feb
      lead_acknowledgement: '2026-03-01T13:30:00Z', // Mon 00:30 → week of 2 Mar
      adviser_message: '2026-03-08T12:59:59Z', // Sun 23:59:59 → week of 2 Mar
      lead_received: '2026-03-01T12:59:59Z', // → week of 23 Feb
      client_message: '2026-03-01T13:00:00Z', // Mon 00:00 → week of 2 Mar
      application_submitted: '2026-03-09T13:00:00Z', // → week of 9 Mar
      password_reset: '2026-03-02T01:00:00Z',
    };
    for (const [kind, when] of Object.entries(at)) {
      await t.database.executeSql(
        `update emails set created_at = $1 where kind = $2 and (adviser_id = $3 or to_address = $4)`,
        [when, kind, adviserId, broker.email],
      );
    }

    expect(await series('emails-to-clients-per-week', 2026)).toEqual({ '2026-02-23': 1, '2026-03-02': 2 });
    expect(await series('emails-from-clients-per-week', 2026)).toEqual({
      '2026-02-23': 1,
      '2026-03-02': 1,
      '2026-03-09': 1,
    });
  }, 60_000);
});
