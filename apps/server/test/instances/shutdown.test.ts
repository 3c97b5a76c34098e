import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { DEMO_PASSWORD } from '../../src/seed/demo';
import { type SmtpSink, startSmtpSink } from '../smtp-sink';
import { api, isErrorShape, type ServerProcess, startServer, waitUntil } from './server-process';

/** How long the SMTP peer holds the reset email: the job is still in progress when SIGTERM comes. */
const SMTP_HOLD_MS = 3000;

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Splits what came back on one connection into its HTTP/1.1 responses (each with a Content-Length). */
function parseResponses(raw: string): RawResponse[] {
  const out: RawResponse[] = [];
  let rest = raw;
  while (rest.startsWith('HTTP/1.1 ')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    const [statusLine = '', ...lines] = rest.slice(0, headEnd).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const i = line.indexOf(':');
      headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    const bodyStart = headEnd + 4;
    const body = Buffer.from(rest.slice(bodyStart)).subarray(0, length).toString();
    out.push({ status: Number(statusLine.split(' ')[1]), headers, body });
    rest = rest.slice(bodyStart + body.length);
  }
  return out;
}

describe('SIGTERM drains the server before it exits', () => {
  let dataDir: string;
  let mail: SmtpSink;
  let server: ServerProcess;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-drain-'));
    mail = await startSmtpSink({ holdMs: SMTP_HOLD_MS });
    // The embedded database seeds the demo on its first start, as `npm start` does.
    server = await startServer({ DATA_DIR: dataDir, SMTP_URL: mail.smtpUrl });
  });
  afterAll(async () => {
    await server?.stop(1000);
    await mail?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request and the job in flight, answers new connections 503 in the error shape meanwhile, and exits 0', async () => {
    const { port } = new URL(server.url);

    // A sign-in whose body arrives slowly: the request is in flight, its body half sent.
    const body = JSON.stringify({ email: 'broker@example.com', password: DEMO_PASSWORD });
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    let received = '';
    socket.on('data', (d) => {
      received += d;
    });
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    );

    // A job in progress: the reset email, held by the SMTP peer.
    const forgot = await api(server.url, 'POST', '/api/auth/forgot-password', {
      body: { email: 'broker@example.com' },
    });
    expect(forgot.status).toBe(200);
    await waitUntil('the reset email to reach the SMTP peer', () => mail.begun() === 1);

    server.child.kill('SIGTERM');
    // While the sign-in is in flight the listener stays open, and a new connection is answered 503 in the error
    // shape, asking the client to go elsewhere, rather than refused (decision 032).
    let draining: Response | undefined;
    await waitUntil('new connections to be answered 503', async () => {
      draining = await fetch(`${server.url}/api/health/live`, { headers: { connection: 'close' } });
      return draining.status === 503;
    });
    expect(draining?.headers.get('connection')).toBe('close');
    expect(isErrorShape(await draining?.json(), 'unavailable')).toBe(true);

    // The rest of the slow body, and a second request pipelined behind it on the same connection.
    socket.write(`${body.slice(10)}GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await closed;
    // Once nothing is in flight the listener closes.
    await waitUntil('the port to close', async () => {
      try {
        await fetch(`${server.url}/api/health/live`);
        return false;
      } catch {
        return true;
      }
    });
    const [first, second] = parseResponses(received);
    expect(first?.status).toBe(200);
    expect(JSON.parse(first?.body ?? '{}').token).toEqual(expect.any(String));
    expect(second?.status).toBe(503);
    expect(second?.headers.connection).toBe('close');
    const refused = JSON.parse(second?.body ?? '{}');
    expect(isErrorShape(refused, 'unavailable'), second?.body).toBe(true);

    // The process waits for the email job, then closes the database and exits 0.
    const exit = await server.exited;
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
    expect(mail.received).toHaveLength(1);
    expect(mail.received[0]?.to).toEqual(['broker@example.com']);

    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      const emails = await database.executeSql(
        `select status, attempts from emails where to_address = 'broker@example.com' and kind = 'password_reset'`,
      );
      expect(emails.rows).toEqual([{ status: 'sent', attempts: 1 }]);
      const jobs = await database.executeSql(`select state from pgboss.job where name = 'email.send'`);
      expect(jobs.rows.map((r) => r.state)).toEqual(['completed']);
    } finally {
      await database.close();
    }
  });
});
