/*
 * WCAG 2.x colour contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio), for text the adviser's branding puts on
 * a colour they chose: the portal header (docs/spec/core-and-application.md §2 Shell) and the Site Appearance preview
 * (docs/spec/settings-billing-admin.md §2). The formula is the standard's own few lines, written here so the
 * contract's light entry carries no colour library; no zod, so any entry of the contract can carry it.
 */

/** WCAG 2.x AA (1.4.3 Contrast (Minimum)): normal-size text needs 4.5:1 against what is behind it. */
export const MIN_TEXT_CONTRAST = 4.5;

/** The two banner text colours an adviser chooses between (header_text 0 white, 1 black). */
export type TextColour = 'black' | 'white';

const TEXT_COLOUR_HEX: Record<TextColour, string> = { black: '#000000', white: '#ffffff' };

/** '#rgb' or '#rrggbb' (the '#' optional) as red, green and blue from 0 to 255; null for anything else. */
export function parseHexColour(hex: string): [number, number, number] | null {
  const digits = hex.trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(digits)
    ? [...digits].map((d) => d + d).join('')
    : /^[0-9a-f]{6}$/i.test(digits)
      ? digits
      : null;
  if (!full) return null;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of a hex colour: 0 for black, 1 for white; NaN when it is not a hex colour. */
export function relativeLuminance(hex: string): number {
  const rgb = parseHexColour(hex);
  if (!rgb) return Number.NaN;
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours, from 1 (the same) to 21 (black on white); NaN if either is not a colour. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export interface ReadableTextColour {
  /** The text colour to use. */
  colour: TextColour;
  /** The same as a CSS hex colour. */
  hex: string;
  /** Its contrast against the background (NaN when the background is not a hex colour). */
  ratio: number;
  /** True when the chosen colour would fail 4.5:1 and the other one was picked instead. */
  overridden: boolean;
}

/**
 * The text colour for a background the adviser chose: their own choice when it reads at 4.5:1 or more, otherwise
 * whichever of black and white reads better (always at least 4.58:1, so text is readable whatever the colour). A
 * background that is not a hex colour cannot be judged and keeps the choice.
 */
export function readableTextColour(background: string, chosen: TextColour): ReadableTextColour {
  const result = (colour: TextColour, overridden: boolean): ReadableTextColour => ({
    colour,
    hex: TEXT_COLOUR_HEX[colour],
    ratio: contrastRatio(background, TEXT_COLOUR_HEX[colour]),
    overridden,
  });
  const kept = result(chosen, false);
  if (Number.isNaN(kept.ratio) || kept.ratio >= MIN_TEXT_CONTRAST) return kept;
  const other = result(chosen === 'black' ? 'white' : 'black', true);
  return other.ratio > kept.ratio ? other : kept;
}

/** header_text as stored (docs/spec/core-and-application.md §2 Shell: 1 black, anything else white). */
export const headerTextColour = (headerText: number | null | undefined): TextColour =>
  headerText === 1 ? 'black' : 'white';
