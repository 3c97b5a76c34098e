/**
 * The few messages every page's first load needs (the shell, the demo banner, the API client, the not-found page), apart from the
 * catalogue so that a first visit does not download every sentence of the product (decision 011's light first load).
 * MESSAGES includes them, so server and pages still read one catalogue.
 */
export const SHELL_MESSAGES = {
  // docs/spec/core-and-application.md §8 — session and routes
  sessionExpired: 'Your current session has expired. Please sign in again.',
  wrongWay: 'Go back... wrong way!',
  // Not worded by the spec: failures of the server or the network
  serverError: 'Something went wrong on our side. Please try again.',
  networkError: 'We could not reach the server. Please check your connection and try again.',
  // The demo banner every page shows while the published demo accounts exist (decision 016)
  demoData: 'Demo data: these accounts have published passwords',
  // The client portal with no connection (docs/decisions/045-portal-offline.md), as the issue words it
  offline: 'You are offline — your answers are kept on this phone and will be sent when you are back online',
} as const;

/**
 * Notices stay on screen this long (docs/spec/core-and-application.md §8, §9). Here rather than beside the catalogue,
 * so the pages that show a notice do not download every message with it.
 */
export const NOTICE_MS = 3000;
