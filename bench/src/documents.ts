import { type ChildProcess, execFile, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { DOCUMENT_TUS_PATH } from '@brokerdesk/contract';
import { hashPassword } from '@brokerdesk/server/src/accounts/passwords';
import { type Database, openDatabase } from '@brokerdesk/server/src/db/client';
import { prepareDatabase } from '@brokerdesk/server/src/startup';
import pg from 'pg';
import { makeBroker, makeDocClient } from './documents-seed';

/**
 * The documents issue's performance targets (bench/README.md "Documents"), `npm run bench:documents -w bench`:
 * the zip of 300 files / 500 MB against `zip -0 -r` on the same files (throughput, the server's RSS growth, first
 * byte); a 20 MB upload's RSS growth; a resumable upload cut midway sends only the missing part on resume; the
 * Documents page's API (60 requests, 200 files) p95 on PostgreSQL (HTTP, server in its own process) and on PGlite.
 */
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ZIP_FILES = Number(process.env.BENCH_ZIP_FILES ?? 300);
const ZIP_BYTES = Number(process.env.BENCH_ZIP_MB ?? 500) * 1024 * 1024;
const PASSWORD = 'Bench-pass1!';
const MB = 1024 * 1024;

const rssOf = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return Number(m?.[1] ?? 0) * 1024;
};
/** Samples the process's RSS every 10 ms while `work` runs; answers the work's result and the peak growth. */
async function peakRssGrowth<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const base = rssOf(pid);
  let peak = base;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 10);
  try {
    const result = await work();
    peak = Math.max(peak, rssOf(pid));
    return { result, growth: peak - base };
  } finally {
    clearInterval(timer);
  }
}
const p95 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.ceil(samples.length * 0.95) - 1] ?? 0;

function startServer(databaseUrl: string, dataDir: string) {
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'http-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_SERVER_DATABASE_URL: databaseUrl, BENCH_DATA_DIR: dataDir, BENCH_SERVER_QUIET: '1' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise<{ base: string; pid: number; stop(): Promise<void> }>((resolve, reject) => {
    child.once('message', (m) =>
      resolve({
        base: `http://127.0.0.1:${(m as { port: number }).port}`,
        pid: child.pid as number,
        async stop() {
          if (child.connected) child.disconnect();
          await exited;
        },
      }),
    );
    child.once('exit', (code) => reject(new Error(`the documents bench server exited with ${code}`)));
  });
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** POST download-all-as-zip, read to the end: first byte, bytes, seconds. */
async function timeZip(base: string, token: string, clientId: number) {
  const started = performance.now();
  const res = await fetch(`${base}/api/document/download-all-as-zip`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ clientId }),
  });
  if (!res.ok || !res.body) throw new Error(`zip failed: ${res.status}`);
  let firstByte = 0;
  let bytes = 0;
  for await (const chunk of res.body) {
    if (!firstByte) firstByte = performance.now() - started;
    bytes += (chunk as Uint8Array).length;
  }
  return { firstByteMs: firstByte, bytes, seconds: (performance.now() - started) / 1000 };
}

/** `zip -0 -r -q -` over links to the same files, its output discarded: the reference throughput. */
async function timeZipTool(paths: string[]) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-zip-'));
  for (const [i, p] of paths.entries()) fs.symlinkSync(p, path.join(dir, `file-${i}.pdf`));
  const started = performance.now();
  const bytes = await new Promise<number>((resolve, reject) => {
    const child = execFile('sh', ['-c', `cd "${dir}" && zip -0 -r -q - . | wc -c`], (err, stdout) =>
      err ? reject(err) : resolve(Number(stdout.trim())),
    );
    child.on('error', reject);
  });
  const seconds = (performance.now() - started) / 1000;
  fs.rmSync(dir, { recursive: true, force: true });
  return { bytes, seconds };
}

async function upload20(base: string, token: string, requestId: number) {
  const body = new FormData();
  body.set('requestId', String(requestId));
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(20 * MB - 9)]);
  body.set('file', new Blob([bytes], { type: 'application/pdf' }), 'statement.pdf');
  const res = await fetch(`${base}/api/document/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
}

/** A tus upload cut after `cutAt` bytes, then resumed from the offset the server reports: the bytes each side sent. */
async function resumedUpload(base: string, token: string, requestId: number, size: number, cutAt: number) {
  const headers = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
  const b64 = (v: string) => Buffer.from(v).toString('base64');
  const created = await fetch(`${base}${DOCUMENT_TUS_PATH}`, {
    method: 'POST',
    headers: {
      ...headers,
      'upload-length': String(size),
      'upload-metadata': `requestId ${b64(String(requestId))},filename ${b64('scan.pdf')}`,
    },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) throw new Error(`tus create failed: ${created.status}`);
  const url = new URL(location, base);
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size - 9)]);
  // The first PATCH dies after cutAt bytes, as a phone losing its signal.
  await new Promise<void>((resolve) => {
    const req = http.request(url, {
      method: 'PATCH',
      headers: {
        ...headers,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
        'content-length': String(size),
      },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(bytes.subarray(0, cutAt), () => setTimeout(() => req.destroy(), 300));
  });
  await new Promise((r) => setTimeout(r, 500));
  const head = await fetch(url, { method: 'HEAD', headers });
  const offset = Number(head.headers.get('upload-offset'));
  const rest = bytes.subarray(offset);
  const done = await fetch(url, {
    method: 'PATCH',
    headers: { ...headers, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    body: rest,
  });
  if (done.status !== 204 && done.status !== 200)
    throw new Error(`tus resume failed: ${done.status} ${await done.text()}`);
  return { size, firstSent: cutAt, offset, resumedSent: rest.length };
}

async function requestsP95(get: () => Promise<void>) {
  for (let i = 0; i < 20; i++) await get();
  const samples: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    await get();
    samples.push(performance.now() - started);
  }
  return p95(samples);
}

async function pgliteRequests(): Promise<number> {
  const { buildApp } = await import('@brokerdesk/server/src/app');
  const { loadConfig } = await import('@brokerdesk/server/src/config');
  const { startJobQueue } = await import('@brokerdesk/server/src/jobs/queue');
  const database = await openDatabase({});
  await prepareDatabase(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-docs-pglite-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WEB_DIST_DIR: '/x' });
  const jobs = await startJobQueue(database);
  const { app } = await buildApp({ config, database, jobs, logger: false });
  await app.ready();
  try {
    const adviserId = await makeBroker(database, 'docs.pglite@bench.example', await hashPassword(PASSWORD));
    const c = await makeDocClient(database, { adviserId, requests: 60, files: 200 });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'docs.pglite@bench.example', password: PASSWORD },
    });
    const token = login.json().token;
    const url = `/api/document/requests?clientId=${c.clientId}&applicantId=${c.applicantId}`;
    return await requestsP95(async () => {
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode !== 200 || res.json().requests.length !== 60) throw new Error(`requests: ${res.statusCode}`);
    });
  } finally {
    await app.close();
    await jobs.stop();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const name = `bench_docs_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-docs-'));
  const filesDir = path.join(dataDir, 'files');
  fs.mkdirSync(filesDir, { recursive: true });
  let database: Database | undefined;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const lines: string[] = [];
  const say = (line: string) => {
    lines.push(line);
    console.log(line);
  };
  try {
    database = await openDatabase({ url: url.toString() });
    await prepareDatabase(database);
    const email = 'docs.broker@bench.example';
    const adviserId = await makeBroker(database, email, await hashPassword(PASSWORD));
    console.log(`writing ${ZIP_FILES} files, ${ZIP_BYTES / MB} MB …`);
    const zipClient = await makeDocClient(database, {
      adviserId,
      requests: 60,
      files: ZIP_FILES,
      bytesPerFile: Math.floor(ZIP_BYTES / ZIP_FILES),
      filesDir,
    });
    const listClient = await makeDocClient(database, { adviserId, requests: 60, files: 200 });
    server = await startServer(url.toString(), dataDir);
    const token = await signIn(server.base, email);

    const tool = await timeZipTool(zipClient.paths);
    const pid = server.pid;
    const zip = await peakRssGrowth(pid, () => timeZip(server?.base as string, token, zipClient.clientId));
    const ours = zip.result.bytes / MB / zip.result.seconds;
    const theirs = tool.bytes / MB / tool.seconds;
    say(
      `| Zip, ${ZIP_FILES} files, ${(zip.result.bytes / MB).toFixed(0)} MB | ${ours.toFixed(0)} MB/s vs zip -0 -r ${theirs.toFixed(0)} MB/s (${((ours / theirs) * 100).toFixed(0)} %, target ≥ 70 %) |`,
    );
    say(`| Zip, server RSS growth | ${(zip.growth / MB).toFixed(1)} MB (target ≤ 64 MB) |`);
    say(`| Zip, first byte | ${zip.result.firstByteMs.toFixed(0)} ms (target ≤ 500 ms) |`);

    const requestId = listClient.requestIds[0] as number;
    const up = await peakRssGrowth(pid, () => upload20(server?.base as string, token, requestId));
    say(`| Upload of 20 MB (multipart), server RSS growth | ${(up.growth / MB).toFixed(1)} MB (target < 32 MB) |`);
    const tus = await resumedUpload(server.base, token, listClient.requestIds[1] as number, 8 * MB, 3 * MB);
    say(
      `| Resumable upload of ${tus.size / MB} MB cut after ${tus.firstSent / MB} MB | server kept ${(tus.offset / MB).toFixed(2)} MB; the resume sent ${(tus.resumedSent / MB).toFixed(2)} MB = ${tus.size === tus.offset + tus.resumedSent ? 'only the missing part' : 'MORE THAN THE MISSING PART'} |`,
    );

    const listUrl = `${server.base}/api/document/requests?clientId=${listClient.clientId}&applicantId=${listClient.applicantId}`;
    const pgP95 = await requestsP95(async () => {
      const res = await fetch(listUrl, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`requests: ${res.status}`);
      await res.arrayBuffer();
    });
    say(`| Documents API, 60 requests / 200 files, PostgreSQL (HTTP) | p95 ${pgP95.toFixed(1)} ms (target < 50 ms) |`);
  } finally {
    await server?.stop();
    await database?.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const pgliteP95 = await pgliteRequests();
  say(`| Documents API, 60 requests / 200 files, PGlite (inject) | p95 ${pgliteP95.toFixed(1)} ms (target < 50 ms) |`);
  const outDir = path.join(import.meta.dirname, '..', 'results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'documents.md'), `${lines.join('\n')}\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
