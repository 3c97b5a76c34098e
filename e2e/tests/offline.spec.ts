import { apiToken, apiCall as call } from '../api';
import { invitationLink, pageUrl } from '../application-steps';
import { type APIRequestContext, expect, type Page, test } from '../fixtures';
import { freshAdviser, openAs } from '../fresh-adviser';
import { shot, uniqueEmail } from '../support';

/**
 * The client portal with no signal (docs/decisions/045-portal-offline.md): a client of the test's own loses the
 * connection on their Requirements page, types three answers, reloads with no connection and still finds them with
 * the offline note; back online, all three reach the server, in order, through the autosave's version check, and a
 * field their broker changed meanwhile shows the conflict choice instead of being overwritten.
 */

test.use({ serviceWorkers: 'allow' });

const OFFLINE_NOTE = 'You are offline — your answers are kept on this phone and will be sent when you are back online';
const CLIENT_PASSWORD = 'Offline-pass1!';

/** A broker of the test's own, and their client invited to the portal and signed in through the API. */
async function portalClient(request: APIRequestContext) {
  const broker = await freshAdviser(request);
  const email = uniqueEmail('ella');
  const tag = Math.random().toString(36).slice(2, 7);
  const { client } = await call<{ client: { id: number } }>(request, broker.token, 'client/create', {
    first_name: 'Ella',
    last_name: `Offline${tag}`,
    email,
  });
  await call(request, broker.token, 'client/invite', { clientId: client.id, pages: 'profile,requirement,submit' });
  const token = (await invitationLink(request, email)).split('/').pop();
  const accepted = await request.post('/api/auth/accept-invite', { data: { token, password: CLIENT_PASSWORD } });
  expect(accepted.ok(), await accepted.text()).toBeTruthy();
  return { broker, clientId: client.id, clientToken: await apiToken(request, email, CLIENT_PASSWORD) };
}

/** The client's Requirements page, once the portal's service worker controls it (so its data is kept). */
async function openRequirements(page: Page, clientToken: string, clientId: number) {
  await openAs(page, { token: clientToken }, `/client/${clientId}/home`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
  await page.goto(pageUrl(clientId, 'requirement'));
  await expect(page.getByRole('heading', { name: 'Requirements', level: 1 })).toBeVisible();
}

const field = (page: Page, label: RegExp) => page.getByRole('textbox', { name: label });
const ANSWERS = [
  { label: /^Property address/, key: 'property_address', value: '12 Tunnel St, Wollongong' },
  { label: /^Lender preferences/, key: 'lender_preferences', value: 'A credit union near home' },
  { label: /^Your objectives/, key: 'objectives', value: 'A home before the baby arrives.' },
] as const;

async function typeOffline(page: Page) {
  for (const { label, value } of ANSWERS) {
    await field(page, label).fill(value);
    await field(page, label).blur();
  }
  await expect(page.getByTestId('kept-on-phone')).toHaveCount(ANSWERS.length);
}

/** The Requirements page's answers as the server has them, read by the broker. */
async function serverAnswers(request: APIRequestContext, token: string, clientId: number) {
  const res = await request.get(`/api/application/requirement?clientId=${clientId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

/** What the phone keeps: the answers in IndexedDB, and whether the worker's copy of the pages' data is there. */
function phoneKept(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const opening = indexedDB.open('brokerdesk-offline');
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error);
    });
    const answers = db.objectStoreNames.contains('kept-answers')
      ? await new Promise<number>((resolve) => {
          const counting = db.transaction('kept-answers').objectStore('kept-answers').count();
          counting.onsuccess = () => resolve(counting.result);
        })
      : 0;
    db.close();
    return { answers, data: await caches.has('portal-data-v1') };
  });
}

test.describe('the portal offline', () => {
  test('answers typed offline survive a reload and reach the server when the connection returns', async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const { broker, clientId, clientToken } = await portalClient(request);
    await openRequirements(page, clientToken, clientId);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);

    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toHaveText(OFFLINE_NOTE);
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/application/requirement/save')) saves.push(r.postData() ?? '');
    });
    await typeOffline(page);
    // Meanwhile the broker answers another question: the phone, with no signal, cannot know yet.
    await call(request, broker.token, 'application/requirement/save', {
      clientId,
      keyValueArr: [{ key: 'purpose', value: 'refinance', previous: null }],
    });
    const purpose = page.getByRole('combobox', { name: /^Purpose/ });

    // Reloaded with no connection: the page comes from the service worker, its data from the worker's copy of the
    // last answers, and the answers typed from the phone.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { name: 'Requirements', level: 1 })).toBeVisible();
    await expect(purpose).toHaveValue('');
    for (const { label, value } of ANSWERS) await expect(field(page, label)).toHaveValue(value);
    await expect(page.getByTestId('offline-banner')).toHaveText(OFFLINE_NOTE);
    await expect(page.getByTestId('kept-on-phone')).toHaveCount(ANSWERS.length);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'offline-kept-answers-375');
    const stillOnServer = await serverAnswers(request, broker.token, clientId);
    for (const { key } of ANSWERS) expect(stillOnServer[key] ?? null).toBeNull();

    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
    await expect
      .poll(async () => {
        const data = await serverAnswers(request, broker.token, clientId);
        return ANSWERS.map(({ key }) => data[key] ?? null);
      })
      .toEqual(ANSWERS.map(({ value }) => value));
    await expect(page.getByTestId('kept-on-phone')).toHaveCount(0);
    // Each save's answer is the whole page as the server has it now.
    await expect(purpose).toHaveValue('Refinance');
    // In the order they were typed, each over the empty value the client saw.
    const sent = saves
      .map((body) => (JSON.parse(body) as { keyValueArr: { key: string; previous?: unknown }[] }).keyValueArr[0])
      .filter((item) => item !== undefined);
    expect(sent.map((item) => item.key)).toEqual(ANSWERS.map(({ key }) => key));
    for (const item of sent) expect(item.previous ?? null).toBeNull();
    await shot(page, 'offline-back-online-375');
  });

  test('a field the broker changed meanwhile shows the conflict choice when the connection returns', async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const { broker, clientId, clientToken } = await portalClient(request);
    await openRequirements(page, clientToken, clientId);

    await context.setOffline(true);
    await typeOffline(page);
    await page.reload();
    await expect(field(page, ANSWERS[1].label)).toHaveValue(ANSWERS[1].value);

    // The broker saves the lender preference while the client has no signal.
    await call(request, broker.token, 'application/requirement/save', {
      clientId,
      keyValueArr: [{ key: 'lender_preferences', value: 'Any of the big four', previous: null }],
    });

    await context.setOffline(false);
    await expect(page.getByText('Someone else saved “Any of the big four”.')).toBeVisible();
    await expect(field(page, ANSWERS[1].label)).toHaveValue(ANSWERS[1].value);
    await expect
      .poll(async () => {
        const data = await serverAnswers(request, broker.token, clientId);
        return [data.property_address, data.lender_preferences, data.objectives];
      })
      .toEqual([ANSWERS[0].value, 'Any of the big four', ANSWERS[2].value]);
    await shot(page, 'offline-conflict-375');

    // The client keeps theirs: now sent over the broker's value.
    await page.getByRole('button', { name: 'Keep mine' }).click();
    await expect
      .poll(async () => (await serverAnswers(request, broker.token, clientId)).lender_preferences)
      .toBe(ANSWERS[1].value);
    await expect(page.getByText(/Someone else saved/)).toHaveCount(0);
  });

  test('signing out removes the answers the phone kept and its copy of the data', async ({
    page,
    context,
    request,
  }) => {
    const { broker, clientId, clientToken } = await portalClient(request);
    await openRequirements(page, clientToken, clientId);
    // The account menu's code loads on first use: once while online, so the worker keeps it.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('Escape');

    await context.setOffline(true);
    await field(page, ANSWERS[0].label).fill(ANSWERS[0].value);
    await field(page, ANSWERS[0].label).blur();
    await expect(page.getByTestId('kept-on-phone')).toHaveCount(1);
    expect(await phoneKept(page)).toEqual({ answers: 1, data: true });

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect.poll(() => phoneKept(page)).toEqual({ answers: 0, data: false });
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // Back online, nothing is sent: the answer left with the person who typed it.
    await context.setOffline(false);
    await page.waitForTimeout(1000);
    expect((await serverAnswers(request, broker.token, clientId)).property_address ?? null).toBeNull();
  });
});
