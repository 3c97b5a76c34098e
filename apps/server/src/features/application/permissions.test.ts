import type { ApplicationPage } from '@brokerdesk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addApplicant,
  addItem,
  type Broker,
  makeBroker,
  makePortalClient,
  newClient,
} from '../../../test/application-fixtures';
import { call, signIn } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

/**
 * Every applicant and fact-find endpoint walked as the owning broker, another broker, the
 * client, a client limited to other pages, another broker's client, an administrator and a signed-out visitor.
 */
const t = useTestApp({ admin: true });
let owner: Broker;
let otherBroker: Broker;
let portal: Awaited<ReturnType<typeof makePortalClient>>;
let limited: Awaited<ReturnType<typeof makePortalClient>>;
let foreignClientToken: string;
let companyId: number;

beforeAll(async () => {
  owner = await makeBroker(t);
  otherBroker = await makeBroker(t);
  portal = await makePortalClient(t, owner.adviserId);
  companyId = await addApplicant(t.ctx, owner.adviserId, portal.clientId, 'company');
  // A client of the same broker who was given the documents page only.
  limited = await makePortalClient(t, owner.adviserId, 'document,submit');
  const foreign = await makePortalClient(t, otherBroker.adviserId);
  foreignClientToken = foreign.token;
  await newClient(t.ctx, otherBroker.adviserId);
});

interface Ids {
  clientId: number;
  applicantId: number;
  itemId: number;
}

interface Endpoint {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  /** The page the endpoint belongs to; none for progress, which every page's navigation reads. */
  page?: ApplicationPage;
  ok: number;
  /** The item the call needs, created fresh for each call (deletes use theirs up). */
  item?: { section: 'address' | 'employment' | 'other_income' | 'asset' | 'liability'; kind?: string };
  query?: (ids: Ids) => string;
  body?: (ids: Ids) => Record<string, unknown>;
}

const c = (ids: Ids) => ({ clientId: ids.clientId });
const ca = (ids: Ids) => ({ clientId: ids.clientId, applicantId: ids.applicantId });
const clientQuery = (ids: Ids) => `clientId=${ids.clientId}`;

const ENDPOINTS: Endpoint[] = [
  {
    method: 'GET',
    path: 'applicant/detail',
    page: 'profile',
    ok: 200,
    query: (i) => `clientId=${i.clientId}&applicantId=${i.applicantId}`,
  },
  {
    method: 'POST',
    path: 'applicant/edit-person',
    page: 'profile',
    ok: 200,
    body: (i) => ({ ...ca(i), keyValueArr: [{ key: 'first_name', value: 'Pat' }] }),
  },
  {
    method: 'POST',
    path: 'applicant/edit-company',
    page: 'profile',
    ok: 200,
    body: (i) => ({ clientId: i.clientId, applicantId: companyId, key: 'name', value: 'Pat Pty Ltd' }),
  },
  {
    method: 'POST',
    path: 'address/edit',
    page: 'profile',
    ok: 200,
    body: (i) => ({ ...ca(i), key: 'line1', value: '1 Main St' }),
  },
  {
    method: 'POST',
    path: 'address/edit',
    page: 'profile',
    ok: 200,
    item: { section: 'address' },
    body: (i) => ({ ...ca(i), addressId: i.itemId, key: 'suburb', value: 'Carlton' }),
  },
  {
    method: 'POST',
    path: 'address/edit-residence',
    page: 'profile',
    ok: 200,
    item: { section: 'address' },
    body: (i) => ({ ...ca(i), residenceId: i.itemId, key: 'years', value: 2 }),
  },
  {
    method: 'DELETE',
    path: 'address/delete',
    page: 'profile',
    ok: 200,
    item: { section: 'address' },
    body: (i) => ({ ...ca(i), addressId: i.itemId }),
  },
  { method: 'POST', path: 'employment/create', page: 'profile', ok: 201, body: ca },
  {
    method: 'POST',
    path: 'employment/edit',
    page: 'profile',
    ok: 200,
    item: { section: 'employment' },
    body: (i) => ({ ...ca(i), employmentId: i.itemId, key: 'employer', value: 'Acme' }),
  },
  {
    method: 'DELETE',
    path: 'employment/delete',
    page: 'profile',
    ok: 200,
    item: { section: 'employment' },
    body: (i) => ({ ...ca(i), employmentId: i.itemId }),
  },
  { method: 'POST', path: 'other-income/create', page: 'profile', ok: 201, body: ca },
  {
    method: 'POST',
    path: 'other-income/edit',
    page: 'profile',
    ok: 200,
    item: { section: 'other_income' },
    body: (i) => ({ ...ca(i), otherIncomeId: i.itemId, key: 'amount', value: 1000 }),
  },
  {
    method: 'DELETE',
    path: 'other-income/delete',
    page: 'profile',
    ok: 200,
    item: { section: 'other_income' },
    body: (i) => ({ ...ca(i), otherIncomeId: i.itemId }),
  },
  { method: 'GET', path: 'third-party/detail', page: 'profile', ok: 200, query: clientQuery },
  {
    method: 'POST',
    path: 'third-party/save',
    page: 'profile',
    ok: 200,
    body: (i) => ({ ...c(i), type: 'accountant', key: 'name', value: 'Ada' }),
  },
  { method: 'GET', path: 'application/requirement', page: 'requirement', ok: 200, query: clientQuery },
  {
    method: 'POST',
    path: 'application/requirement/save',
    page: 'requirement',
    ok: 200,
    body: (i) => ({ ...c(i), keyValueArr: [{ key: 'purpose', value: 'purchase' }] }),
  },
  { method: 'GET', path: 'application/asset', page: 'asset', ok: 200, query: clientQuery },
  {
    method: 'POST',
    path: 'application/asset/create',
    page: 'asset',
    ok: 201,
    body: (i) => ({ ...c(i), kind: 'Savings' }),
  },
  {
    method: 'POST',
    path: 'application/asset/save',
    page: 'asset',
    ok: 200,
    item: { section: 'asset', kind: 'Savings' },
    body: (i) => ({ ...c(i), itemId: i.itemId, key: 'value', value: 100 }),
  },
  {
    method: 'DELETE',
    path: 'application/asset/delete',
    page: 'asset',
    ok: 200,
    item: { section: 'asset', kind: 'Savings' },
    body: (i) => ({ ...c(i), itemId: i.itemId }),
  },
  { method: 'GET', path: 'application/liability', page: 'liability', ok: 200, query: clientQuery },
  {
    method: 'POST',
    path: 'application/liability/create',
    page: 'liability',
    ok: 201,
    body: (i) => ({ ...c(i), kind: 'Credit Card' }),
  },
  {
    method: 'POST',
    path: 'application/liability/save',
    page: 'liability',
    ok: 200,
    item: { section: 'liability', kind: 'Credit Card' },
    body: (i) => ({ ...c(i), itemId: i.itemId, key: 'lender', value: 'Big Bank' }),
  },
  {
    method: 'DELETE',
    path: 'application/liability/delete',
    page: 'liability',
    ok: 200,
    item: { section: 'liability', kind: 'Credit Card' },
    body: (i) => ({ ...c(i), itemId: i.itemId }),
  },
  { method: 'GET', path: 'application/expense', page: 'expense', ok: 200, query: clientQuery },
  {
    method: 'POST',
    path: 'application/expense/save',
    page: 'expense',
    ok: 200,
    body: (i) => ({ ...c(i), key: 'groceries_amount', value: 50000 }),
  },
  { method: 'GET', path: 'application/risk-profile', page: 'risk-profile', ok: 200, query: clientQuery },
  {
    method: 'POST',
    path: 'application/risk-profile/save',
    page: 'risk-profile',
    ok: 200,
    body: (i) => ({ ...c(i), key: 'job_security', value: 'secure' }),
  },
  { method: 'GET', path: 'application/progress', ok: 200, query: clientQuery },
];

/** Calls the endpoint on a client's data, with a fresh item when it needs one. */
async function send(ep: Endpoint, token: string | null, target: { clientId: number; applicantId: number }) {
  const itemId = ep.item
    ? await addItem(t.ctx, owner.adviserId, target.clientId, {
        section: ep.item.section,
        kind: ep.item.kind,
        applicantId: ['asset', 'liability'].includes(ep.item.section) ? undefined : target.applicantId,
      })
    : 0;
  const ids = { ...target, itemId };
  return call(t.app, token, {
    method: ep.method,
    url: `/api/${ep.path}${ep.query ? `?${ep.query(ids)}` : ''}`,
    ...(ep.body ? { payload: ep.body(ids) } : {}),
  });
}

const name = (ep: Endpoint) => `${ep.method} ${ep.path}${ep.item && ep.path === 'address/edit' ? ' (existing)' : ''}`;

describe.each(ENDPOINTS.map((ep) => [name(ep), ep] as const))('%s', (_name, ep) => {
  const own = () => ({ clientId: portal.clientId, applicantId: portal.applicantId });

  it('answers the owning broker', async () => {
    const res = await send(ep, owner.token, own());
    expect(res.statusCode, res.body).toBe(ep.ok);
  });

  it('answers an administrator', async () => {
    expect((await send(ep, t.adminToken, own())).statusCode).toBe(ep.ok);
  });

  it('answers the client on their own pages', async () => {
    const res = await send(ep, portal.token, own());
    expect(res.statusCode, res.body).toBe(ep.ok);
  });

  it("answers 404 to another broker, and to another broker's client", async () => {
    expect((await send(ep, otherBroker.token, own())).statusCode).toBe(404);
    expect((await send(ep, foreignClientToken, own())).statusCode).toBe(404);
  });

  it('answers a client 403 for a page not in their submit pages', async () => {
    const res = await send(ep, limited.token, { clientId: limited.clientId, applicantId: limited.applicantId });
    expect(res.statusCode).toBe(ep.page ? 403 : 200);
  });

  it('answers 401 when signed out', async () => {
    expect((await send(ep, null, own())).statusCode).toBe(401);
  });
});

it('a client of the broker cannot reach another client of the same broker', async () => {
  const res = await call(t.app, limited.token, {
    method: 'GET',
    url: `/api/application/progress?clientId=${portal.clientId}`,
  });
  expect(res.statusCode).toBe(404);
  // And signing in again changes nothing: the session is the client's own.
  const again = await signIn(t.app, limited.email);
  expect(
    (await call(t.app, again, { method: 'GET', url: `/api/third-party/detail?clientId=${portal.clientId}` }))
      .statusCode,
  ).toBe(404);
});
