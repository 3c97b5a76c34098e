import './fonts.css';
import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  luminance,
  type MantineColorsTuple,
} from '@mantine/core';

// Shades around the product navy #1A356F (docs/spec/core-and-application.md §2 Shell default header colour).
const navy: MantineColorsTuple = [
  '#eef2fa',
  '#d9e0ef',
  '#afbfe0',
  '#839cd1',
  '#5e7ec4',
  '#476bbd',
  '#3a61ba',
  '#2c51a4',
  '#1A356F',
  '#112652',
];

/** The app's font: Inter, self-hosted (fonts.css), then the system's own sans-serif fonts. */
export const FONT_FAMILY =
  '"Inter Variable", Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif, ' +
  '"Apple Color Emoji", "Segoe UI Emoji"';

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 8,
  colors: { navy },
  defaultRadius: 'md',
  // Inter is served by the app itself (fonts.css); the rest stand in until it arrives, or for characters it lacks.
  fontFamily: FONT_FAMILY,
  // Mantine gives headings a font of their own (the system's) unless told.
  headings: { fontFamily: FONT_FAMILY, fontWeight: '650' },
  // Keyboard users see a focus ring on every control; a mouse click does not draw one.
  focusRing: 'auto',
  // Mantine's transitions (menus, modals, notices) are instant for users who ask for less motion.
  respectReducedMotion: true,
  // Plain objects rather than Component.extend(), so the theme does not pull these components into the first load.
  components: {
    // A badge is a short label that is never cut short: in a row beside a long link the link wraps instead (a phone's
    // 320 px, WCAG 1.4.10 Reflow), and a table gives its column the badge's width.
    // Sentence case everywhere: a badge reads as written ("Out of date"), not shouted in capitals.
    Badge: { styles: { root: { flexShrink: 0, minWidth: 'max-content', textTransform: 'none' } } },
    // Icon-only controls get names a screen reader can say.
    Pagination: {
      defaultProps: { getControlProps: (control: string) => ({ 'aria-label': `${control} page` }) },
    },
    ColorInput: { defaultProps: { eyeDropperButtonProps: { 'aria-label': 'Pick a colour from the screen' } } },
    // A menu opened from the keyboard puts focus on its first item (the WAI-ARIA menu pattern) rather than on a
    // placeholder, which axe also finds out of place in a menu.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Alert: { defaultProps: { closeButtonLabel: 'Close' } },
    // Notices are polite: they are read out after what the user is doing, not over it (the container is the live
    // region, providers.tsx).
    Notification: { defaultProps: { role: 'status', closeButtonProps: { 'aria-label': 'Close notice' } } },
  },
});

/** WCAG 2.x AA: normal-size text needs a contrast of 4.5:1 against what is behind it. */
const AA = 4.5;
const WHITE = '#ffffff';
/** The page's background (global.css), the darkest one text usually sits on. */
const PAGE = DEFAULT_THEME.colors.gray[0];
/**
 * Secondary ('dimmed') text: Mantine's gray 6 reads at 3.2:1 on the page; this grey, a step darker, reads at 4.5:1
 * or more on every light surface the app uses (white, the page, striped and hovered rows, the active navigation entry).
 */
const DIMMED = '#646b72';

/** WCAG contrast ratio, with Mantine's own relative luminance (the WCAG formula). */
function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
/** The colour, darkened in small steps until it reads at 4.5:1 against `other`; unchanged if it already does. */
function readable(color: string, other: string): string {
  let out = color;
  for (let k = 0.04; contrast(out, other) < AA && k < 1; k += 0.04) out = darken(color, k);
  return out;
}

/**
 * The light colour scheme's colours that carry text, made to pass WCAG AA while keeping each hue: secondary text,
 * errors, and for every theme colour the light variant's text (status and 'answers missing' badges: shade 9 on
 * shade 1, shade 2 when hovered), the filled variant's background under white text, and coloured text on the page.
 * Mantine's own shades give, e.g., orange badges 3.6:1 and white on filled teal 4.0:1; a colour that already passes is
 * left as it is.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED,
    '--mantine-color-error': readable(t.colors.red[8], PAGE),
    '--mantine-color-success': readable(t.colors.teal[8], PAGE),
  };
  for (const [name, shades] of Object.entries(t.colors)) {
    const set = (variable: string, value: string, original: string) => {
      if (value !== original) light[`--mantine-color-${name}-${variable}`] = value;
    };
    // Against shade 2, the light variant's hover, so a hovered or keyboard-highlighted item reads as well.
    set('light-color', readable(shades[9], shades[2]), shades[9]);
    const filled = readable(shades[8], WHITE);
    set('filled', filled, shades[8]);
    if (filled !== shades[8]) light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    set('text', readable(shades[8], PAGE), shades[8]);
  }
  return { variables: {}, light, dark: {} };
};
