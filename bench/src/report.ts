import os from 'node:os';
import type { LoadResult } from './load';
import type { CaseResult } from './measure';

export interface Stats {
  p50: number;
  p95: number;
  p99: number;
}

/** Nearest-rank percentiles in milliseconds. */
export function summarise(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
  return { p50: at(50), p95: at(95), p99: at(99) };
}

/**
 * The API p95 a case must stay under. The lists: no more than 1.5 x the raw SQL p95 plus 5 ms,
 * and under 50 ms. A case with its own ceiling (autosave: 20 ms idle, 40 ms under load) is held to
 * that alone: a save is a short transaction whose SQL alone is a few milliseconds.
 */
export function targetMs(sqlP95: number, limitMs?: number): number {
  return limitMs ?? Math.min(1.5 * sqlP95 + 5, 50);
}

export function passes(r: CaseResult): boolean {
  return !!r.api && !!r.sql && r.api.p95 < targetMs(r.sql.p95, r.limitMs);
}

const ms = (n: number) => n.toFixed(1);

export interface Section {
  label: string;
  sizes: string;
  setup: string;
  results: CaseResult[];
  /** The HTTP-under-concurrency cases (PostgreSQL only); why not, when they did not run. */
  load: LoadResult[];
  loadNote?: string;
}

/** Under concurrency the rule is the lists' ratio alone: API p95 at most 1.5 x SQL p95 + 5 ms. */
export function loadTargetMs(sqlP95: number): number {
  return 1.5 * sqlP95 + 5;
}

export function loadPasses(r: LoadResult): boolean {
  return !!r.api && !!r.sql && !r.note && r.api.p95 <= loadTargetMs(r.sql.p95);
}

function loadMarkdown(s: Section): string[] {
  if (s.load.length === 0) return s.loadNote ? ['', `Under concurrency: ${s.loadNote}`] : [];
  const first = s.load[0] as LoadResult;
  const lines = [
    '',
    `Under concurrency: the API in its own process on a port, loaded by autocannon with ${first.connections} ` +
      `connections for ${first.seconds} s, and its statements replayed through a pg pool of ${first.connections} by ` +
      `${first.connections} concurrent loops for ${first.seconds} s, the two in turn in slices of about 3 s. ` +
      'Target: API p95 at most 1.5 x SQL p95 + 5 ms.',
    '',
    '| case | rows found | statements (steps) | API answers/s | API p50 | API p95 | API p99 | SQL runs/s | SQL p50 | SQL p95 | SQL p99 | API p95 / SQL p95 | target (API p95) | result |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of s.load) {
    if (!r.api || !r.sql) {
      lines.push(`| ${r.name} | | | | | | | | | | | | | not measured: ${r.note ?? ''} |`);
      continue;
    }
    const total = r.total === null ? '' : r.total.toLocaleString('en-AU');
    const perSecond = (n: number) => (n / r.seconds).toFixed(0);
    const result = loadPasses(r) ? 'pass' : `**fail**${r.note ? ` (${r.note})` : ''}`;
    lines.push(
      `| ${r.name} | ${total} | ${r.statements} (${r.roundTrips}) | ${perSecond(r.apiCount)} | ${ms(r.api.p50)} | ${ms(r.api.p95)} | ${ms(r.api.p99)} | ${perSecond(r.sqlCount)} | ${ms(r.sql.p50)} | ${ms(r.sql.p95)} | ${ms(r.sql.p99)} | ${(r.api.p95 / r.sql.p95).toFixed(2)} | ≤ ${ms(loadTargetMs(r.sql.p95))} | ${result} |`,
    );
  }
  return lines;
}

export function sectionMarkdown(s: Section): string {
  const head = [`### ${s.label}`, '', `${s.sizes}. ${s.setup}`];
  if (s.results.length === 0) return [...head, ...loadMarkdown(s)].join('\n');
  const lines = [
    ...head,
    '',
    '| case | rows found | statements (steps) | API p50 | API p95 | API p99 | SQL p95 | target (API p95) | result |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of s.results) {
    if (!r.api || !r.sql) {
      lines.push(`| ${r.name} | | | | | | | | not measured: ${r.note ?? ''} |`);
      continue;
    }
    const total = r.total === null ? '' : r.total.toLocaleString('en-AU');
    lines.push(
      `| ${r.name} | ${total} | ${r.roundTrips === null ? r.statements : `${r.statements} (${r.roundTrips})`} | ${ms(r.api.p50)} | ${ms(r.api.p95)} | ${ms(r.api.p99)} | ${ms(r.sql.p95)} | < ${ms(targetMs(r.sql.p95, r.limitMs))} | ${passes(r) ? 'pass' : '**fail**'} |`,
    );
  }
  return [...lines, ...loadMarkdown(s)].join('\n');
}

export function reportMarkdown(sections: Section[], iterations: number, warmup: number): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return [
    '## Bench results',
    '',
    `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ${os.cpus().length} × ${cpu}. ` +
      `Each case: ${warmup} warm-up then ${iterations} timed requests (app.inject on buildApp, signed in as an ` +
      'administrator, or for the client cases as the broker who holds the 20,000 clients), each followed or ' +
      'preceded by the same statements replayed through the driver. Times in ms.',
    '',
    ...sections.flatMap((s) => [sectionMarkdown(s), '']),
  ].join('\n');
}
