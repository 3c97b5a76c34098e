import { MESSAGES } from '@brokerdesk/contract';
import { describe, expect, it } from 'vitest';
import { makeClient } from '../../../../test/client-factories';
import {
  activityOf,
  counters,
  listDocs,
  makeDocWorld,
  requestDoc,
  review,
  storedExists,
  typeId,
  uploadDoc,
  uploaded,
} from '../../../../test/document-fixtures';
import { call } from '../../../../test/factories';
import { SAMPLE } from '../../../../test/file-fixtures';
import { useTestApp } from '../../../../test/use-test-app';
import { insertTemplate } from '../../templates/templates.repo';
import { insertCustomType } from '../catalogue/catalogue.repo';

const t = useTestApp({ admin: true });

const post = (token: string | null, url: string, payload: Record<string, unknown>) =>
  call(t.app, token, { method: 'POST', url: `/api/document/${url}`, payload });

describe('POST /api/document/request and GET /api/document/requests', () => {
  it('requests a catalogue type in the broker’s wording, once per applicant, and lists it by applicant', async () => {
    const b = await t.adviser();
    const w = await makeDocWorld(t, b);
    const payslips = await typeId(t.ctx, 'payslips');
    await post(b.token, '../document/document-type-extension', {
      brokerId: b.id,
      documentType: payslips,
      name: 'Latest payslips',
      description: '',
      question: 'Your last two, please',
      tooltip: 'From payroll',
    });
    const made = await requestDoc(t, b.token, w, w.primaryId, payslips);
    expect(made).toMatchObject({
      applicant_id: w.primaryId,
      document_type_id: payslips,
      name: 'Latest payslips',
      question: 'Your last two, please',
      tooltip: 'From payroll',
      custom: false,
      state: 'requested',
      reason: '',
      files: [],
      validity: { kind: 'age', days: 30 },
    });
    const again = await post(b.token, 'request', {
      clientId: w.clientId,
      applicantId: w.primaryId,
      documentTypeId: payslips,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MESSAGES.documentRequestExists);
    await requestDoc(t, b.token, w, w.secondId, payslips);
    expect((await listDocs(t, b.token, w.clientId)).map((r) => r.applicant_id)).toEqual([w.primaryId, w.secondId]);
    expect((await listDocs(t, b.token, w.clientId, w.secondId)).map((r) => r.applicant_id)).toEqual([w.secondId]);
    expect((await listDocs(t, w.clientToken, w.clientId)).length).toBe(2);
    expect(await activityOf(t, w.clientId)).toContain('document_requested');
  });

  it('takes the broker’s custom types, general or for this client only; another’s, or another client’s, 404', async () => {
    const b = await t.adviser();
    const other = await t.adviser();
    const w = await makeDocWorld(t, b);
    const elsewhere = await makeClient(t.ctx, b.id);
    const [category] = (await t.database.executeSql('select id from document_categories limit 1')).rows;
    const custom = (clientId: number | null, adviserId = b.id) =>
      insertCustomType(t.ctx.db, {
        adviserId,
        clientId,
        categoryId: Number(category?.id),
        subcategoryId: null,
        name: 'Visa grant',
      });
    const general = await custom(null);
    const forThis = await custom(w.clientId);
    const forOther = await custom(elsewhere.clientId);
    const theirs = await custom(null, other.id);
    const ask = (id: number, key = 'customDocumentTypeId') =>
      post(b.token, 'request', { clientId: w.clientId, applicantId: w.primaryId, [key]: id });
    expect((await ask(general.id)).json().request).toMatchObject({ custom: true, name: 'Visa grant' });
    expect((await ask(forThis.id)).statusCode).toBe(201);
    expect((await ask(forOther.id)).statusCode).toBe(404);
    expect((await ask(theirs.id)).statusCode).toBe(404);
    // A shared type named as custom, or the reverse, is refused like an unknown one.
    expect((await ask(await typeId(t.ctx, 'passport'))).statusCode).toBe(404);
    expect((await ask(general.id, 'documentTypeId')).statusCode).toBe(404);
    const both = await post(b.token, 'request', {
      clientId: w.clientId,
      applicantId: w.primaryId,
      documentTypeId: 1,
      customDocumentTypeId: general.id,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.message).toBe(MESSAGES.documentTypeChoose);
  });

  it('answers 404 for an applicant of another client, and refuses a client asking (403)', async () => {
    const b = await t.adviser();
    const w = await makeDocWorld(t, b);
    const elsewhere = await makeClient(t.ctx, b.id);
    const payslips = await typeId(t.ctx, 'payslips');
    const res = await post(b.token, 'request', {
      clientId: w.clientId,
      applicantId: elsewhere.primaryId,
      documentTypeId: payslips,
    });
    expect(res.statusCode).toBe(404);
    const list = await call(t.app, w.clientToken, {
      method: 'GET',
      url: `/api/document/requests?clientId=${w.clientId}&applicantId=${elsewhere.primaryId}`,
    });
    expect(list.statusCode).toBe(404);
    expect(
      (
        await post(w.clientToken, 'request', {
          clientId: w.clientId,
          applicantId: w.primaryId,
          documentTypeId: payslips,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/document/apply-template', () => {
  it('requests every type of several templates, merging duplicates, and skips types no longer available', async () => {
    const b = await t.adviser();
    const w = await makeDocWorld(t, b);
    const [payslips, passport, licence] = (await Promise.all(
      ['payslips', 'passport', 'drivers-licence'].map((c) => typeId(t.ctx, c)),
    )) as [number, number, number];
    const first = await insertTemplate(t.ctx.db, b.id, { type: 'document', name: 'PAYG', data: [payslips, passport] });
    const second = await insertTemplate(t.ctx.db, b.id, {
      type: 'document',
      name: 'ID',
      data: [passport, licence, 99999999],
    });
    const apply = (templateId: number, token = b.token) =>
      post(token, 'apply-template', { clientId: w.clientId, applicantId: w.primaryId, templateId });
    const one = await apply(first.id);
    expect(one.statusCode, one.body).toBe(200);
    expect(
      one
        .json()
        .requests.map((r: { document_type_id: number }) => r.document_type_id)
        .sort(),
    ).toEqual([payslips, passport].sort());
    const two = await apply(second.id);
    expect(two.json().requests).toHaveLength(2);
    expect((await listDocs(t, b.token, w.clientId, w.primaryId)).map((r) => r.document_type_id).sort()).toEqual(
      [payslips, passport, licence].sort(),
    );
    // Someone else's template, an asset template, or one deleted: 404.
    const other = await t.adviser();
    const theirs = await insertTemplate(t.ctx.db, other.id, { type: 'document', name: 'X', data: [payslips] });
    const assets = await insertTemplate(t.ctx.db, b.id, { type: 'asset', name: 'A', data: ['Savings'] });
    expect((await apply(theirs.id)).statusCode).toBe(404);
    expect((await apply(assets.id)).statusCode).toBe(404);
    expect((await apply(first.id, w.clientToken)).statusCode).toBe(403);
    expect(await activityOf(t, w.clientId)).toContain('document_template_applied');
  });

  it('makes the requests when a client is created with a document template', async () => {
    const b = await t.adviser();
    const payslips = await typeId(t.ctx, 'payslips');
    const template = await insertTemplate(t.ctx.db, b.id, { type: 'document', name: 'PAYG', data: [payslips] });
    const res = await call(t.app, b.token, {
      method: 'POST',
      url: '/api/client/create',
      payload: { first_name: 'Tess', last_name: 'Docs', documentTemplateId: template.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { client, applicant } = res.json();
    const requests = await listDocs(t, b.token, client.id);
    expect(requests.map((r) => [r.applicant_id, r.document_type_id])).toEqual([[applicant.id, payslips]]);
    const other = await t.adviser();
    const theirs = await insertTemplate(t.ctx.db, other.id, { type: 'document', name: 'X', data: [payslips] });
    const refused = await call(t.app, b.token, {
      method: 'POST',
      url: '/api/client/create',
      payload: { first_name: 'No', last_name: 'Client', documentTemplateId: theirs.id },
    });
    expect(refused.statusCode).toBe(404);
    const count = await t.database.executeSql('select count(*)::int as n from clients where adviser_id = $1', [b.id]);
    expect(Number(count.rows[0]?.n)).toBe(1);
  });
});

describe('the review of a request', () => {
  it('goes requested → uploaded → rejected with a reason the client sees → uploaded → accepted, counters following', async () => {
    const b = await t.adviser();
    const w = await makeDocWorld(t, b);
    const req = await requestDoc(t, b.token, w, w.primaryId, await typeId(t.ctx, 'payslips'));
    const early = await review(t, b.token, req.id, 'accept');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(MESSAGES.documentNothingToReview);

    await uploaded(t, w.clientToken, req.id, SAMPLE.pdf);
    expect(await counters(t, w.clientId)).toEqual({ received: 1, toReview: 1 });
    const noReason = await review(t, b.token, req.id, 'reject', '  ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe(MESSAGES.rejectReasonRequired);
    expect((await review(t, w.clientToken, req.id, 'reject', 'Blurry')).statusCode).toBe(403);
    const rejected = await review(t, b.token, req.id, 'reject', 'The scan is blurry');
    expect(rejected.json().request).toMatchObject({ state: 'rejected', reason: 'The scan is blurry' });
    expect(rejected.json().request.files[0].review_state).toBe('rejected');
    expect(await counters(t, w.clientId)).toEqual({ received: 0, toReview: 0 });
    const seen = (await listDocs(t, w.clientToken, w.clientId))[0];
    expect(seen).toMatchObject({ state: 'rejected', reason: 'The scan is blurry' });

    const again = await uploaded(t, w.clientToken, req.id, SAMPLE.pdf);
    expect(again.download_name).toMatch(/ - Payslips \(2\)\.pdf$/);
    expect((await listDocs(t, b.token, w.clientId))[0]).toMatchObject({ state: 'uploaded', reason: '' });
    expect(await counters(t, w.clientId)).toEqual({ received: 1, toReview: 1 });
    const accepted = await review(t, b.token, req.id, 'accept');
    expect(accepted.json().request.state).toBe('accepted');
    expect(accepted.json().request.files.map((f: { review_state: string }) => f.review_state)).toEqual([
      'rejected',
      'accepted',
    ]);
    expect(await counters(t, w.clientId)).toEqual({ received: 1, toReview: 0 });
    // Accepted: closed to uploads until asked again.
    const closed = await uploadDoc(t, w.clientToken, req.id, SAMPLE.pdf);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe(MESSAGES.documentRequestClosed);
    expect(await activityOf(t, w.clientId)).toEqual(
      expect.arrayContaining(['document_uploaded', 'document_rejected', 'document_accepted']),
    );
  });

  it('marks a request not applicable with a note, asks again, and refuses to ask again what waits already', async () => {
    const b = await t.adviser();
    const w = await makeDocWorld(t, b);
    const req = await requestDoc(t, b.token, w, w.primaryId, await typeId(t.ctx, 'passport'));
    const na = await review(t, b.token, req.id, 'not-applicable', 'Has a licence instead');
    expect(na.json().request).toMatchObject({ state: 'not-applicable', reason: 'Has a licence instead' });
    const reAsk = (token = b.token) => post(token, 're-request', { requestId: req.id });
    expect((await reAsk(w.clientToken)).statusCode).toBe(403);
    expect((await reAsk()).json().request).toMatchObject({ state: 'requested', reason: '' });
    const twice = await reAsk();
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(MESSAGES.documentReRequestNotNeeded);
    await uploaded(t, b.token, req.id, SAMPLE.png, 'photo.png');
    await review(t, b.token, req.id, 'accept');
    const stale = await reAsk();
    expect(stale.json().request.state).toBe('requested');
    expect(stale.json().request.files[0].review_state).toBe('accepted');
    expect(await activityOf(t, w.clientId)).toEqual(
      expect.arrayContaining(['document_not_applicable', 'document_re_requested']),
    );
  });
});

describe('DELETE /api/document/request', () => {
  it('removes a request and its files while none is accepted; refuses once one is', async () => {
    const b = await t.adviser();
    const w = await makeDocWorld(t, b);
    const req = await requestDoc(t, b.token, w, w.primaryId, await typeId(t.ctx, 'payslips'));
    await uploaded(t, w.clientToken, req.id, SAMPLE.pdf);
    const keys = await t.database.executeSql('select storage_key from files where request_id = $1', [req.id]);
    const key = String(keys.rows[0]?.storage_key);
    expect(await storedExists(t, key)).toBe(true);
    const del = (token: string) =>
      call(t.app, token, { method: 'DELETE', url: `/api/document/request?requestId=${req.id}` });
    expect((await del(w.clientToken)).statusCode).toBe(403);
    const res = await del(b.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(MESSAGES.documentRequestRemoved);
    expect(await listDocs(t, b.token, w.clientId)).toEqual([]);
    expect(await counters(t, w.clientId)).toEqual({ received: 0, toReview: 0 });
    expect(await storedExists(t, key)).toBe(false);
    expect((await del(b.token)).statusCode).toBe(404);

    const kept = await requestDoc(t, b.token, w, w.primaryId, await typeId(t.ctx, 'payslips'));
    await uploaded(t, w.clientToken, kept.id, SAMPLE.pdf);
    await review(t, b.token, kept.id, 'accept');
    const refused = await call(t.app, b.token, {
      method: 'DELETE',
      url: '/api/document/request',
      payload: { requestId: kept.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(MESSAGES.documentRequestHasAccepted);
    expect(await activityOf(t, w.clientId)).toContain('document_request_removed');
  });
});

describe('GET /api/document/requests pages', () => {
  it('answers a page at a time (limit/offset) with the total, in one order across pages, for each applicant or all', async () => {
    const b = await t.adviser();
    const w = await makeDocWorld(t, b);
    const types = await t.database.executeSql(
      'select id from document_types where adviser_id is null and deleted_at is null order by id limit 7',
    );
    for (const row of types.rows.slice(0, 5)) await requestDoc(t, b.token, w, w.primaryId, Number(row.id));
    for (const row of types.rows.slice(5)) await requestDoc(t, b.token, w, w.secondId, Number(row.id));
    const page = (query: string, token = b.token) =>
      call(t.app, token, { method: 'GET', url: `/api/document/requests?clientId=${w.clientId}${query}` });

    const whole = (await page(`&applicantId=${w.primaryId}`)).json();
    expect(whole.total).toBe(5);
    expect(whole.requests).toHaveLength(5);
    const pages = [];
    for (const offset of [0, 2, 4]) {
      const res = await page(`&applicantId=${w.primaryId}&limit=2&offset=${offset}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(5);
      pages.push(...res.json().requests);
    }
    expect(pages.map((r) => r.id)).toEqual(whole.requests.map((r: { id: number }) => r.id));
    expect((await page(`&applicantId=${w.primaryId}&limit=2&offset=6`)).json()).toEqual({ requests: [], total: 5 });
    // The client sees the same pages; every applicant's requests count when none is named.
    expect((await page('&limit=3', w.clientToken)).json()).toMatchObject({ total: 7, requests: { length: 3 } });

    for (const bad of ['&limit=0', '&limit=201', '&offset=-1', '&limit=two']) {
      const res = await page(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code).toBe('validation');
    }
  });
});
