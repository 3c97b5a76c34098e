import {
  type BrowserContext,
  test as base,
  type Keyboard,
  type Locator,
  type Mouse,
  type Page,
  type TestInfo,
} from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyze, describeViolations, type PageCheck, pageKey, settle } from './a11y';

/**
 * The `test` every spec imports: Playwright's, with the accessibility check of `a11y.ts` run on every page a test
 * visits, whether the spec thinks of it or not (docs/engineering-guide.md §1, accessibility in tests).
 *
 * When: just before the test acts on a page (a locator's click or fill, a key, the mouse, goto, reload, a new
 * viewport, a script of its own, closing) whose path and viewport have not been checked in this test yet, and at
 * the end of the test for the pages still open. A page is checked once it has settled, in the state the test found
 * it in before acting: after a client-side navigation that is the new page, drawn and loaded. Each path and
 * viewport is checked once per test, so a test that works long on one page pays for one check; and a kind of page
 * (its path with the ids left out) once per run, unless the test asks for every page (`a11yEveryPage`, which the
 * route walk of a11y-pages.spec.ts does): journeys revisit the same pages over and over, and the checks took a
 * quarter of the browser tests' time. A check's time is added to the test's time limit: the limit is for what the
 * spec does.
 *
 * The violations are collected and fail the test at its end, all of them at once, with the message of
 * `describeViolations`; every check is attached to the test's report as `axe.json`.
 */

type Action = (...args: unknown[]) => Promise<unknown>;

interface Watched {
  /** Requests of the page's own origin under way, so a check waits for the page's data. */
  inFlight: number;
  /** Paths and viewports the page showed, checked or not, for the report. */
  seen: Set<string>;
}

const watched = new WeakMap<Page, Watched>();
const keyOf = (page: Page) => {
  const { page: path, viewport } = pageKey(page);
  return `${path} at ${viewport}`;
};
/** A page of the app's: not a blank page, nor one of the API's answers (openAs starts on /api/health). */
const isAppPage = (page: Page) => {
  const url = new URL(page.url());
  return url.protocol.startsWith('http') && !url.pathname.startsWith('/api/');
};

/**
 * The kinds of page checked so far in this run, by both workers: a page's path with its ids and tokens replaced
 * (`/client/:n/application/asset`), and the viewport. A test checks a page whose kind the run has checked already
 * only when it asks to (`a11yEveryPage`): the route walk (a11y-pages.spec.ts) checks every route for every role
 * whatever ran before it, and the journeys add the states only they reach, once per run each.
 */
const seenKindsFile = path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), 'axe-checked-kinds.txt');
const kindOf = (key: string) =>
  key.replace(/\/(\d+|[A-Za-z0-9_-]{20,})(?=\/|\s|$)/g, (_, segment: string) =>
    /^\d+$/.test(segment) ? '/:n' : '/:token',
  );
function checkedInRun(key: string): boolean {
  const kinds = fs.existsSync(seenKindsFile) ? fs.readFileSync(seenKindsFile, 'utf8').split('\n') : [];
  return kinds.includes(kindOf(key));
}
function markCheckedInRun(key: string): void {
  fs.appendFileSync(seenKindsFile, `${kindOf(key)}\n`);
}

class A11yRun {
  readonly checks: PageCheck[] = [];
  private readonly checked = new Set<string>();
  private readonly pages = new Set<Page>();
  private busy = false;
  /** Pages not checked because the run had checked their kind already. */
  private readonly skipped = new Set<string>();

  constructor(
    private readonly info: TestInfo,
    private readonly everyPage: boolean,
  ) {}

  watch(page: Page): void {
    this.pages.add(page);
    if (watched.has(page)) return;
    const state: Watched = { inFlight: 0, seen: new Set() };
    watched.set(page, state);
    const own = (url: string) => {
      try {
        return new URL(url).origin === new URL(page.url()).origin;
      } catch {
        return false;
      }
    };
    const started = new WeakSet<object>();
    page.on('request', (r) => {
      if (!own(r.url())) return;
      started.add(r);
      state.inFlight++;
    });
    const ended = (r: object) => {
      if (started.delete(r)) state.inFlight--;
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && isAppPage(page)) state.seen.add(keyOf(page));
    });
    // The mouse and keyboard belong to one page: they are hooked on it, where Locator and Page are hooked on
    // their prototypes.
    hookMethods(page.mouse as Mouse & object, MOUSE, () => page, false);
    hookMethods(page.keyboard as Keyboard & object, KEYBOARD, () => page, false);
  }

  /** Checks the page if the test is about to act on a path and viewport it has not checked yet. */
  async before(page: Page): Promise<void> {
    this.watch(page);
    if (this.busy || page.isClosed() || !isAppPage(page)) return;
    const key = keyOf(page);
    if (this.checked.has(key)) return;
    if (!this.everyPage && checkedInRun(key)) {
      this.checked.add(key);
      this.skipped.add(key);
      return;
    }
    this.busy = true;
    const started = Date.now();
    try {
      await base.step(
        `axe: ${key}`,
        async () => {
          const state = watched.get(page) as Watched;
          await settle(page, () => state.inFlight);
          const settled = Date.now();
          // The app moved on by itself while settling (a redirect): the next action checks where it went.
          if (keyOf(page) !== key) return;
          // The time of the whole check, settling included: what it adds to the test.
          this.checks.push({ ...(await analyze(page)), ms: Date.now() - started, settleMs: settled - started });
          this.checked.add(key);
          markCheckedInRun(key);
        },
        { box: true },
      );
    } catch (err) {
      // A page closed or navigated away under the check is checked where it went, on the next action; any other
      // failure of axe is the test's failure.
      if (!page.isClosed() && !/Execution context was destroyed|navigation/i.test(String(err))) throw err;
    } finally {
      this.busy = false;
      if (this.info.timeout > 0) this.info.setTimeout(this.info.timeout + (Date.now() - started));
    }
  }

  /** Checks the pages still open at the end of the test, then answers what failed. */
  async finish(): Promise<PageCheck[]> {
    for (const page of this.pages) if (!page.isClosed()) await this.before(page);
    return this.checks.filter((c) => c.violations.length > 0);
  }

  /** Every page seen, with what its check found, for the report. */
  summary() {
    const seen = new Set([...this.pages].flatMap((p) => [...(watched.get(p)?.seen ?? [])]));
    return {
      checks: this.checks.map((c) => ({
        page: c.page,
        viewport: c.viewport,
        ms: c.ms,
        settleMs: c.settleMs,
        violations: [...c.violations, ...c.notes].map((v) => ({
          rule: v.id,
          impact: v.impact,
          nodes: v.nodes.map((n) => n.target.join(' > ')),
        })),
      })),
      unchecked: [...seen].filter((key) => !this.checked.has(key)),
      checkedEarlierInRun: [...this.skipped],
    };
  }

  /** Waits until the page has settled, as a check does first: for a spec that moves the page on by script. */
  async settle(page: Page): Promise<void> {
    this.watch(page);
    const state = watched.get(page) as Watched;
    // Its own look at the page is no action of the test's: no check before it.
    this.busy = true;
    try {
      await settle(page, () => state.inFlight);
    } finally {
      this.busy = false;
    }
  }

  /** Drops a check's findings: only for the helper's own proof, which makes a page fail on purpose. */
  discard(check: PageCheck): void {
    check.violations = [];
  }
}

/** The run of the test under way on this worker (one test at a time), which the hooked methods report to. */
let current: A11yRun | undefined;

const LOCATOR = [
  'check',
  'clear',
  'click',
  'dblclick',
  'dispatchEvent',
  'dragTo',
  'fill',
  'focus',
  'blur',
  'hover',
  'press',
  'pressSequentially',
  'selectOption',
  'selectText',
  'setChecked',
  'setInputFiles',
  'tap',
  'type',
  'uncheck',
];
const PAGE = ['goto', 'reload', 'goBack', 'goForward', 'setViewportSize', 'evaluate', 'close'];
const MOUSE = ['click', 'dblclick', 'down', 'up', 'move', 'wheel'];
const KEYBOARD = ['down', 'up', 'press', 'type', 'insertText'];

function hookMethods(target: object, names: string[], pageOf: (self: unknown) => Page, onPrototype = true) {
  const methods = target as Record<string, Action>;
  for (const name of names) {
    const original = methods[name];
    if (typeof original !== 'function') throw new Error(`Playwright has no ${name} to hook for the axe check.`);
    methods[name] = async function (this: unknown, ...args: unknown[]) {
      const run = current;
      if (run) await run.before(pageOf(onPrototype ? this : undefined));
      return original.apply(this, args);
    };
  }
}

let hooked = false;

/** Hooks the prototypes once per worker: every page and locator of every context the tests make goes through them. */
function hookPlaywright(page: Page) {
  if (hooked) return;
  hooked = true;
  hookMethods(Object.getPrototypeOf(page.locator('html')), LOCATOR, (self) => (self as Locator).page());
  hookMethods(Object.getPrototypeOf(page), PAGE, (self) => self as Page);
  const contextProto = Object.getPrototypeOf(page.context()) as Record<string, Action>;
  const close = contextProto.close as Action;
  contextProto.close = async function (this: BrowserContext, ...args: unknown[]) {
    const run = current;
    if (run) for (const p of this.pages()) if (watched.has(p)) await run.before(p);
    return close.apply(this, args);
  };
}

export interface A11y {
  /** What has been checked in this test so far. */
  readonly checks: readonly PageCheck[];
  settle(page: Page): Promise<void>;
  discard(check: PageCheck): void;
}

export const test = base.extend<{ a11y: A11y; a11yEveryPage: boolean }>({
  /** Check every page this test reaches, even a kind of page the run has checked already. */
  a11yEveryPage: [false, { option: true }],
  a11y: [
    async ({ page, a11yEveryPage }, use, testInfo) => {
      hookPlaywright(page);
      const run = new A11yRun(testInfo, a11yEveryPage);
      run.watch(page);
      current = run;
      let failing: PageCheck[] = [];
      try {
        await use(run);
        // A test that failed already is not checked further: its own failure is the one to read.
        if (testInfo.status === testInfo.expectedStatus) failing = await run.finish();
        else failing = run.checks.filter((c) => c.violations.length > 0);
      } finally {
        current = undefined;
        await testInfo.attach('axe.json', {
          body: JSON.stringify(run.summary(), null, 1),
          contentType: 'application/json',
        });
      }
      if (failing.length > 0) throw new Error(describeViolations(failing));
    },
    { auto: true },
  ],
});

export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
export { expect } from '@playwright/test';
