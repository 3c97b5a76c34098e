import type { Db } from '../db/client';
import { refreshRecentClientCounts } from '../features/advisers';
import { type SeedAdviser, seedHistoryAdvisers } from './demo-advisers';
import { seedHistoryClients } from './demo-clients';
import { seedHistoryEmails } from './demo-emails';
import { seedHistoryFeedback } from './demo-feedback';
import { seedHistoryStripeEvents } from './demo-stripe';
import { Prng } from './prng';

export interface DemoHistoryOptions {
  now: Date;
  passwordHash: string;
  /** The demo sign-ins' and named advisers' rows, already inserted. */
  existing: SeedAdviser[];
  demoBroker: SeedAdviser;
  takenEmails: Set<string>;
}

export interface DemoHistoryCounts {
  advisers: number;
  clients: number;
  emails: number;
  feedback: number;
  stripeEvents: number;
}

/**
 * The business's past from January 2023 to today, so every admin list pages and every weekly chart has shape
 * (Demo data). Seeded from a fixed number: the same demo on every start, shifted to end today.
 */
export async function seedDemoHistory(db: Db, opts: DemoHistoryOptions): Promise<DemoHistoryCounts> {
  const rng = new Prng(20230102);
  const { now } = opts;
  const generated = await seedHistoryAdvisers(db, rng, {
    now,
    passwordHash: opts.passwordHash,
    existing: opts.existing,
    takenEmails: opts.takenEmails,
  });
  const advisers = [...opts.existing, ...generated];
  const clients = await seedHistoryClients(db, rng, {
    now,
    advisers,
    demoBroker: opts.demoBroker,
    passwordHash: opts.passwordHash,
    takenEmails: opts.takenEmails,
  });
  const emails = await seedHistoryEmails(db, rng, { now, clients });
  const feedback = await seedHistoryFeedback(db, rng, { now, advisers, clients });
  const stripeEvents = await seedHistoryStripeEvents(db, rng, { now, advisers });
  // "Clients past month" on the broker list, as the hourly refresh would have left it.
  await refreshRecentClientCounts(db, now);
  return { advisers: generated.length, clients: clients.length, emails, feedback, stripeEvents };
}

/** The history's view of an adviser the demo inserted by name (busyness drawn from a fixed sequence). */
export function toSeedAdviser(
  row: {
    id: number;
    user_id: number;
    kind: 'broker' | 'planner';
    company: string;
    registered_at: Date;
    referral_code: string;
  },
  person: { first_name: string; last_name: string; email: string },
  now: Date,
  extra: Partial<SeedAdviser> = {},
): SeedAdviser {
  return {
    id: row.id,
    userId: row.user_id,
    kind: row.kind,
    firstName: person.first_name,
    lastName: person.last_name,
    email: person.email,
    company: row.company,
    registeredAt: row.registered_at,
    referralCode: row.referral_code,
    billing: null,
    activeUntil: now,
    busyness: (row.kind === 'planner' ? 0.4 : 1) * (0.5 + ((row.id * 7919) % 100) / 50),
    ...extra,
  };
}
