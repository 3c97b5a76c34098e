import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, FONT_FAMILY, theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const light: Record<string, string | undefined> = cssVariablesResolver(merged).light;

const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
};
/** The colour a variable ends up as: the resolver's value, else Mantine's default for it. */
const resolved = (name: string, fallback: string) => light[name] ?? fallback;
const PAGE = DEFAULT_THEME.colors.gray[0];
const WHITE = '#ffffff';

describe('the light colour scheme (WCAG AA, 4.5:1 for text)', () => {
  it('gives secondary text, errors and success 4.5:1 on white and on the page', () => {
    for (const name of ['--mantine-color-dimmed', '--mantine-color-error', '--mantine-color-success']) {
      const color = light[name] as string;
      expect(contrast(color, WHITE), name).toBeGreaterThanOrEqual(4.5);
      expect(contrast(color, PAGE), name).toBeGreaterThanOrEqual(4.5);
    }
    // Striped and hovered table rows, and the active navigation entry.
    expect(contrast(light['--mantine-color-dimmed'] as string, DEFAULT_THEME.colors.gray[2])).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(
      contrast(light['--mantine-color-dimmed'] as string, theme.colors?.navy?.[0] as string),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('gives every colour readable light badges, white text on filled ones, and coloured text on the page', () => {
    for (const [name, shades] of Object.entries(merged.colors)) {
      const lightColor = resolved(`--mantine-color-${name}-light-color`, shades[9]);
      expect(contrast(lightColor, shades[1]), `${name} light`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(lightColor, shades[2]), `${name} light, hovered`).toBeGreaterThanOrEqual(4.5);
      const filled = resolved(`--mantine-color-${name}-filled`, shades[8]);
      expect(contrast(WHITE, filled), `${name} filled`).toBeGreaterThanOrEqual(4.5);
      const text = resolved(`--mantine-color-${name}-text`, filled);
      expect(contrast(text, PAGE), `${name} text`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the hues: a colour that already passes is left as Mantine has it', () => {
    expect(light['--mantine-color-navy-filled']).toBeUndefined();
    expect(light['--mantine-color-grape-light-color']).toBeUndefined();
    expect(light['--mantine-color-orange-light-color']).toMatch(/^rgba\(\d+, \d+, \d+, 1\)$/);
  });
});

const fontsCss = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'fonts.css'), 'utf8');

describe('the font', () => {
  it('is Inter for body text and headings, with the system fonts behind it', () => {
    expect(merged.fontFamily).toBe(FONT_FAMILY);
    expect(merged.headings.fontFamily).toBe(FONT_FAMILY);
    expect(FONT_FAMILY.split(',')[0]).toBe('"Inter Variable"');
    expect(FONT_FAMILY).toMatch(/sans-serif/);
  });

  it('is served by the app: the Latin subset of the variable font, swapped in without holding back the first paint', () => {
    const faces = fontsCss.match(/@font-face\s*{[^}]*}/g) ?? [];
    expect(faces).toHaveLength(1);
    const face = faces[0] as string;
    expect(face).toContain('font-family: "Inter Variable"');
    expect(face).toContain('font-display: swap');
    expect(face).toContain('font-weight: 100 900');
    expect(face).toMatch(/url\("@fontsource-variable\/inter\/files\/inter-latin-wght-normal\.woff2"\)/);
    // Latin only: Basic Latin and Latin-1, no Cyrillic, Greek or Vietnamese ranges.
    expect(face).toMatch(/unicode-range:\s*U\+0000-00FF/);
    expect(face).not.toMatch(/U\+0400|U\+0370|U\+1EA0/);
  });
});
