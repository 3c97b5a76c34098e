import { checkPage, describeViolations } from '../a11y';
import { expect, test } from '../fixtures';

/**
 * The accessibility check itself (a11y.ts, fixtures.ts): it fails on text too faint to read and names the rule,
 * the page and the element; it passes a page that is fine; and the fixture checks the pages a test reaches by
 * itself, client-side navigations included, without the test asking.
 */

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Axe proof</title></head><body><main><h1>Axe proof</h1>${body}</main></body></html>`;
/** #aaaaaa on white is 2.3:1, far below the 4.5:1 that normal text needs (WCAG 1.4.3). */
const FAINT = page('<p id="faint" style="color:#aaaaaa;background:#ffffff">Found 3 clients</p>');
const CLEAR = page(
  '<p style="color:#495057;background:#ffffff">Found 3 clients</p><button type="button">Save</button>',
);

test.use({ a11yEveryPage: true });

test.describe('the accessibility check', () => {
  test('fails on low-contrast text, naming the rule, the page and the element', async ({ page: tab }) => {
    await tab.setContent(FAINT);
    const check = await checkPage(tab);
    expect(check.violations.map((v) => v.id)).toEqual(['color-contrast']);
    const contrast = check.violations[0];
    expect(contrast?.impact).toBe('serious');
    expect(contrast?.nodes.map((n) => n.target.join(' '))).toEqual(['#faint']);

    const message = describeViolations([check]);
    expect(message).toContain('1 element(s) with serious or critical axe violations');
    expect(message).toContain('Page about:blank at 1366×860:');
    expect(message).toContain('color-contrast (serious, 1 element(s))');
    expect(message).toContain('- element "#faint"');
    expect(message).toContain('<p id="faint" style="color:#aaaaaa;background:#ffffff">Found 3 clients</p>');
    expect(message).toMatch(/contrast of 2\.3\d? \(foreground color: #aaaaaa, background color: #ffffff/);
  });

  test('passes a page with readable text and named controls', async ({ page: tab }) => {
    await tab.setContent(CLEAR);
    const check = await checkPage(tab);
    expect(check.violations).toEqual([]);
    expect(describeViolations([check])).toContain('0 element(s) with serious or critical axe violations');
  });

  test('checks each page a test reaches before acting on it, client-side navigations included', async ({
    page: tab,
    a11y,
  }) => {
    // Served by the browser itself, at an address of the app's origin, so the fixture treats it as a page of
    // the app.
    await tab.route('**/a11y-proof/**', (route) => route.fulfill({ contentType: 'text/html', body: FAINT }));
    await tab.goto('/a11y-proof/first');
    await tab.getByRole('heading', { name: 'Axe proof' }).hover();
    // The app's router changes the address without loading a page; the fixture sees the new path all the same.
    await tab.evaluate(() => history.pushState(null, '', '/a11y-proof/second'));
    await tab.getByRole('heading', { name: 'Axe proof' }).hover();
    await tab.getByRole('heading', { name: 'Axe proof' }).hover();

    const checked = a11y.checks.map((c) => [c.page, c.violations.map((v) => v.id)]);
    expect(checked).toEqual([
      ['/a11y-proof/first', ['color-contrast']],
      ['/a11y-proof/second', ['color-contrast']],
    ]);
    // Failing on purpose is the point here: the test itself would otherwise fail at its end.
    for (const check of a11y.checks) a11y.discard(check);
  });
});
