import { buildApp } from '@brokerdesk/server/src/app';
import { loadConfig } from '@brokerdesk/server/src/config';
import { openDatabase } from '@brokerdesk/server/src/db/client';
import { createUserAccount } from '@brokerdesk/server/src/features/users/user-create';
import { startJobQueue } from '@brokerdesk/server/src/jobs/queue';
import { prepareDatabase } from '@brokerdesk/server/src/startup';
import { clientCsv, toCsv } from '@brokerdesk/server/test/client-import-fixtures';
import { multipart } from '@brokerdesk/server/test/file-fixtures';

/**
 * The client import (decision 039): a CSV file of 10,000 clients (names, email, mobile, address, status, a note on a
 * quarter of them) through `POST /api/client/import` on PGlite in memory, as a dry run, as the import, and as the same
 * import again (which adds nobody). Target: the import within 30 s. `BENCH_ONLY=import npm run bench`.
 */
const ROWS = Number(process.env.BENCH_IMPORT_ROWS || 10_000);
const TARGET_MS = 30_000;
const EMAIL = 'bench.import@bench.example';
const PASSWORD = 'Bench-pass1!';

export interface ImportBenchResult {
  markdown: string;
  passed: boolean;
}

export async function benchImport(): Promise<ImportBenchResult> {
  const database = await openDatabase({});
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
      last_name: 'Import',
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: EMAIL, password: PASSWORD },
    });
    const auth = { authorization: `Bearer ${login.json().token as string}` };
    const file = Buffer.from(toCsv(clientCsv(ROWS, { domain: 'bench.example' })));

    const timed = async (dryRun: boolean) => {
      const form = multipart([
        { name: 'dryRun', value: String(dryRun) },
        { name: 'file', filename: 'clients.csv', type: 'text/csv', data: file },
      ]);
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/client/import',
        payload: form.payload,
        headers: { ...auth, ...form.headers },
      });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`import answered ${res.statusCode}: ${res.body.slice(0, 500)}`);
      const body = res.json() as { imported: number; errors: unknown[]; rows: { outcome: string }[] };
      if (body.errors.length > 0) throw new Error(`import found errors: ${JSON.stringify(body.errors.slice(0, 3))}`);
      return { ms, imported: body.imported, existing: body.rows.filter((r) => r.outcome === 'existing').length };
    };

    console.log(`\nClient import: ${ROWS.toLocaleString('en-AU')} rows (${(file.length / 1024).toFixed(0)} KB)`);
    const dry = await timed(true);
    console.log(`  dry run: ${(dry.ms / 1000).toFixed(1)} s`);
    const run = await timed(false);
    console.log(`  import: ${(run.ms / 1000).toFixed(1)} s, ${run.imported} clients added`);
    const again = await timed(false);
    console.log(
      `  again: ${(again.ms / 1000).toFixed(1)} s, ${again.imported} added, ${again.existing} already clients`,
    );
    const { rows } = await database.executeSql('select count(*)::int as n from clients', []);
    const stored = Number(rows[0]?.n);

    const passed = run.ms < TARGET_MS && run.imported === ROWS && again.imported === 0 && stored === ROWS;
    const line = (name: string, r: { ms: number }, result: string, target: string, ok: boolean) =>
      `| ${name} | ${(r.ms / 1000).toFixed(1)} s | ${result} | ${target} | ${ok ? 'pass' : 'FAIL'} |`;
    const markdown = [
      `### Client import (${ROWS.toLocaleString('en-AU')} rows, PGlite in memory, through POST /api/client/import)`,
      '',
      '| run | time | result | target | |',
      '|---|---:|---|---|---|',
      line('dry run', dry, 'nothing added', '—', dry.imported === 0),
      line(
        'import',
        run,
        `${run.imported.toLocaleString('en-AU')} clients added`,
        '< 30 s, every row added',
        run.ms < TARGET_MS && run.imported === ROWS,
      ),
      line(
        'the same file again',
        again,
        `${again.imported} added`,
        'nothing added',
        again.imported === 0 && stored === ROWS,
      ),
    ].join('\n');
    return { markdown, passed };
  } finally {
    await app.close();
    await jobs.stop();
    await database.close();
  }
}
