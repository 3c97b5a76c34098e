import { describe, expect, it } from 'vitest';
import { makeClient } from '../../../../test/client-factories';
import { storeDocumentFile } from '../../../../test/document-extras-fixtures';
import { call } from '../../../../test/factories';
import { useTestApp } from '../../../../test/use-test-app';

// 15 June 2026 in Sydney.
const clock = { now: new Date('2026-06-15T00:00:00Z') };
const t = useTestApp({ clock });
const pdf = { bytes: Buffer.from('%PDF-1.4\n'), contentType: 'application/pdf', fileName: 'doc.pdf' };

const listRow = async (token: string, clientId: number) => {
  const res = await call(t.app, token, { method: 'GET', url: '/api/client/list?limit=200' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().clients.find((c: { id: number }) => c.id === clientId);
};

describe('stale documents in the broker’s client list', () => {
  it('counts requests resting on a stale or soon-stale document by the type’s rule, and files waiting for review', async () => {
    const broker = await t.adviser();
    const client = await makeClient(t.ctx, broker.id);
    const base = { adviserId: broker.id, clientId: client.clientId, applicantId: client.primaryId, ...pdf };
    // Payslips: 30 days. 1 May is 45 days old: stale.
    await storeDocumentFile(t.ctx, { ...base, code: 'payslips', documentDate: '2026-05-01' });
    // Bank statement: 90 days. 20 March + 90 = 18 June, within the week: soon stale.
    await storeDocumentFile(t.ctx, { ...base, code: 'transaction-statements', documentDate: '2026-03-20' });
    // Passport expiring in 2030: fresh. Trust deed: no rule. A council rates notice without a date: nothing to judge.
    await storeDocumentFile(t.ctx, { ...base, code: 'passport', documentDate: '2030-01-01' });
    await storeDocumentFile(t.ctx, { ...base, code: 'trust-deed', documentDate: '2001-01-01' });
    await storeDocumentFile(t.ctx, { ...base, code: 'council-rates' });
    await t.database.executeSql('update clients set num_documents_to_review = 5 where id = $1', [client.clientId]);
    expect(await listRow(broker.token, client.clientId)).toMatchObject({
      num_documents_to_review: 5,
      num_stale_documents: 1,
      num_soon_stale_documents: 1,
    });

    // A newer payslip answers the same request: the request is fresh again.
    await storeDocumentFile(t.ctx, { ...base, code: 'payslips', documentDate: '2026-06-10' });
    // The broker turns the statements' rule off for themself: no longer soon stale.
    await t.database.executeSql(
      `insert into document_type_extensions (adviser_id, document_type_id, name, validity_kind)
       select $1, id, name, 'none' from document_types where code = 'transaction-statements'`,
      [broker.id],
    );
    expect(await listRow(broker.token, client.clientId)).toMatchObject({
      num_stale_documents: 0,
      num_soon_stale_documents: 0,
    });
  });

  it('leaves out rejected files and other advisers’ clients', async () => {
    const broker = await t.adviser();
    const client = await makeClient(t.ctx, broker.id);
    const base = { adviserId: broker.id, clientId: client.clientId, applicantId: client.primaryId, ...pdf };
    await storeDocumentFile(t.ctx, { ...base, code: 'payslips', documentDate: '2020-01-01', reviewState: 'rejected' });
    expect(await listRow(broker.token, client.clientId)).toMatchObject({ num_stale_documents: 0 });
    const other = await t.adviser();
    expect(await listRow(other.token, client.clientId)).toBeUndefined();
  });
});
