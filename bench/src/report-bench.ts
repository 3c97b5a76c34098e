import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { buildApp } from '@brokerdesk/server/src/app';
import { loadConfig } from '@brokerdesk/server/src/config';
import { openDatabase } from '@brokerdesk/server/src/db/client';
import { migrateDatabase } from '@brokerdesk/server/src/db/migrate';
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
 */
const RUNS = 50;
const EMAIL = 'bench.report@bench.example';
const PASSWORD = 'Bench-pass1!';

export interface ReportBenchResult {
  markdown: string;
  passed: boolean;
}

export async function benchReport(): Promise<ReportBenchResult> {
  const database = await openDatabase({});
  await migrateDatabase(database);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
  const jobs = await startJobQueue(database);
  const { app, ctx } = await buildApp({ config, database, jobs, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
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

    const port = (app.server.address() as AddressInfo).port;
    const open = async () => {
      const link = await app.inject({ method: 'POST', url: '/api/report/token', headers: auth, payload: { clientId } });
      const url = link.json().url as string;
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
    // With --expose-gc (the bench script), garbage is collected before each reading: what is left is what stays.
    const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});
    collect();
    const before = process.memoryUsage();
    const rssBefore = before.rss;
    const totals: number[] = [];
    const firsts: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = await open();
      totals.push(r.total);
      firsts.push(r.firstByte);
      bytes = r.bytes;
    }
    collect();
    const after = process.memoryUsage();
    const growthMb = (after.rss - rssBefore) / 1_048_576;
    const heapMb = (after.heapUsed - before.heapUsed) / 1_048_576;
    const wasmMb = (after.arrayBuffers - before.arrayBuffers) / 1_048_576;
    const total = summarise(totals);
    const first = summarise(firsts);
    const passed = total.p95 < 1000 && first.p95 < 300 && growthMb < 64;
    const markdown = [
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, load average ${(os.loadavg()[0] ?? 0).toFixed(1)}; PGlite in memory; ${RUNS} reports in a row after one warm-up, each through real HTTP (a new link, then the PDF). The PDF is ${(bytes / 1024).toFixed(0)} KB.`,
      '',
      '| case | p50 | p95 | p99 | target | result |',
      '|---|---:|---:|---:|---:|---|',
      `| report: whole PDF | ${total.p50.toFixed(0)} ms | ${total.p95.toFixed(0)} ms | ${total.p99.toFixed(0)} ms | p95 < 1,000 ms | ${total.p95 < 1000 ? 'pass' : '**fail**'} |`,
      `| report: first byte | ${first.p50.toFixed(0)} ms | ${first.p95.toFixed(0)} ms | ${first.p99.toFixed(0)} ms | p95 < 300 ms | ${first.p95 < 300 ? 'pass' : '**fail**'} |`,
      `| report: RSS growth over ${RUNS} | | ${growthMb.toFixed(1)} MB | | < 64 MB | ${growthMb < 64 ? 'pass' : '**fail**'} |`,
      '',
      `Of the RSS growth, the JavaScript heap in use grew ${heapMb.toFixed(1)} MB and array buffers ${wasmMb.toFixed(1)} MB after a full collection.`,
    ].join('\n');
    return { markdown, passed };
  } finally {
    await app.close();
    await jobs.stop();
    await database.close();
  }
}
