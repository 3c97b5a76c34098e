import { createHash } from 'node:crypto';
import { ActivityExportSchema, ClientExportSchema } from '@brokerdesk/contract';
import { describe, expect, it } from 'vitest';
import { clientStrategies, reviews } from '../../db/schema';
import { makeDocWorld, requestDoc, typeId, unzip, uploaded } from '../../../test/document-fixtures';
import { call } from '../../../test/factories';
import { padded, SAMPLE } from '../../../test/file-fixtures';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp({ admin: true });

const exportOf = (token: string | null, clientId: number) =>
  call(t.app, token, { method: 'GET', url: `/api/client/export?clientId=${clientId}` });

describe('GET /api/client/export', () => {
  it('answers a zip of client.json (its documented schema), activity.json, report.pdf and every document byte for byte', async () => {
    const b = await t.adviser();
    const w = await makeDocWorld(t, b, { first_name: 'Ada' });
    const payslips = await requestDoc(t, b.token, w, w.primaryId, await typeId(t.ctx, 'payslips'));
    const partnerId = await typeId(t.ctx, 'payslips');
    const partnerPayslips = await requestDoc(t, b.token, w, w.secondId, partnerId);
    const sent = new Map<number, Buffer>();
    for (const [requestId, bytes, name] of [
      [payslips.id, padded(SAMPLE.pdf, 20_000), 'first.pdf'],
      [payslips.id, padded(SAMPLE.pdf, 7_000), 'second.pdf'],
      [partnerPayslips.id, padded(SAMPLE.png, 3_000), 'photo.png'],
    ] as const) {
      const file = await uploaded(t, w.clientToken, requestId, bytes, name);
      sent.set(file.id, bytes);
    }

    const res = await exportOf(b.token, w.clientId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".* - data export\.zip"/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const entries = await unzip(res.rawPayload);

    const client = ClientExportSchema.parse(JSON.parse(String(entries.get('client.json'))));
    expect(client.client.id).toBe(w.clientId);
    expect(client.applicants.map((a) => a.id).sort()).toEqual([w.primaryId, w.secondId].sort());
    expect(client.applicants.find((a) => a.is_primary)?.data.first_name).toBe('Ada');
    expect(client.documents).toHaveLength(3);
    for (const doc of client.documents) {
      const bytes = entries.get(doc.path);
      expect(bytes, doc.path).toBeDefined();
      expect(bytes?.equals(sent.get(doc.file_id) as Buffer)).toBe(true);
      expect(doc.sha256).toBe(
        createHash('sha256')
          .update(bytes as Buffer)
          .digest('hex'),
      );
      expect(doc.size_bytes).toBe(bytes?.length);
    }
    // Each under its download name: the request's second file is "(2)".
    const lastName = String(client.applicants.find((a) => a.is_primary)?.data.last_name);
    expect(client.documents.map((d) => d.path)).toContain(`documents/Ada ${lastName} - Payslips (2).pdf`);
    const documentEntries = [...entries.keys()].filter((k) => k.startsWith('documents/'));
    expect(documentEntries.sort()).toEqual(client.documents.map((d) => d.path).sort());

    const activity = ActivityExportSchema.parse(JSON.parse(String(entries.get('activity.json'))));
    expect(activity.map((a) => a.action)).toContain('document_uploaded');
    expect(activity.at(-1)?.action).toBe('client_exported');
    expect(activity.at(-1)?.actor?.user_id).toBe(b.userId);
    expect(entries.get('report.pdf')?.subarray(0, 5).toString()).toBe('%PDF-');

    const logged = await t.database.executeSql(
      "select actor_user_id, detail from activity where action = 'client_exported' and client_id = $1",
      [w.clientId],
    );
    expect(logged.rows).toHaveLength(1);
    expect(logged.rows[0]?.detail).toEqual({ documents: 3 });
  });

  it('carries the deal, the tasks, the saved strategies and the annual reviews with the answers each kept', async () => {
    const b = await t.adviser();
    const w = await makeDocWorld(t, b, { first_name: 'Ada' });
    const post = async (url: string, payload: object) => {
      const res = await call(t.app, b.token, { method: 'POST', url, payload });
      expect(res.statusCode, res.body).toBeLessThan(300);
    };
    await post('/api/client/mark-lodged', { clientId: w.clientId });
    await post('/api/client/deal', { clientId: w.clientId, lender: 'Westpac', loan_amount_cents: 65_000_000 });
    await post('/api/task/save', {
      clientId: w.clientId,
      title: 'Call Ada about the valuation',
      due_date: '2027-02-01',
    });
    await t.ctx.db
      .insert(clientStrategies)
      .values({ client_id: w.clientId, key: 'debt_recycling', inputs: { loan: 650_000 }, saved_by: b.userId });
    await t.ctx.db.insert(reviews).values({
      adviser_id: b.adviserId as number,
      client_id: w.clientId,
      due_on: '2027-03-01',
      snapshot: { applicants: [], items: [], sections: { requirement: { loan_amount: 60_000_000 } } },
    });

    const entries = await unzip((await exportOf(b.token, w.clientId)).rawPayload);
    const client = ClientExportSchema.parse(JSON.parse(String(entries.get('client.json'))));
    expect(client.deal).toMatchObject({ stage: 'lodged', lender: 'Westpac', loan_amount_cents: 65_000_000 });
    expect(client.tasks.map((x) => [x.title, x.due_date, x.done])).toEqual([
      ['Call Ada about the valuation', '2027-02-01', false],
    ]);
    expect(client.strategies).toEqual([
      { key: 'debt_recycling', inputs: { loan: 650_000 }, saved_at: expect.any(String) },
    ]);
    expect(client.reviews).toHaveLength(1);
    expect(client.reviews[0]).toMatchObject({ status: 'open', due_on: '2027-03-01', confirmed_at: null });
    expect(client.reviews[0]?.last_year).toMatchObject({ sections: { requirement: { loan_amount: 60_000_000 } } });
  });

  it("is the adviser's and an administrator's: the client 403, another adviser 404, signed out 401", async () => {
    const b = await t.adviser();
    const w = await makeDocWorld(t, b);
    expect((await exportOf(t.adminToken, w.clientId)).statusCode).toBe(200);
    expect((await exportOf(w.clientToken, w.clientId)).statusCode).toBe(403);
    expect((await exportOf((await t.adviser()).token, w.clientId)).statusCode).toBe(404);
    expect((await exportOf(null, w.clientId)).statusCode).toBe(401);
    const empty = ClientExportSchema.parse(
      JSON.parse(String((await unzip((await exportOf(b.token, w.clientId)).rawPayload)).get('client.json'))),
    );
    expect(empty.documents).toEqual([]);
    expect(empty.deal.stage).toBeNull();
    expect([empty.tasks, empty.strategies, empty.reviews]).toEqual([[], [], []]);
  });
});
