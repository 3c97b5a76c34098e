import { createHash } from 'node:crypto';
import { MESSAGES } from '@brokerdesk/contract';
import { describe, expect, it } from 'vitest';
import { makeDocWorld } from '../../../test/document-fixtures';
import { call } from '../../../test/factories';
import { multipart, padded, SAMPLE } from '../../../test/file-fixtures';
import { pdfText } from '../../../test/report-fixtures';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp({ admin: true });
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

async function attach(token: string, adviserId: number, data: Buffer, filename: string) {
  const body = multipart([
    { name: 'brokerId', value: String(adviserId) },
    { name: 'file', filename, type: 'application/pdf', data },
  ]);
  const res = await call(t.app, token, { method: 'POST', url: '/api/broker/upload-attachment', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().file.id as number;
}

const list = (token: string, clientId: number) =>
  call(t.app, token, { method: 'GET', url: `/api/consent/list?clientId=${clientId}` });
const accept = (token: string, payload: Record<string, unknown>) =>
  call(t.app, token, { method: 'POST', url: '/api/consent/accept', payload });
const submit = (token: string, clientId: number) =>
  call(t.app, token, { method: 'POST', url: '/api/client/submit', payload: { clientId } });

describe('signed consent', () => {
  it('refuses Submit until each disclosure document is accepted with the typed name, and the report shows the consent page with each hash', async () => {
    const b = await t.adviser();
    const w = await makeDocWorld(t, b, { first_name: 'Grace' });
    const other = await makeDocWorld(t, b);
    const user = await t.database.executeSql('select first_name, last_name from users where id = $1', [w.userId]);
    const fullName = `${user.rows[0]?.first_name} ${user.rows[0]?.last_name}`;

    // Without documents there is nothing to accept.
    expect((await list(w.clientToken, w.clientId)).json()).toEqual({ documents: [], pending: 0 });

    const privacy = padded(SAMPLE.pdf, 6_000);
    const guide = padded(SAMPLE.pdf, 9_000);
    const privacyId = await attach(b.token, b.id, privacy, 'Privacy consent.pdf');
    const guideId = await attach(b.token, b.id, guide, 'Credit Guide.pdf');

    const listed = await list(w.clientToken, w.clientId);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({
      pending: 2,
      documents: [
        { file_id: privacyId, file_name: 'Privacy consent.pdf', sha256: sha(privacy), accepted: null },
        { file_id: guideId, file_name: 'Credit Guide.pdf', sha256: sha(guide), accepted: null },
      ],
    });
    const shown = await call(t.app, w.clientToken, {
      method: 'GET',
      url: `/api/consent/document?clientId=${w.clientId}&fileId=${guideId}`,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(guide)).toBe(true);
    expect(shown.headers['content-disposition']).toMatch(/^inline;/);
    // Another client's adviser documents, or a file that is not one, answer 404.
    const notOne = await call(t.app, other.clientToken, {
      method: 'GET',
      url: `/api/consent/document?clientId=${w.clientId}&fileId=${guideId}`,
    });
    expect(notOne.statusCode).toBe(404);

    for (const token of [w.clientToken, b.token]) {
      const refused = await submit(token, w.clientId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(MESSAGES.consentRequired);
    }

    const base = { clientId: w.clientId, fileId: privacyId, sha256: sha(privacy), typed_name: fullName };
    const wrongName = await accept(w.clientToken, { ...base, typed_name: 'Someone Else' });
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json().error.message).toBe(MESSAGES.consentNameMismatch);
    const changed = await accept(w.clientToken, { ...base, sha256: sha(guide) });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.message).toBe(MESSAGES.consentDocumentChanged);
    expect((await accept(b.token, base)).statusCode).toBe(403);
    expect((await accept(other.clientToken, base)).statusCode).toBe(404);

    const first = await accept(w.clientToken, { ...base, typed_name: `  ${fullName.toUpperCase()} ` });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().pending).toBe(1);
    expect(first.json().documents[0].accepted).toMatchObject({
      typed_name: fullName.toUpperCase(),
      sha256: sha(privacy),
    });
    expect((await submit(w.clientToken, w.clientId)).statusCode).toBe(409);
    // Accepting again changes nothing.
    expect((await accept(w.clientToken, base)).json().pending).toBe(1);
    const second = await accept(w.clientToken, { ...base, fileId: guideId, sha256: sha(guide) });
    expect(second.json().pending).toBe(0);
    expect((await submit(w.clientToken, w.clientId)).statusCode).toBe(200);

    const rows = await t.database.executeSql(
      'select file_id, sha256, accepted_by_user_id, ip, typed_name from consents where client_id = $1 order by id',
      [w.clientId],
    );
    expect(rows.rows).toMatchObject([
      { file_id: privacyId, sha256: sha(privacy), accepted_by_user_id: w.userId, ip: '127.0.0.1' },
      { file_id: guideId, sha256: sha(guide), accepted_by_user_id: w.userId, ip: '127.0.0.1' },
    ]);
    const events = await t.database.executeSql(
      "select actor_user_id, detail from activity where action = 'consent_accepted' and client_id = $1",
      [w.clientId],
    );
    expect(events.rows).toHaveLength(2);
    expect(events.rows[0]).toMatchObject({ actor_user_id: w.userId, detail: { sha256: sha(privacy) } });

    const token = await call(t.app, b.token, {
      method: 'POST',
      url: '/api/report/token',
      payload: { clientId: w.clientId },
    });
    const report = await call(t.app, null, { method: 'GET', url: token.json().url });
    expect(report.statusCode).toBe(200);
    const text = (await pdfText(report.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Signed consent');
    expect(text).toContain('Privacy consent.pdf');
    // A hash may wrap at the column's edge: compared without the line breaks.
    const joined = text.replace(/\s+/g, '');
    expect(joined).toContain(sha(privacy));
    expect(joined).toContain(sha(guide));
  });
});
