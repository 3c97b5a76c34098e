import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './support';

/**
 * The app's own API as the specs use it for their set-up: a session's token, a call as that session, and the
 * emails the app sent, read from the administrator's dev mailbox (docs/spec/settings-billing-admin.md §2 Mailbox).
 */

/** A session of its own: the API signed in with its own token. */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok(), `login as ${email}: ${await res.text()}`).toBeTruthy();
  return ((await res.json()) as { token: string }).token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A POST through the API as that session; fails the test on an error answer. */
export async function apiCall<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(`/api/${path}`, { data, headers: bearer(token) });
  expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

let adminSession: string | undefined;

/**
 * The demo administrator's token, signed in once per worker: the specs only read the mailbox and change the
 * records they made themselves with it, so one session serves them all.
 */
export async function adminToken(request: APIRequestContext): Promise<string> {
  adminSession ??= await apiToken(request, DEMO.admin);
  return adminSession;
}

/** The emails the app sent to this address, newest first, read from the administrator's dev mailbox. */
export async function mailTo(request: APIRequestContext, email: string) {
  const admin = bearer(await adminToken(request));
  const list = await request.get(`/api/mailbox?to=${encodeURIComponent(email)}`, { headers: admin });
  expect(list.ok(), await list.text()).toBeTruthy();
  const { emails } = (await list.json()) as { emails: { id: number; subject: string }[] };
  return Promise.all(
    emails.map(async (e) => {
      const mail = await request.get(`/api/mailbox/${e.id}`, { headers: admin });
      expect(mail.ok(), await mail.text()).toBeTruthy();
      return { ...e, ...((await mail.json()) as { text_body: string }) };
    }),
  );
}

/** What the test SMTP server (mail-catcher.ts) received for this address over SMTP, newest first. */
export async function smtpMailTo(request: APIRequestContext, email: string) {
  const res = await request.get(`${process.env.MAIL_CATCHER_URL}/messages?to=${encodeURIComponent(email)}`);
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as { to: string[]; from: string; subject: string; text: string }[];
}

/** The ids of these shared document types, as an adviser's catalogue lists them (each must be there). */
export async function documentTypeIds(
  request: APIRequestContext,
  adviser: { id: number; token: string },
  names: string[],
): Promise<number[]> {
  const res = await request.get(`/api/document/document-types?brokerId=${adviser.id}`, {
    headers: bearer(adviser.token),
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const found = new Map<string, number>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      const { id, name } = node as { id?: unknown; name?: unknown };
      if (typeof id === 'number' && typeof name === 'string' && 'extension' in node) found.set(name, id);
      Object.values(node).forEach(walk);
    }
  };
  walk(await res.json());
  return names.map((name) => {
    expect(found.has(name), `document type ${name}`).toBeTruthy();
    return found.get(name) as number;
  });
}
