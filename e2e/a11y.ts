import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The accessibility check the browser tests make of every page they visit: axe-core (through its maintained
 * Playwright integration) with the WCAG 2.0, 2.1 and 2.2 A and AA rules; a serious or critical violation fails the
 * test (docs/engineering-guide.md §8 Accessibility). `fixtures.ts` runs it on each page a test opens; this module
 * is the check itself, the waiting for a page to settle and the message a failure prints.
 */

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
export type AxeViolation = AxeResults['violations'][number];

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The impacts that fail a test; moderate and minor ones are kept in the test's attachment only. */
export const FAILING_IMPACTS: readonly string[] = ['serious', 'critical'];

/**
 * Elements axe misjudges, each with the evidence. Only an exact selector goes here, never a rule: a rule switched
 * off would hide the same fault everywhere else.
 */
const FALSE_POSITIVES: { selector: string; why: string }[] = [];

/**
 * Bars fixed to an edge of the window that the page's content scrolls under, each with the evidence. axe's
 * target-size rule counts a field that happens to sit partly under one, at that scroll position, as a target only a
 * few pixels high, and the bar's buttons as its too-close neighbours. Only a target reported as obscured whose box
 * overlaps such a bar is forgiven: a target too small or too close to another elsewhere is still reported.
 */
const SCROLLED_UNDER: { selector: string; why: string }[] = [
  {
    selector: '[data-testid="step-nav"]',
    why:
      'the fact-find steps bar is sticky at the foot of a phone window and ends the page, so every field scrolls clear ' +
      'of it (apps/web/src/features/application/step-nav.module.css; Tab scrolls a field clear too)',
  },
];

export interface PageCheck {
  /** Where the page was: its path (or the address of a page that has none), and the viewport. */
  page: string;
  viewport: string;
  /** The serious and critical violations: what fails the test. */
  violations: AxeViolation[];
  /** Moderate and minor ones, reported but not failing. */
  notes: AxeViolation[];
  /** How long the check took, and the part of it spent waiting for the page to settle. */
  ms: number;
  settleMs?: number;
}

/** What the check is keyed by: one check per path and viewport in a test (the query only filters a page). */
export function pageKey(page: Page): { page: string; viewport: string } {
  const url = new URL(page.url());
  const size = page.viewportSize();
  return {
    page: url.protocol.startsWith('http') ? url.pathname : url.href,
    viewport: size ? `${size.width}×${size.height}` : 'window',
  };
}

/**
 * Waits until the page has settled: no request of the page's own under way and no change to the document or
 * finite animation (a modal fading in, a list's skeleton replaced) for a quiet spell, so axe sees what the user
 * sees once it has loaded, not a half-drawn frame. Endless animations (a loader's spin) do not count. Gives up
 * after `limitMs` and checks the page as it is: a page that never settles is checked all the same.
 */
export async function settle(page: Page, inFlight: () => number, limitMs = 5_000): Promise<void> {
  const quietMs = 300;
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (inFlight() > 0) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    const quiet = await page.evaluate(
      (ms) =>
        new Promise<boolean>((resolve) => {
          const busy = () =>
            document.readyState !== 'complete' ||
            document.getAnimations().some((a) => {
              const timing = a.effect?.getComputedTiming();
              return a.playState === 'running' && timing?.iterations !== Number.POSITIVE_INFINITY;
            });
          if (busy()) {
            setTimeout(() => resolve(false), 50);
            return;
          }
          const observer = new MutationObserver(() => {
            observer.disconnect();
            resolve(false);
          });
          observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
          setTimeout(() => {
            observer.disconnect();
            resolve(!busy());
          }, ms);
        }),
      quietMs,
    );
    if (quiet && inFlight() === 0) return;
  }
}

/** Runs axe on the page as it is now and sorts the violations into failing and noted. */
export async function analyze(page: Page): Promise<PageCheck> {
  const started = Date.now();
  const where = pageKey(page);
  // Legacy mode runs axe.run inside the page: the default mode opens a blank page in the test's context to merge
  // the frames' results, which a spec waiting for a popup or counting its pages would see. The app has no frames
  // of its own (a video's player is another site's, which axe cannot test from here either way), so axe does not
  // look into frames at all.
  // Only the violations are wanted in full: axe then keeps one node of each passing rule instead of all of them,
  // which halves a check on a long list (the 50-row broker list: 1.7-3.0 s to 0.9-1.2 s here).
  // A page that still has axe from an earlier check (a client-side navigation keeps the document) is not given
  // its 580 kB source again: evaluating it, twice per check, took 0.1-0.45 s.
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  let builder = new AxeBuilder({ page, axeSource: present ? 'void 0' : undefined })
    .options({ runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'], iframes: false })
    .setLegacyMode();
  for (const { selector } of FALSE_POSITIVES) builder = builder.exclude(selector);
  const results = await builder.analyze();
  await forgiveScrolledUnder(page, results.violations);
  const failing = (v: AxeViolation) => FAILING_IMPACTS.includes(v.impact ?? '');
  return {
    ...where,
    violations: results.violations.filter(failing),
    notes: results.violations.filter((v) => !failing(v)),
    ms: Date.now() - started,
  };
}

/**
 * Drops, from the target-size violations, the targets reported only for lying partly under a bar of SCROLLED_UNDER
 * (the target's box overlaps the bar's); removes a violation left with no target.
 */
async function forgiveScrolledUnder(page: Page, violations: AxeViolation[]): Promise<void> {
  const index = violations.findIndex((v) => v.id === 'target-size');
  if (index < 0) return;
  const violation = violations[index] as AxeViolation;
  const obscuredOnly = (node: AxeViolation['nodes'][number]) =>
    node.any.some((check) => /obscured/i.test(check.message)) && node.target.length === 1;
  const candidates = violation.nodes.filter(obscuredOnly).map((node) => String(node.target[0]));
  if (candidates.length === 0) return;
  const underBar = await page.evaluate(
    ({ targets, bars }) => {
      const barBoxes = bars.flatMap((sel) => [...document.querySelectorAll(sel)].map((b) => b.getBoundingClientRect()));
      return targets.filter((sel) => {
        const box = document.querySelector(sel)?.getBoundingClientRect();
        return (
          box !== undefined &&
          barBoxes.some((b) => box.bottom > b.top && box.top < b.bottom && box.right > b.left && box.left < b.right)
        );
      });
    },
    { targets: candidates, bars: SCROLLED_UNDER.map((b) => b.selector) },
  );
  violation.nodes = violation.nodes.filter((node) => !underBar.includes(String(node.target[0])));
  if (violation.nodes.length === 0) violations.splice(index, 1);
}

/** Settles the page, then checks it: for a spec that checks a page itself, such as the helper's own proof. */
export async function checkPage(page: Page): Promise<PageCheck> {
  await settle(page, () => 0);
  return analyze(page);
}

const MAX_NODES = 6;
const MAX_HTML = 300;

const clip = (text: string, max: number) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/**
 * The failure message, meant to be read in a CI log: per page, each rule with its impact, what it asks and its
 * help page, then each element by its selector, its HTML and why it fails (the colours and ratio of a contrast
 * failure).
 */
export function describeViolations(checks: PageCheck[]): string {
  const failing = checks.filter((c) => c.violations.length > 0);
  const total = failing.reduce((n, c) => n + c.violations.reduce((m, v) => m + v.nodes.length, 0), 0);
  const lines = [
    `Accessibility: ${total} element(s) with serious or critical axe violations (${WCAG_TAGS.join(', ')}) ` +
      `on ${failing.length} page(s).`,
  ];
  for (const check of failing) {
    lines.push('', `Page ${check.page} at ${check.viewport}:`);
    for (const v of check.violations) {
      const help = v.helpUrl.split('?')[0];
      lines.push(`  ${v.id} (${v.impact}, ${v.nodes.length} element(s)): ${v.help} — ${help}`);
      // Not 'at …': a line that starts so is taken for a stack frame and moved out of the message by the reporter.
      for (const node of v.nodes.slice(0, MAX_NODES)) {
        lines.push(`    - element ${node.target.map((t) => JSON.stringify(t)).join(' > ')}`);
        lines.push(`      ${clip(node.html, MAX_HTML)}`);
        const why = node.failureSummary
          ?.split('\n')
          .slice(1)
          .map((l) => l.trim())
          .filter(Boolean);
        if (why?.length) lines.push(`      ${clip(why.join(' '), MAX_HTML)}`);
      }
      if (v.nodes.length > MAX_NODES) lines.push(`    … and ${v.nodes.length - MAX_NODES} more element(s)`);
    }
  }
  return lines.join('\n');
}
