import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { autosaveCases, type BenchCase, clientListCases, listCases, loadCases } from './cases';
import { type BenchSizes, BIG_BROKER_EMAIL, generateData } from './generate';
import { benchImport } from './import-bench';
import { type LoadOptions, type LoadResult, measureLoad, startHttpServer } from './load';
import { ADMIN_EMAIL, type CaseResult, measureCase, startBenchApp } from './measure';
import { benchPreviews } from './previews-bench';
import { QueryRecorder } from './recorder';
import { loadPasses, passes, reportMarkdown, type Section } from './report';
import { benchReport } from './report-bench';
import { openPgliteTarget, openPostgresTarget, type Target } from './targets';

/**
 * `npm run bench [-- --pg-only | --pglite-only]`: generates the full data set on PostgreSQL and a smaller set on
 * the embedded database, then times the admin lists through the API beside the same SQL run directly.
 */
const USAGE =
  'Usage: npm run bench -w bench -- [--pg-only | --pglite-only | --report-only | --previews-only | --import-only], or BENCH_ONLY=pg|pglite|report|previews|import npm run bench';
const ONLY_FLAGS = ['--pg-only', '--pglite-only', '--report-only', '--previews-only', '--import-only'];
const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not ${raw}`);
  return n;
}

const describeSizes = (s: BenchSizes) =>
  `${s.brokers.toLocaleString('en-AU')} brokers, ${s.planners.toLocaleString('en-AU')} planners, ` +
  `${s.clients.toLocaleString('en-AU')} clients (one broker holds ${s.bigBrokerClients.toLocaleString('en-AU')}), ` +
  `${s.feedback.toLocaleString('en-AU')} feedback`;

/** BENCH_CASES=clients,http keeps the cases whose names start with one of those words. */
function selected(cases: BenchCase[]): BenchCase[] {
  const only = process.env.BENCH_CASES?.split(',')
    .map((w) => w.trim())
    .filter(Boolean);
  return only?.length ? cases.filter((x) => only.some((w) => x.name.startsWith(w))) : cases;
}

/** Fills the target, or finds the big broker in a reused one; answers their adviser id and how it went. */
async function prepareData(target: Target): Promise<{ bigBrokerAdviserId: number; setup: string }> {
  if (target.reused) {
    const { rows } = await target.database.executeSql(
      'select a.id from advisers a join users u on u.id = a.user_id where u.email = $1',
      [BIG_BROKER_EMAIL],
    );
    if (!rows[0]) throw new Error(`${target.label} holds no ${BIG_BROKER_EMAIL}: is it a bench database?`);
    console.log(`\n${target.label}: reusing its data`);
    return { bigBrokerAdviserId: Number(rows[0].id), setup: 'Data of an earlier run (BENCH_DATABASE).' };
  }
  console.log(`\n${target.label}: generating ${describeSizes(target.sizes)}`);
  const started = performance.now();
  const session = await target.generatorSession();
  let generated: Awaited<ReturnType<typeof generateData>>;
  try {
    generated = await generateData(session.exec, target.sizes, (line) => console.log(line));
  } finally {
    await session.end();
  }
  const genSeconds = (performance.now() - started) / 1000;
  const steps = Object.entries(generated.seconds)
    .map(([k, v]) => `${k} ${v.toFixed(1)} s`)
    .join(', ');
  console.log(`  generated in ${genSeconds.toFixed(1)} s (${steps})`);
  return {
    bigBrokerAdviserId: generated.bigBrokerAdviserId,
    setup: `Generated in ${genSeconds.toFixed(0)} s, then VACUUM ANALYZE.`,
  };
}

async function benchTarget(
  open: (recorder: QueryRecorder) => Promise<Target>,
  opts: { iterations: number; warmup: number; showSql: boolean; load: LoadOptions },
): Promise<Section> {
  const recorder = new QueryRecorder();
  const target = await open(recorder);
  try {
    const generated = await prepareData(target);

    // Other work on the machine shows in the tails; the load average says how much there was.
    const loadBefore = os.loadavg()[0] ?? 0;
    const bench = await startBenchApp(target.database);
    const results: CaseResult[] = [];
    const load: LoadResult[] = [];
    let loadNote: string | undefined;
    try {
      // The deep pages sit half-way through the lists (offsets 50,000 and 10,000 at the full sizes).
      const [first] = (
        await target.database.executeSql(
          `select a.client_id, a.id from applicants a join clients c on c.id = a.client_id
           where c.adviser_id = $1 and a.is_primary order by c.id limit 1`,
          [generated.bigBrokerAdviserId],
        )
      ).rows;
      const cases = [
        ...listCases(Math.floor(target.sizes.brokers / 2)),
        ...clientListCases(Math.floor(target.sizes.bigBrokerClients / 2)),
        ...autosaveCases(Number(first?.client_id), Number(first?.id)),
      ];
      for (const c of selected(cases)) {
        const r = await measureCase(bench, recorder, target, c, opts);
        results.push(r);
        const line =
          r.api && r.sql
            ? `API p95 ${r.api.p95.toFixed(1)} ms, SQL p95 ${r.sql.p95.toFixed(1)} ms, ${passes(r) ? 'pass' : 'FAIL'}`
            : `not measured: ${r.note}`;
        console.log(`  ${c.name}: ${line}`);
      }
      const httpCases = selected(loadCases());
      if (httpCases.length > 0 && !target.url) {
        loadNote =
          'not measured: the embedded database lives inside the bench process, so no server process can share it.';
      } else if (httpCases.length > 0 && target.url) {
        const server = await startHttpServer(target.url, ADMIN_EMAIL);
        try {
          for (const c of httpCases) {
            const r = await measureLoad(server, bench, recorder, target.url, c, opts.load);
            load.push(r);
            const line =
              r.api && r.sql
                ? `API p95 ${r.api.p95.toFixed(1)} ms (${r.apiCount} answers), SQL p95 ${r.sql.p95.toFixed(1)} ms ` +
                  `(${r.sqlCount} runs), ${(r.api.p95 / r.sql.p95).toFixed(2)}x, ${loadPasses(r) ? 'pass' : 'FAIL'}`
                : `not measured: ${r.note}`;
            console.log(`  ${c.name}: ${line}`);
          }
        } finally {
          await server.stop();
        }
      }
    } finally {
      await bench.close();
    }
    return {
      label: target.label,
      sizes: describeSizes(target.sizes),
      setup:
        `${generated.setup} ` +
        `Load average ${loadBefore.toFixed(1)} before the timings, ${(os.loadavg()[0] ?? 0).toFixed(1)} after.`,
      results,
      load,
      loadNote,
    };
  } finally {
    await target.close();
  }
}

async function main(): Promise<number> {
  // From the root, npm keeps `--flags` for itself, hence BENCH_ONLY as well.
  const only = process.env.BENCH_ONLY ? [`--${process.env.BENCH_ONLY}-only`] : [];
  const args = [...process.argv.slice(2), ...only];
  const unknown = args.find((a) => !ONLY_FLAGS.includes(a));
  if (unknown || args.length > 1) {
    console.error(unknown ? `Unknown argument or BENCH_ONLY value ${unknown}. ${USAGE}` : USAGE);
    return 2;
  }
  const opts = {
    iterations: positiveInt('BENCH_ITERATIONS', 200),
    warmup: positiveInt('BENCH_WARMUP', 20),
    showSql: process.env.BENCH_SHOW_SQL === '1',
    load: {
      connections: Math.max(1, positiveInt('BENCH_HTTP_CONNECTIONS', 10)),
      seconds: Math.max(1, positiveInt('BENCH_HTTP_SECONDS', 15)),
      warmupSeconds: positiveInt('BENCH_HTTP_WARMUP_SECONDS', 3),
    },
  };
  const serverUrl = process.env.BENCH_DATABASE_URL || DEFAULT_SERVER;
  const keep = process.env.BENCH_KEEP === '1';

  // Document previews (decision 030): their own data and targets, written to their own file in the results folder.
  const previews = args.length === 0 || args.includes('--previews-only') ? await benchPreviews() : null;
  if (previews) {
    const outDir = path.join(import.meta.dirname, '..', 'results');
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'previews.md'), `${previews.markdown}\n`);
    console.log(`\n${previews.markdown}\n`);
    if (args.includes('--previews-only')) return previews.passed ? 0 : 1;
  }

  // The client import (decision 039): its own data and target, written to its own file in the results folder.
  const imported = args.length === 0 || args.includes('--import-only') ? await benchImport() : null;
  if (imported) {
    const outDir = path.join(import.meta.dirname, '..', 'results');
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'import.md'), `${imported.markdown}\n`);
    console.log(`\n${imported.markdown}\n`);
    if (args.includes('--import-only')) return imported.passed ? 0 : 1;
  }

  // The application report (decision 021): its own data and targets, written to its own file in the results folder.
  const report = args.includes('--pg-only') || args.includes('--pglite-only') ? null : await benchReport();
  if (report) {
    const outDir = path.join(import.meta.dirname, '..', 'results');
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'report.md'), `${report.markdown}\n`);
    console.log(`\n${report.markdown}\n`);
    if (args.includes('--report-only')) return report.passed ? 0 : 1;
  }

  const sections: Section[] = [];
  if (!args.includes('--pglite-only')) {
    const reuse = process.env.BENCH_DATABASE || undefined;
    sections.push(await benchTarget((r) => openPostgresTarget(serverUrl, r.onQuery, keep, reuse), opts));
  }
  if (!args.includes('--pg-only')) {
    sections.push(await benchTarget((r) => openPgliteTarget(r.onQuery), opts));
  }

  const markdown = reportMarkdown(sections, opts.iterations, opts.warmup);
  const outDir = path.join(import.meta.dirname, '..', 'results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'latest.md'), markdown);
  console.log(`\n${markdown}\nWritten to ${path.relative(process.cwd(), path.join(outDir, 'latest.md'))}`);
  const measured = sections.flatMap((s) => s.results).filter((r) => r.api);
  const loaded = sections.flatMap((s) => s.load).filter((r) => r.api);
  return measured.every(passes) &&
    loaded.every(loadPasses) &&
    (report?.passed ?? true) &&
    (previews?.passed ?? true) &&
    (imported?.passed ?? true)
    ? 0
    : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    console.error(err);
    process.exitCode = 1;
  },
);
