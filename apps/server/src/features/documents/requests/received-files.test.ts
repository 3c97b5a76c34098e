import { describe, expect, it } from 'vitest';
import {
  counters,
  makeDocWorld,
  requestDoc,
  review,
  typeId,
  unzip,
  uploaded,
} from '../../../../test/document-fixtures';
import { call } from '../../../../test/factories';
import { SAMPLE } from '../../../../test/file-fixtures';
import { useTestApp } from '../../../../test/use-test-app';
import { loadApplicationSnapshot } from '../../reports';
import { listReceivedFiles } from './received-files.repo';

const t = useTestApp();

/**
 * "Received" is defined once (received-files.repo.ts, decision 037): a live file waiting for review or accepted, of a
 * request that rests on it. The zip, the client's counter and the report hold exactly those files.
 */
describe('the received files of a client', () => {
  it('are the files waiting for review or accepted of requests that rest on them, wherever they are read', async () => {
    const b = await t.adviser();
    const w = await makeDocWorld(t, b);
    const ask = async (code: string) => requestDoc(t, b.token, w, w.primaryId, await typeId(t.ctx, code));
    const send = async (code: string, name: string) => {
      const request = await ask(code);
      return { request, file: await uploaded(t, w.clientToken, request.id, SAMPLE.pdf, name) };
    };
    const waiting = await send('payslips', 'waiting.pdf');
    const accepted = await send('passport', 'accepted.pdf');
    await review(t, b.token, accepted.request.id, 'accept');
    const rejected = await send('drivers-licence', 'rejected.pdf');
    await review(t, b.token, rejected.request.id, 'reject', 'Blurry');
    // Accepted, then asked again (it went stale): the old file stays, but the request no longer rests on it.
    const askedAgain = await send('birth-certificate', 'asked-again.pdf');
    await review(t, b.token, askedAgain.request.id, 'accept');
    const reAsk = await call(t.app, b.token, {
      method: 'POST',
      url: '/api/document/re-request',
      payload: { requestId: askedAgain.request.id },
    });
    expect(reAsk.statusCode, reAsk.body).toBe(200);
    // Sent, then set aside as not applicable: the file is moot.
    const setAside = await send('transaction-statements', 'set-aside.pdf');
    expect((await review(t, b.token, setAside.request.id, 'not-applicable', 'Has none')).statusCode).toBe(200);

    const received = await listReceivedFiles(t.ctx.db, { clientIds: [w.clientId] });
    expect(received.map((f) => f.id).sort()).toEqual([waiting.file.id, accepted.file.id].sort());
    expect(received.find((f) => f.id === accepted.file.id)?.validity).toEqual({ kind: 'expiry', days: null });

    expect((await counters(t, w.clientId)).received).toBe(2);
    const zip = await call(t.app, b.token, {
      method: 'POST',
      url: '/api/document/download-all-as-zip',
      payload: { clientId: w.clientId },
    });
    expect(zip.statusCode, zip.body).toBe(200);
    const entries = [...(await unzip(zip.rawPayload)).keys()].filter((k) => k !== 'README.txt');
    expect(entries.map((k) => k.split('/')[1]).sort()).toEqual(
      [waiting.file.download_name, accepted.file.download_name].sort(),
    );
    const snapshot = await loadApplicationSnapshot(t.ctx.db, w.clientId);
    const inReport = snapshot?.requests.flatMap((r) => r.files.map((f) => f.file_name)) ?? [];
    expect(inReport.sort()).toEqual(['accepted.pdf', 'waiting.pdf']);
    // Another adviser's scope finds none of them.
    expect(await listReceivedFiles(t.ctx.db, { clientIds: [w.clientId], adviserId: b.id + 10_000 })).toEqual([]);
  });
});
