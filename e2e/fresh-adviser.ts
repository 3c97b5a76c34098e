import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { adminToken, apiCall, bearer, mailTo } from './api';
import { joiningBrokerList } from './broker-list-gate';
import { uniqueEmail } from './support';

/**
 * A broker or planner of the spec's own, made through the app as a person would be: signed up by auth/register,
 * email confirmed by the link the app emailed (read from the dev mailbox), settings saved by `<kind>/save`. A spec
 * that changes an adviser's settings, clients or applications uses one, so the demo accounts stay as seeded and no
 * spec depends on what another did before it or beside it on the other worker.
 */

export type AdviserKind = 'broker' | 'planner';

export interface FreshAdviser {
  kind: AdviserKind;
  /** The broker's or planner's id, as the settings pages' URLs and `<kind>/save` take it. */
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  name: string;
  /** A session of its own, for API calls and for `openAs`. */
  token: string;
}

export interface FreshAdviserOptions {
  kind?: AdviserKind;
  /** By default the demo adviser's name of that kind, so a spec's texts read as they do for the demo account. */
  firstName?: string;
  lastName?: string;
  /** Settings saved once signed up, by key as `<kind>/save` takes them (e.g. `company`). */
  settings?: Record<string, unknown>;
  /**
   * 'active' (the default): the sign-up's trial. 'ended': like the demo broker, past the trial and not on Pro,
   * with the paid features open (free access, granted by the administrator).
   */
  trial?: 'active' | 'ended';
  /** Whether the login email is confirmed (inviting clients needs it, decision 016); true by default. */
  verified?: boolean;
}

export const FRESH_PASSWORD = 'Fresh-pass1!';

const DEMO_NAMES: Record<AdviserKind, [string, string]> = {
  broker: ['Sarah', 'Mitchell'],
  planner: ['James', 'Nguyen'],
};

export async function freshAdviser(request: APIRequestContext, options: FreshAdviserOptions = {}) {
  const kind = options.kind ?? 'broker';
  const [firstName, lastName] = [options.firstName ?? DEMO_NAMES[kind][0], options.lastName ?? DEMO_NAMES[kind][1]];
  const email = uniqueEmail(`${kind}.${firstName.toLowerCase()}`);
  const register = () =>
    request.post('/api/auth/register', {
      data: { first_name: firstName, last_name: lastName, email, password: FRESH_PASSWORD, type: kind },
    });
  const registered = await (kind === 'broker' ? joiningBrokerList(register) : register());
  expect(registered.status(), await registered.text()).toBe(201);
  const { token } = (await registered.json()) as { token: string };

  const detail = await request.get('/api/user/detail', { headers: bearer(token) });
  expect(detail.ok(), await detail.text()).toBeTruthy();
  const user = (await detail.json()) as { broker_id: number | null; planner_id: number | null };
  const id = (kind === 'broker' ? user.broker_id : user.planner_id) as number;
  const adviser: FreshAdviser = {
    kind,
    id,
    email,
    password: FRESH_PASSWORD,
    firstName,
    lastName,
    name: `${firstName} ${lastName}`,
    token,
  };

  if (options.verified ?? true) await confirmEmail(request, email);
  for (const [key, value] of Object.entries(options.settings ?? {})) {
    await apiCall(request, token, `${kind}/save`, { [`${kind}Id`]: id, key, value });
  }
  if (options.trial === 'ended') await endTrial(request, adviser);
  return adviser;
}

/** Follows the confirmation link the sign-up emailed, as its page does. */
async function confirmEmail(request: APIRequestContext, email: string) {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = await mailTo(request, email);
      link = mails
        .map((m) => /\/verify-email\/([A-Za-z0-9_-]+)/.exec(m.text_body)?.[1])
        .find((token) => token !== undefined);
      return link;
    })
    .toBeTruthy();
  const res = await request.post('/api/auth/verify-email', { data: { token: link } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** The administrator moves the trial's end a month back and grants free access. */
async function endTrial(request: APIRequestContext, adviser: FreshAdviser) {
  const admin = await adminToken(request);
  const { kind, id } = adviser;
  await apiCall(request, admin, `${kind}/extend-trial/${id}`, { duration: '-30 days' });
  const granted = await request.post(`/api/${kind}/edit/${id}?action=free-access`, {
    data: { freeAccess: true },
    headers: bearer(admin),
  });
  expect(granted.ok(), await granted.text()).toBeTruthy();
}

/**
 * Opens `path` signed in as this session, without the login page: the token goes where the login page keeps it
 * (localStorage, apps/web/src/lib/session.ts), from a page of the app's origin that loads nothing else.
 */
export async function openAs(page: Page, session: { token: string }, path = '/'): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate((token) => localStorage.setItem('token', token), session.token);
  await page.goto(path);
  await expect(page.getByTestId('app-header')).toBeVisible();
}
