/**
 * The help routes (docs/spec/core-and-application.md §2 Help: help-overview, help-workflow, help-new-client,
 * help-active-clients, your-details, help-appearance, help-email-settings, help-payments), each a Markdown file of
 * content/ named by its slug. Titles are repeated here so the shell names a page without loading the content.
 */
export const HELP_PAGES = [
  { route: 'help-overview', slug: 'overview', title: 'Overview' },
  { route: 'help-workflow', slug: 'workflow', title: 'The workflow' },
  { route: 'help-new-client', slug: 'new-client', title: 'Adding a new client' },
  { route: 'help-active-clients', slug: 'active-clients', title: 'Working with active clients' },
  { route: 'your-details', slug: 'your-details', title: 'Your details' },
  { route: 'help-appearance', slug: 'appearance', title: 'Site appearance' },
  { route: 'help-email-settings', slug: 'email-settings', title: 'Email settings' },
  { route: 'help-payments', slug: 'payments', title: 'Payments' },
] as const;
export type HelpSlug = (typeof HELP_PAGES)[number]['slug'];

export const helpPath = (slug: HelpSlug) => `/help/${slug}`;

export const helpTitle = (slug: string | undefined) => HELP_PAGES.find((p) => p.slug === slug)?.title ?? 'Help';
