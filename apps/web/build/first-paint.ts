import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The first paint (docs/decisions/049-first-paint.md). index.html carries the app's frame as plain HTML with its few
 * styles inline (src/app/first-paint/frame.html and frame.css), so a phone draws the header and a skeleton of the page
 * as soon as the HTML arrives, before any script runs. The app's stylesheet no longer blocks that paint: it is
 * preloaded, and the entry applies it (src/app/first-paint/app-styles.ts) before React draws anything that needs it.
 */
export function firstPaint(dir: string): Plugin {
  const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');
  return {
    name: 'brokerdesk-first-paint',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!html.includes('<div id="root"></div>')) return html;
        const css = minifyCss(read('frame.css'));
        let out = html
          .replace('</head>', `    <style>${css}</style>\n  </head>`)
          .replace('<div id="root"></div>', `<div id="root">${read('frame.html').replace(/\n\s*/g, '')}</div>`);
        // In the build, the entry's stylesheet is fetched at once but applied by the entry script, not before the
        // first paint. The dev server injects its styles from the scripts.
        if (ctx.bundle) out = out.replace(/<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g, preloaded);
        return out;
      },
    },
  };
}

function preloaded(_tag: string, crossorigin: string | undefined, href: string): string {
  return `<link rel="preload" as="style"${crossorigin ?? ''} href="${href}" data-app-styles>`;
}

/** Comments and layout whitespace out: a few hundred bytes of every page's HTML. */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}
