import { DEFAULT_THEME, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

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
