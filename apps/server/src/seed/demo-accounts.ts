import type { Config } from '../config';

/*
 * The quick start's demo sign-ins (README). Their password is published, so while any of them exists every page
 * shows a banner saying so (decision 016). Kept apart from the seed so the app can ask about them cheaply.
 */
export const DEMO_PASSWORD = 'Demo-pass1!';

export const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@example.com' },
  { role: 'broker', email: 'broker@example.com' },
  { role: 'planner', email: 'planner@example.com' },
  { role: 'client', email: 'client@example.com' },
] as const;

export const DEMO_EMAILS: readonly string[] = DEMO_ACCOUNTS.map((a) => a.email);

/**
 * ADMIN_EMAILS has no default (decision 016). Only the embedded demo, holding its accounts, names the demo's
 * administrator when the variable is unset, so `npm start` on an empty folder keeps its admin sign-in.
 */
export function withDemoAdmin(config: Config, opts: { embedded: boolean; demoPresent: boolean }): Config {
  if (!opts.embedded || !opts.demoPresent || config.adminEmails.size > 0) return config;
  const admin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')?.email ?? 'admin@example.com';
  return { ...config, adminEmails: new Set([admin]) };
}
