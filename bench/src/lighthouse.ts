import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { type BrowserContext, chromium, type Page as PlaywrightPage } from 'playwright-core';

/**
 * `npm run lighthouse`: Lighthouse's mobile preset (a mid-range phone on slow 4G, simulated throttling) on the
 * login page, the client's home and a fact-find page of the client portal, the demo broker's home and a fact-find
 * page of the demo client's application as the broker sees it, each run RUNS times, printing the median score of
 * performance, accessibility and best practices and the median LCP, TBT and CLS (bench/README.md, Measured). The app
 * is the one `npm start` runs (the npm script builds what is missing or stale first): the compiled server on a
 * throwaway data folder, which seeds the demo accounts.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`LIGHTHOUSE_RUNS must be a whole number above 0`);
/** Set to a folder to keep each run's full report (JSON, opens in the Lighthouse viewer). */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
/**
 * Set (e.g. 4) to wait, up to 30 minutes, until the 1-minute load average is under it: simulated throttling scales the
 * CPU time it observes, so a machine busy with other work lowers the scores.
 */
const MAX_LOAD = process.env.LIGHTHOUSE_MAX_LOAD ? Number(process.env.LIGHTHOUSE_MAX_LOAD) : undefined;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/** The demo accounts (apps/server/src/seed/demo-accounts.ts); client@example.com is a client of broker@example.com. */
const ACCOUNTS = {
  client: { email: 'client@example.com', password: 'Demo-pass1!' },
  broker: { email: 'broker@example.com', password: 'Demo-pass1!' },
} as const;
type Account = keyof typeof ACCOUNTS;
const root = path.resolve(import.meta.dirname, '../..');

interface Page {
  name: string;
  /** The path, given the demo client's id. */
  path: (clientId: number) => string;
  /** Who is signed in, or null for a signed-out visit. */
  as: Account | null;
}

const ALL_PAGES: Page[] = [
  { name: 'login', path: () => '/login', as: null },
  { name: 'client home', path: (id) => `/client/${id}/home`, as: 'client' },
  { name: 'fact-find: assets', path: (id) => `/client/${id}/application/asset`, as: 'client' },
  { name: 'broker home', path: () => '/broker/home', as: 'broker' },
  { name: 'fact-find: requirements (broker)', path: (id) => `/client/${id}/application/requirement`, as: 'broker' },
];

/** LIGHTHOUSE_PAGES=login,client home: only the pages named. */
const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((s) => s.trim());
const PAGES = only ? ALL_PAGES.filter((p) => only.includes(p.name)) : ALL_PAGES;
const unknownPages = only?.filter((name) => !ALL_PAGES.some((p) => p.name === name)) ?? [];
if (unknownPages.length) {
  throw new Error(
    `LIGHTHOUSE_PAGES names no page ${unknownPages.map((n) => `'${n}'`).join(', ')}; the pages are ` +
      ALL_PAGES.map((p) => `'${p.name}'`).join(', '),
  );
}

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits of the three categories scored under 90, by id: "category: title (value)". */
  failing: Map<string, string>;
  lighthouseVersion: string;
}

/** A port nothing listens on now, from the system's ephemeral range (so never the app's 3000 or the tests' ports). */
function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, what: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode} before answering ${url}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

const started = new Set<ChildProcess>();
const tempDirs: string[] = [];

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

function removeTempDirs(): void {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Started in a process group of its own, so stopping it also ends what it started (a browser's renderers). Such a
 * group does not get the terminal's Ctrl-C, so an interrupted run stops them itself (below).
 */
function startProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stderr: 'inherit' | 'ignore',
): ChildProcess {
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', 'ignore', stderr] });
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of started) if (child.pid) process.kill(-child.pid, 'SIGKILL');
    removeTempDirs();
    process.exit(130);
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  const killed = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 30_000);
  await exited;
  clearTimeout(killed);
}

function findChromium(): string {
  const found = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']
    .filter((p): p is string => !!p)
    .find((p) => fs.existsSync(p));
  if (!found) throw new Error('No Chromium found: install one (Debian: apt-get install chromium) or set CHROMIUM_PATH');
  return found;
}

async function signIn(origin: string, account: Account): Promise<string> {
  const { email, password } = ACCOUNTS[account];
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`signing in as ${email} answered ${login.status}: ${await login.text()}`);
  return ((await login.json()) as { token: string }).token;
}

/** A token for each demo account, and the demo client's id (the one of the broker's clients the pages open). */
async function signInAll(origin: string): Promise<{ tokens: Record<Account, string>; clientId: number }> {
  const tokens = { client: await signIn(origin, 'client'), broker: await signIn(origin, 'broker') };
  const me = await fetch(`${origin}/api/user/detail`, { headers: { authorization: `Bearer ${tokens.client}` } });
  const { client_id } = (await me.json()) as { client_id: number | null };
  if (!client_id) throw new Error(`${ACCOUNTS.client.email} is not a client of the demo`);
  return { tokens, clientId: client_id };
}

/** Runs fn on a new tab of the browser's default profile, the one Lighthouse's own tab shares storage with. */
async function inNewTab(debugPort: number, fn: (page: PlaywrightPage, context: BrowserContext) => Promise<void>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the browser has no default context');
    const page = await context.newPage();
    await fn(page, context);
    await page.close();
  } finally {
    // A browser reached over CDP is only disconnected from, not closed.
    await browser.close();
  }
}

/** The web app's stored token (apps/web/src/lib/session.ts) set, or removed for a signed-out page. */
async function storeToken(page: PlaywrightPage, origin: string, token: string | null): Promise<void> {
  await page.goto(`${origin}/api/health`);
  // A string, as this workspace compiles without the DOM's types.
  await page.evaluate(
    token ? `localStorage.setItem('token', ${JSON.stringify(token)})` : `localStorage.removeItem('token')`,
  );
}

/**
 * Each page opened once before any run: the server's first answers after a start (cold caches and query plans) are
 * not what a visitor of a running server waits for.
 */
function warmUp(debugPort: number, origin: string, pages: { url: string; token: string | null }[]) {
  return inNewTab(debugPort, async (page) => {
    for (const { url, token } of pages) {
      await storeToken(page, origin, token);
      await page.goto(url, { waitUntil: 'networkidle' });
    }
  });
}

/**
 * Before each run: the token set or removed, and the browser's HTTP cache emptied so that every run is a first visit.
 * Lighthouse runs with its own storage reset off, as that would remove the token, so the cache is emptied here.
 */
function prepareRun(debugPort: number, origin: string, token: string | null) {
  return inNewTab(debugPort, async (page, context) => {
    await storeToken(page, origin, token);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
  });
}

class LighthouseRunError extends Error {}

async function runLighthouse(url: string, debugPort: number, reportName: string): Promise<Run> {
  const result = await lighthouse(url, {
    port: debugPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: true,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (REPORT_DIR) {
    fs.mkdirSync(REPORT_DIR, { recursive: true });
    fs.writeFileSync(path.join(REPORT_DIR, `${reportName}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const failing = new Map<string, string>();
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9) continue;
      failing.set(ref.id, `${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
    },
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    failing,
    lighthouseVersion: lhr.lighthouseVersion,
  };
}

/**
 * Lighthouse now and then fails to record a page's trace (NO_NAVSTART, NO_FCP) on a busy machine and asks to be run
 * again: such a run is retried, twice at most.
 */
async function withRetries<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt === 3 || !(err instanceof LighthouseRunError)) throw err;
      console.log(`    (run again: ${err.message})`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};

const load = () => os.loadavg()[0] ?? Number.NaN;

async function waitForQuiet(): Promise<void> {
  if (MAX_LOAD === undefined) return;
  const deadline = Date.now() + 30 * 60_000;
  while (load() >= MAX_LOAD && Date.now() < deadline) {
    console.log(`load average ${load().toFixed(1)}, waiting for it to fall under ${MAX_LOAD}…`);
    await new Promise((r) => setTimeout(r, 15_000));
  }
}

async function main() {
  const dataDir = tempDir('brokerdesk-lighthouse-');
  const profileDir = tempDir('brokerdesk-lighthouse-chromium-');
  const [appPort, debugPort] = [await sparePort(), await sparePort()];
  const origin = `http://127.0.0.1:${appPort}`;
  let server: ChildProcess | undefined;
  let browser: ChildProcess | undefined;
  try {
    server = startProcess(
      process.execPath,
      [path.join(root, 'apps/server/dist/main.js')],
      {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(appPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: origin,
        LOG_LEVEL: 'warn',
      },
      'inherit',
    );
    await waitFor(`${origin}/api/health`, server, 'the server');
    browser = startProcess(
      findChromium(),
      [
        '--headless=new',
        `--remote-debugging-port=${debugPort}`,
        `--user-data-dir=${profileDir}`,
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
        'about:blank',
      ],
      process.env,
      // Chromium's own chatter (no D-Bus in a container) would drown the figures.
      'ignore',
    );
    await waitFor(`http://127.0.0.1:${debugPort}/json/version`, browser, 'Chromium');
    const { tokens, clientId } = await signInAll(origin);
    const tokenFor = (page: Page) => (page.as ? tokens[page.as] : null);

    await warmUp(
      debugPort,
      origin,
      PAGES.map((p) => ({ url: origin + p.path(clientId), token: tokenFor(p) })),
    );
    await waitForQuiet();
    const startedAt = new Date();
    const loads = [load()];
    console.log(`Lighthouse ${RUNS} × ${PAGES.length} pages on ${origin}, load average ${loads[0]?.toFixed(1)}`);
    const rows: string[] = [];
    let lighthouseVersion = '';
    for (const page of PAGES) {
      const url = origin + page.path(clientId);
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await withRetries(async () => {
          await prepareRun(debugPort, origin, tokenFor(page));
          return runLighthouse(url, debugPort, `${page.name.replace(/\W+/g, '-')}-${i + 1}`);
        });
        runs.push(run);
        loads.push(load());
        lighthouseVersion = run.lighthouseVersion;
        const s = run.scores;
        console.log(
          `  ${page.name} #${i + 1}: ${s.performance} / ${s.accessibility} / ${s['best-practices']}, ` +
            `LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}`,
        );
      }
      const failing = new Map<string, { line: string; count: number }>();
      for (const [id, line] of runs.flatMap((r) => [...r.failing])) {
        failing.set(id, { line, count: (failing.get(id)?.count ?? 0) + 1 });
      }
      for (const { line, count } of failing.values()) console.log(`    under 90 in ${count} of ${RUNS}: ${line}`);
      const m = (f: (r: Run) => number) => median(runs.map(f));
      rows.push(
        `| ${page.name} (\`${page.path(0).replace('/0/', '/:id/')}\`) | ${m((r) => r.scores.performance)} | ` +
          `${m((r) => r.scores.accessibility)} | ${m((r) => r.scores['best-practices'])} | ` +
          `${(m((r) => r.lcpMs) / 1000).toFixed(1)} s | ${Math.round(m((r) => r.tbtMs))} ms | ${m((r) => r.cls).toFixed(3)} |`,
      );
    }
    const cpus = os.cpus();
    console.log(
      `\n${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ${cpus.length} × ` +
        `${cpus[0]?.model.trim() ?? 'CPU'}, Chromium ${await chromiumVersion(debugPort)}, Lighthouse ` +
        `${lighthouseVersion} mobile preset (simulated slow 4G, 4× CPU slowdown); median of ${RUNS} runs; ` +
        `load average ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)} during the runs.\n`,
    );
    console.log('| page | performance | accessibility | best practices | LCP | TBT | CLS |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const row of rows) console.log(row);
  } finally {
    if (browser) await stopProcess(browser);
    if (server) await stopProcess(server);
    removeTempDirs();
  }
}

async function chromiumVersion(debugPort: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${debugPort}/json/version`);
  const { Browser } = (await res.json()) as { Browser: string };
  return Browser.replace(/^[^/]*\//, '');
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
