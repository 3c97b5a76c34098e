import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@brokerdesk/server/src/app';
import { loadConfig } from '@brokerdesk/server/src/config';
import { openDatabase } from '@brokerdesk/server/src/db/client';
import { prepareDatabase } from '@brokerdesk/server/src/startup';
import {
  activity,
  applicants,
  applicationItems,
  applicationSections,
  documentRequests,
  documentTypes,
  files,
} from '@brokerdesk/server/src/db/schema';
import { createUserAccount } from '@brokerdesk/server/src/features/users/user-create';
import { startJobQueue } from '@brokerdesk/server/src/jobs/queue';
import { summarise } from './report';

/**
 * The application report (decision 021) of a full application: 4 applicants, 40 assets and liabilities, 60 document
 * requests and 200 activity rows, generated 50 times in a row through real HTTP. Targets: p95 under 1 s, the first
 * byte of the PDF within 300 ms, RSS growth under 64 MB. `BENCH_ONLY=report npm run bench`.
 *
 * The data is written into an embedded database in a folder of its own; the server that answers is then started
 * there as production starts it: `npm run start:prod` (its allocator settings and heap bounds with it; the Dockerfile's
 * CMD and ENV say the same, apps/server/test/production-command.test.ts), the built server in a process of its own
 * whose RSS is read from /proc. To try other settings without changing the command: BENCH_SERVER_NODE_OPTIONS (the
 * server's NODE_OPTIONS) and glibc's MALLOC_* variables, which pass through.
 */
const RUNS = 50;
const EMAIL = 'bench.report@bench.example';
const PASSWORD = 'Bench-pass1!';

export interface ReportBenchResult {
  markdown: string;
  passed: boolean;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/** A broker with a full application, written into the embedded database at `dbDir`; answers a session and the client. */
async function seedFullApplication(dbDir: string): Promise<{ token: string; clientId: number }> {
  const database = await openDatabase({ dataDir: dbDir });
  await prepareDatabase(database);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
  const jobs = await startJobQueue(database);
  const { app, ctx } = await buildApp({ config, database, jobs, logger: false });
  try {
    await createUserAccount(ctx, {
      email: EMAIL,
      password: PASSWORD,
      role: 'broker',
      first_name: 'Bench',
      last_name: 'Broker',
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: EMAIL, password: PASSWORD },
    });
    const token = login.json().token as string;
    const auth = { authorization: `Bearer ${token}` };
    const created = await app.inject({
      method: 'POST',
      url: '/api/client/create',
      headers: auth,
      payload: { first_name: 'Full', last_name: 'Application', email: 'full.application@bench.example' },
    });
    const clientId = created.json().client.id as number;
    const adviserId = created.json().client.adviser_id as number;
    const people = [created.json().applicant.id as number];
    for (const [first, last] of [
      ['Second', 'Applicant'],
      ['Third', 'Applicant'],
      ['Fourth', 'Applicant'],
    ]) {
      const [row] = await ctx.db
        .insert(applicants)
        .values({
          adviser_id: adviserId,
          client_id: clientId,
          type: 'person',
          position: people.length,
          data: { first_name: first, last_name: last, date_of_birth: '1980-01-01', email: `${first}@bench.example` },
        })
        .returning({ id: applicants.id });
      people.push(row?.id as number);
    }
    const owners = people.slice(0, 2).map((id) => ({ applicant_id: id, share_percent: 50 }));
    await ctx.db.insert(applicationItems).values([
      ...Array.from({ length: 20 }, (_, i) => ({
        adviser_id: adviserId,
        client_id: clientId,
        section: 'asset' as const,
        kind: 'Savings',
        position: i,
        data: { institution: `Bank ${i}`, value: 1_000_000 + i * 12_345, owners },
      })),
      ...Array.from({ length: 20 }, (_, i) => ({
        adviser_id: adviserId,
        client_id: clientId,
        section: 'liability' as const,
        kind: 'Personal Loan',
        position: i,
        data: {
          lender: `Lender ${i}`,
          balance: 500_000 + i * 999,
          repayment: 25_000,
          repayment_frequency: 'monthly',
          owners,
        },
      })),
      ...people.map((id) => ({
        adviser_id: adviserId,
        client_id: clientId,
        applicant_id: id,
        section: 'employment' as const,
        data: {
          employer: 'Employer',
          occupation: 'Engineer',
          is_current: true,
          start_date: '2015-01-01',
          gross_income: 9_500_000,
          income_frequency: 'annually',
        },
      })),
    ]);
    await ctx.db.insert(applicationSections).values([
      {
        adviser_id: adviserId,
        client_id: clientId,
        section: 'requirement',
        data: { purpose: 'purchase', loan_amount: 80_000_000, objectives: 'A family home.' },
      },
      {
        adviser_id: adviserId,
        client_id: clientId,
        section: 'expense',
        data: {
          groceries_amount: 40_000,
          groceries_frequency: 'weekly',
          rent_board_amount: 250_000,
          rent_board_frequency: 'monthly',
        },
      },
    ]);
    const types = await ctx.db.select({ id: documentTypes.id }).from(documentTypes).limit(15);
    for (const applicantId of people) {
      for (const type of types) {
        const [request] = await ctx.db
          .insert(documentRequests)
          .values({
            adviser_id: adviserId,
            client_id: clientId,
            applicant_id: applicantId,
            document_type_id: type.id,
            state: 'accepted',
          })
          .returning({ id: documentRequests.id });
        await ctx.db.insert(files).values({
          adviser_id: adviserId,
          client_id: clientId,
          applicant_id: applicantId,
          request_id: request?.id as number,
          purpose: 'document',
          storage_key: `${crypto.randomUUID()}.pdf`,
          file_name: `document-${type.id}.pdf`,
          content_type: 'application/pdf',
          size_bytes: 120_000,
          review_state: 'accepted',
          sequence: 1,
          document_date: '2026-10-01',
        });
      }
    }
    await ctx.db.insert(activity).values(
      Array.from({ length: 200 }, (_, i) => ({
        action: i % 2 ? 'field_changed' : 'page_opened',
        adviser_id: adviserId,
        client_id: clientId,
      })),
    );

    return { token, clientId };
  } finally {
    await app.close();
    await jobs.stop();
    await database.close();
  }
}

/** The README's production start: `npm run start:prod` as package.json defines it (the Dockerfile's CMD and ENV agree). */
function productionStart(): string {
  const scripts = (
    JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  const command = scripts['start:prod'];
  if (!command) throw new Error('package.json has no start:prod script');
  return command;
}

/** The process npm started for a script: the shell it ran, which `exec` made the server itself (Linux). */
async function scriptProcess(npmPid: number): Promise<number> {
  for (let waited = 0; waited < 30_000; waited += 100) {
    const children = fs.readFileSync(`/proc/${npmPid}/task/${npmPid}/children`, 'utf8').trim().split(/\s+/);
    const child = Number(children[0]);
    if (child && fs.readlinkSync(`/proc/${child}/exe`).endsWith('/node')) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('npm run start:prod started no node process');
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The resident memory of a process, in bytes (Linux). */
function rssOf(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

export async function benchReport(): Promise<ReportBenchResult> {
  const built = spawnSync(process.execPath, ['scripts/ensure-builds.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the build failed');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-report-bench-'));
  const { token, clientId } = await seedFullApplication(path.join(dataDir, 'db'));
  const production = productionStart();
  const port = await freePort();
  // npm and the node it runs are the project's (Node 24): node_modules/.bin first on the PATH.
  const server = spawn('npm', ['run', '--silent', 'start:prod'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      PATH: `${path.join(ROOT, 'node_modules/.bin')}:${process.env.PATH ?? ''}`,
      HOME: process.env.HOME ?? os.tmpdir(),
      // To try other allocator settings without changing the command: glibc's MALLOC_* variables pass through.
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('MALLOC_'))),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      // /metrics on the app's port, for the JavaScript heap's share of the growth.
      METRICS_TOKEN: 'bench-report-metrics',
      ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let waited = 0; ; waited += 250) {
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (waited > 120_000 || server.exitCode !== null) throw new Error('the production start did not answer');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const open = async () => {
      const link = await fetch(`${base}/api/report/token`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ clientId }),
      });
      const linked = new URL(((await link.json()) as { url: string }).url, base);
      const url = `${linked.pathname}${linked.search}`;
      return new Promise<{ firstByte: number; total: number; bytes: number }>((resolve, reject) => {
        const started = performance.now();
        let firstByte = 0;
        let bytes = 0;
        http
          .get({ host: '127.0.0.1', port, path: url }, (res) => {
            if (res.statusCode !== 200) reject(new Error(`report answered ${res.statusCode}`));
            res.on('data', (chunk: Buffer) => {
              if (!firstByte) firstByte = performance.now() - started;
              bytes += chunk.length;
            });
            res.on('end', () => resolve({ firstByte, total: performance.now() - started, bytes }));
          })
          .on('error', reject);
      });
    };
    await open();
    const heapOf = async () => {
      const text = await (
        await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer bench-report-metrics' } })
      ).text();
      return Number(/^nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1] ?? Number.NaN);
    };
    const serverPid = await scriptProcess(server.pid as number);
    const heapBefore = await heapOf();
    const rssBefore = rssOf(serverPid);
    const totals: number[] = [];
    const firsts: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = await open();
      totals.push(r.total);
      firsts.push(r.firstByte);
      bytes = r.bytes;
    }
    const rssAfter = rssOf(serverPid);
    const heapGrowthMb = ((await heapOf()) - heapBefore) / 1_048_576;
    const growthMb = (rssAfter - rssBefore) / 1_048_576;
    const total = summarise(totals);
    const first = summarise(firsts);
    const passed = total.p95 < 1000 && first.p95 < 300 && growthMb < 64;
    const tried = [
      ...Object.entries(process.env).filter(([k]) => k.startsWith('MALLOC_')),
      ['NODE_OPTIONS', process.env.BENCH_SERVER_NODE_OPTIONS],
    ]
      .filter(([, v]) => v)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ');
    const markdown = [
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, load average ${(os.loadavg()[0] ?? 0).toFixed(1)}; the production start \`npm run start:prod\` (\`${production}\`${tried ? `, with ${tried} from the bench's environment` : ''}) on the embedded database in a folder; ${RUNS} reports in a row after one warm-up, each through real HTTP (a new link, then the PDF). The PDF is ${(bytes / 1024).toFixed(0)} KB; the server's RSS ${(rssBefore / 1_048_576).toFixed(0)} MB before the ${RUNS} and ${(rssAfter / 1_048_576).toFixed(0)} MB after, of which the JavaScript heap in use grew ${heapGrowthMb.toFixed(1)} MB (uncollected garbage included: production forces no collection).`,
      '',
      '| case | p50 | p95 | p99 | target | result |',
      '|---|---:|---:|---:|---:|---|',
      `| report: whole PDF | ${total.p50.toFixed(0)} ms | ${total.p95.toFixed(0)} ms | ${total.p99.toFixed(0)} ms | p95 < 1,000 ms | ${total.p95 < 1000 ? 'pass' : '**fail**'} |`,
      `| report: first byte | ${first.p50.toFixed(0)} ms | ${first.p95.toFixed(0)} ms | ${first.p99.toFixed(0)} ms | p95 < 300 ms | ${first.p95 < 300 ? 'pass' : '**fail**'} |`,
      `| report: RSS growth over ${RUNS} | | ${growthMb.toFixed(1)} MB | | < 64 MB | ${growthMb < 64 ? 'pass' : '**fail**'} |`,
    ].join('\n');
    return { markdown, passed };
  } finally {
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
