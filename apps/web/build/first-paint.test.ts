import path from 'node:path';
import type { IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { firstPaint, minifyCss } from './first-paint.ts';

const dir = path.resolve(import.meta.dirname, '../src/app/first-paint');
const HTML =
  '<html lang="en-AU"><head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>' +
  '<body><div id="root"></div></body></html>';

function transform(html: string, built: boolean): string {
  const hook = firstPaint(dir).transformIndexHtml as { handler: IndexHtmlTransformHook };
  const ctx = { path: '/index.html', filename: 'index.html', ...(built ? { bundle: {} } : {}) };
  return hook.handler.call({} as never, html, ctx as never) as string;
}

describe('the first paint in index.html', () => {
  it('puts the frame in #root and its styles inline, and preloads the app’s stylesheet in the build', () => {
    const html = transform(HTML, true);
    expect(html).toContain('<div id="root"><div class="fp" aria-busy="true">');
    expect(html).toMatch(/<style>[^<]*\.fp-header\{[^<]*<\/style>\s*<\/head>/);
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/index-abc.css" data-app-styles>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('leaves the dev server’s styles to its scripts', () => {
    expect(transform(HTML, false)).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
  });

  it('minifies the inline styles without changing a rule', () => {
    expect(minifyCss('/* why */\n.a  {\n  color: red;\n  margin: 0 auto;\n}\n.b > .c { top: 1px; }')).toBe(
      '.a{color:red;margin:0 auto}.b>.c{top:1px}',
    );
  });
});
