import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 8,
  colors: { navy },
  defaultRadius: 'md',
  fontFamily: 'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  headings: { fontWeight: '650' },
});

/** docs/spec/core-and-application.md §2 Shell, docs/spec/settings-billing-admin.md §9: layout sizes. */
export const LAYOUT = { header: 95, nav: 200, adminNav: 220, applicantNav: 220 } as const;
