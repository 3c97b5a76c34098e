import { createHash, randomBytes } from 'node:crypto';
import type { Request } from '@playwright/test';
import { checkPage, describeViolations } from '../a11y';
import { apiCall, bearer } from '../api';
import { invitationLink } from '../application-steps';
import { expect, test } from '../fixtures';
import { freshAdviser } from '../fresh-adviser';
import { shot, uniqueEmail } from '../support';

/*
 * A document upload on a phone whose signal drops midway (docs/decisions/047-offline-uploads-and-the-portal-manifest.md):
 * the file waits, calmly, for the connection instead of failing; when it is back the upload asks the server how much
 * it holds and sends only the rest; the file the broker downloads is the one the client chose, byte for byte.
 */

const PHONE = { width: 375, height: 812 };
const CLIENT_PASSWORD = 'Offline-pass1!';
const MB = 1024 * 1024;

/**
 * A PDF of 12 MB (the upload's 5 MB chunks: three requests): one page with a line of text, and a stream of random
 * bytes no page draws, so the file is as big as a phone's scan and cannot be compressed on the way.
 */
function bigPdf(size: number): Buffer {
  const text = 'Payslip';
  const filler = randomBytes(size);
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    ),
    Buffer.from(`<< /Length ${text.length + 37} >>\nstream\nBT /F1 24 Tf 72 760 Td (${text}) Tj ET\nendstream`),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    Buffer.concat([Buffer.from(`<< /Length ${filler.length} >>\nstream\n`), filler, Buffer.from('\nendstream')]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(length);
    const piece = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), o, Buffer.from('\nendobj\n')]);
    parts.push(piece);
    length += piece.length;
  });
  let tail = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) tail += `${String(off).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(tail));
  return Buffer.concat(parts);
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

test('a document upload waits while the phone is offline and carries on from where it stopped', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const broker = await freshAdviser(page.request);
  const email = uniqueEmail('olivia');
  const { client } = await apiCall<{ client: { id: number; applicants: { id: number }[] } }>(
    page.request,
    broker.token,
    'client/create',
    { first_name: 'Olivia', last_name: 'Tunnel', email },
  );
  const types = await page.request.get(`/api/document/document-types?brokerId=${broker.id}`, {
    headers: bearer(broker.token),
  });
  const payslips = (await types.json()).categories
    .flatMap((c: { document_types: { id: number; name: string }[] }) => c.document_types)
    .find((t: { name: string }) => t.name === 'Payslips');
  expect(payslips, 'the catalogue has payslips').toBeTruthy();
  await apiCall(page.request, broker.token, 'document/request', {
    clientId: client.id,
    applicantId: client.applicants[0]?.id,
    documentTypeId: payslips.id,
  });
  await apiCall(page.request, broker.token, 'client/invite', { clientId: client.id, pages: 'profile,document,submit' });

  const context = await browser.newContext({ viewport: PHONE, baseURL: test.info().project.use.baseURL });
  const phone = await context.newPage();
  await phone.goto(await invitationLink(page.request, email));
  await phone.getByLabel('Password', { exact: true }).fill(CLIENT_PASSWORD);
  await phone.getByLabel('Confirm password').fill(CLIENT_PASSWORD);
  await phone.getByRole('button', { name: 'Set my password' }).click();
  await expect(phone).toHaveURL(/\/home$/);
  await phone.goto(`/client/${client.id}/application/document`);
  const card = phone.getByRole('region', { name: 'Payslips', exact: true });
  await expect(card).toBeVisible();

  // The phone's upload speed (Chromium's own network emulation, as DevTools' throttling): slow enough that the
  // connection can be dropped while the file is on its way, as on a train. The chunk size is the app's own. Chromium
  // applies this session's conditions to the page's requests, so going offline is told to it as well as to the
  // context (`setOffline`, which is what the page sees: navigator.onLine and the offline and online events).
  const cdp = await context.newCDPSession(phone);
  await cdp.send('Network.enable');
  const network = (offline: boolean) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: MB,
    });
  await network(false);
  const tusRequests: { method: string; offset: string | null }[] = [];
  const onRequest = (r: Request) => {
    if (r.url().includes('/api/document/tus'))
      tusRequests.push({ method: r.method(), offset: r.headers()['upload-offset'] ?? null });
  };
  phone.on('request', onRequest);

  const file = bigPdf(12 * MB);
  const secondChunk = phone.waitForRequest(
    (r) => r.method() === 'PATCH' && r.headers()['upload-offset'] === String(5 * MB),
    { timeout: 60_000 },
  );
  const chooser = phone.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Upload files for Payslips' }).click();
  await (await chooser).setFiles({ name: 'payslip.pdf', mimeType: 'application/pdf', buffer: file });
  const line = card.getByTestId('upload-item');
  const bar = line.getByRole('progressbar', { name: 'Sending payslip.pdf' });

  await test.step('midway, past the first chunk, the connection drops: the file waits, it does not fail', async () => {
    // The server holds the first chunk and the second is on its way (five seconds at this speed).
    await secondChunk;
    await Promise.all([context.setOffline(true), network(true)]);
    await expect(line).toHaveAttribute('data-status', 'waiting');
    await expect(line.getByTestId('upload-waiting')).toHaveText(
      'Waiting for a connection. The file carries on from where it stopped when you are back online.',
    );
    const sent = Number(await bar.getAttribute('aria-valuenow'));
    expect(sent).toBeLessThan(100);
    await shot(phone, 'documents-upload-waiting');
    const check = await checkPage(phone);
    expect(check.violations, describeViolations([check])).toEqual([]);
    // Longer than the first retry delays: still waiting, never "Not sent".
    await phone.waitForTimeout(5_000);
    await expect(line).toHaveAttribute('data-status', 'waiting');
    await expect(line.getByRole('alert')).toHaveCount(0);
  });

  await test.step('the connection comes back: the upload resumes from the server’s last byte and finishes', async () => {
    const before = tusRequests.length;
    await Promise.all([context.setOffline(false), network(false)]);
    await expect(line).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
    await expect(line).toContainText('Sent');
    await shot(phone, 'documents-upload-resumed');
    const after = tusRequests.slice(before);
    // It asked the server how much it holds and carried on from there: no second upload was created.
    expect(after[0]?.method).toBe('HEAD');
    expect(after.some((r) => r.method === 'POST')).toBe(false);
    const resumedAt = Number(after.find((r) => r.method === 'PATCH')?.offset);
    expect(resumedAt).toBeGreaterThanOrEqual(5 * MB);
    expect(resumedAt).toBeLessThan(file.length);
    expect(tusRequests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  await test.step('the broker downloads the very bytes the client chose', async () => {
    const list = await page.request.get(`/api/document/requests?clientId=${client.id}`, {
      headers: bearer(broker.token),
    });
    expect(list.ok(), await list.text()).toBeTruthy();
    const { requests } = (await list.json()) as { requests: { name: string; files: { id: number; size: number }[] }[] };
    const files = requests.find((r) => r.name === 'Payslips')?.files ?? [];
    expect(files).toHaveLength(1);
    expect(files[0]?.size).toBe(file.length);
    const download = await page.request.get(`/api/file/download?fileId=${files[0]?.id}`, {
      headers: bearer(broker.token),
    });
    expect(download.ok()).toBeTruthy();
    expect(sha256(await download.body())).toBe(sha256(file));
  });
  phone.off('request', onRequest);
  await context.close();
});
