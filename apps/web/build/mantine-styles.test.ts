import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { styledComponents, stylesOf } from './mantine-styles.ts';

const require = createRequire(import.meta.url);
const part = (name: string) => fs.readFileSync(require.resolve(`@mantine/core/styles/${name}.css`), 'utf8').trim();

describe('the Mantine styles of the components in the build', () => {
  it('names the styled components among a build’s modules, by their compiled class names', () => {
    const ids = [
      '/app/node_modules/@mantine/core/esm/components/Button/Button.module.mjs',
      '/app/node_modules/@mantine/core/esm/components/Button/Button.mjs',
      '/app/node_modules/@mantine/core/esm/components/Checkbox/CheckboxCard/CheckboxCard.module.mjs',
      '/app/node_modules/@mantine/core/esm/utils/InlineInput/InlineInput.module.mjs',
      '/app/src/app/shell/app-layout.module.css',
    ];
    expect([...styledComponents(ids)].sort()).toEqual(['Button', 'CheckboxCard', 'InlineInput']);
  });

  it('holds the base styles and those components’ styles only, in the order of the full stylesheet', () => {
    const css = stylesOf(new Set(['Button', 'ScrollArea']));
    const order = ['baseline', 'default-css-variables', 'global', 'ScrollArea', 'Button'].map((name) =>
      css.indexOf(part(name)),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(css).not.toContain(part('Badge'));
    expect(css.length).toBeLessThan(fs.readFileSync(require.resolve('@mantine/core/styles.css'), 'utf8').length / 2);
  });
});
