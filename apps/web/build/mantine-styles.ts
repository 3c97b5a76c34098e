import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { defaultBuild, isDefaultBuild } from './default-build.ts';

const require = createRequire(import.meta.url);
const FULL = require.resolve('@mantine/core/styles.css');
const PARTS = path.join(path.dirname(FULL), 'styles');
/** The parts every page needs whatever it draws: the reset, the theme's variables, the global classes. */
const ALWAYS = ['baseline', 'default-css-variables', 'global'];
/** A component's class names (its CSS module, compiled): the styles file of the same name holds its rules. */
const STYLED = /@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;

/**
 * The Mantine styles of the components the app uses, instead of `@mantine/core/styles.css` with every component's
 * (295 kB, 37 kB gzip, of which Lighthouse found three quarters unused): the stylesheet is render-blocking, so every
 * page's first paint waited for all of it. The components in the app are the ones whose class names are in the build
 * with Rolldown's default chunks (build/default-build.ts); their styles files are put together in the order
 * `styles.css` has them, so the cascade is unchanged. The build fails if it bundles a styled component whose styles were
 * left out. The dev server keeps the full file.
 */
export function mantineStyles(): Plugin {
  let used = new Set<string>();
  return {
    name: 'brokerdesk-mantine-styles',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && !isDefaultBuild(),
    async config(config, env) {
      used = styledComponents((await defaultBuild(config, env.mode)).flatMap((c) => Object.keys(c.modules)));
    },
    load(id) {
      if (id.split('?')[0] === FULL) return stylesOf(used);
      return null;
    },
    generateBundle(_options, bundle) {
      const bundled = styledComponents(
        Object.values(bundle).flatMap((o) => (o.type === 'chunk' ? Object.keys(o.modules) : [])),
      );
      const missing = [...bundled].filter((name) => !used.has(name));
      if (missing.length) {
        this.error(`Mantine components in the build without their styles: ${missing.join(', ')}`);
      }
    },
  };
}

/** The names of the Mantine components (with styles of their own) among these module ids. */
export function styledComponents(moduleIds: string[]): Set<string> {
  const names = new Set<string>();
  for (const id of moduleIds) {
    const name = STYLED.exec(id)?.[1];
    if (name && fs.existsSync(path.join(PARTS, `${name}.css`))) names.add(name);
  }
  return names;
}

/** The styles of these components and the parts every page needs, in the order of Mantine's full stylesheet. */
export function stylesOf(components: Set<string>): string {
  const full = fs.readFileSync(FULL, 'utf8');
  const parts = [...ALWAYS, ...components].map((name) => {
    const css = fs.readFileSync(path.join(PARTS, `${name}.css`), 'utf8').trim();
    const at = full.indexOf(css);
    if (at < 0)
      throw new Error(`@mantine/core/styles/${name}.css is not part of styles.css: read how Mantine builds it`);
    return { at, css };
  });
  return parts
    .sort((a, b) => a.at - b.at)
    .map((p) => p.css)
    .join('\n');
}
