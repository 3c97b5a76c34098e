import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { advisers, users } from '../db/schema';
import { chunk } from './batch';
import {
  AREA_CODES,
  BROKER_SUFFIXES,
  FIRST_NAMES,
  FREE_MAIL_DOMAINS,
  LAST_NAMES,
  NAME_WORDS,
  PLACES,
  PLANNER_SUFFIXES,
  SOURCES,
  slug,
} from './demo-names';
import { addDays, atBusinessHour, DAY_MS, isoDate, minDate, momentBetween, type Prng } from './prng';

/** A payment-provider subscription as the demo tells it (the webhook events are written from these). */
export interface SeedBilling {
  customerId: string;
  plan: 'standard' | 'pro';
  subscribedAt: Date;
  /** Set when the subscription was cancelled; it then ran to the end of the paid month. */
  cancelledAt: Date | null;
}

/** What the rest of the demo history needs to know about an adviser. */
export interface SeedAdviser {
  id: number;
  userId: number;
  kind: 'broker' | 'planner';
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  registeredAt: Date;
  referralCode: string;
  billing: SeedBilling | null;
  /** Until when they added clients (an adviser who left stops), and how busy they are. */
  activeUntil: Date;
  busyness: number;
}

export const HISTORY_START = new Date('2023-01-02T00:00:00Z');
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function addMonths(d: Date, months: number): Date {
  const out = new Date(d);
  out.setUTCMonth(out.getUTCMonth() + months);
  return out;
}

/** The most recent monthly billing date on or before `until` (calendar months, as a card is charged). */
export function lastBillingDate(subscribedAt: Date, until: Date): Date {
  let months = 0;
  while (addMonths(subscribedAt, months + 1).getTime() <= until.getTime()) months += 1;
  return addMonths(subscribedAt, months);
}

function companyName(rng: Prng, kind: 'broker' | 'planner', last: string): string {
  const suffix = rng.pick(kind === 'broker' ? BROKER_SUFFIXES : PLANNER_SUFFIXES);
  const style = rng.int(0, 9);
  if (style < 4) return `${rng.pick(PLACES)} ${suffix}`;
  if (style < 7) return `${rng.pick(NAME_WORDS)} ${suffix}`;
  return `${last} ${suffix}`;
}

const phone = (rng: Prng, prefix: string) => `+61${prefix}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;

/**
 * About 150 brokers and 40 planners who signed up between January 2023 and today: trials of 14 days, about a
 * third paying (some of whom later cancelled), a few suspended or on free access, a fifth referred by an
 * adviser who joined before them.
 */
export async function seedHistoryAdvisers(
  db: Db,
  rng: Prng,
  opts: { now: Date; passwordHash: string; existing: SeedAdviser[]; takenEmails: Set<string> },
): Promise<SeedAdviser[]> {
  const { now } = opts;
  const kinds = [...Array(150).fill('broker'), ...Array(40).fill('planner')] as ('broker' | 'planner')[];
  // The first handful are the launch customers of January 2023; sign-ups then grow towards today.
  const drafts = kinds
    .map((kind, i) => ({
      kind,
      at: i % 30 === 0 ? momentBetween(rng, HISTORY_START, addDays(HISTORY_START, 28)) : null,
    }))
    .map(({ kind, at }) => ({ kind, at: at ?? momentBetween(rng, HISTORY_START, addDays(now, -1), 0.8) }))
    .map(({ kind, at }) => ({ kind, registeredAt: minDate(atBusinessHour(rng, at), addDays(now, -1)) }))
    .sort((a, b) => a.registeredAt.getTime() - b.registeredAt.getTime());
  const codes = new Set(opts.existing.map((a) => a.referralCode));
  // Everyone who could have referred the next sign-up: the named demo advisers and those generated so far.
  const pool = [...opts.existing];

  const rows = drafts.map(({ kind, registeredAt }) => {
    const firstName = rng.pick(FIRST_NAMES);
    const lastName = rng.pick(LAST_NAMES);
    const company = companyName(rng, kind, lastName);
    let email = rng.chance(0.75)
      ? `${slug(firstName)}@${slug(company)}.com.au`
      : `${slug(firstName)}.${slug(lastName)}@${rng.pick(FREE_MAIL_DOMAINS)}`;
    for (let n = 2; opts.takenEmails.has(email); n++) email = email.replace(/^([^@]+?)\d*@/, `$1${n}@`);
    opts.takenEmails.add(email);
    let code = '';
    while (code === '' || codes.has(code)) {
      code = Array.from({ length: 8 }, () => rng.pick([...CODE_ALPHABET])).join('');
    }
    codes.add(code);

    const trialEnd = addDays(registeredAt, 14);
    const settled = now.getTime() - registeredAt.getTime() > 20 * DAY_MS;
    let billing: SeedBilling | null = null;
    if (settled && rng.chance(0.36)) {
      const subscribedAt = minDate(atBusinessHour(rng, addDays(trialEnd, rng.int(-10, 45))), addDays(now, -1));
      const mayCancel = now.getTime() - subscribedAt.getTime() > 90 * DAY_MS && rng.chance(0.18);
      billing = {
        customerId: `cus_${rng.token(14)}`,
        plan: rng.chance(0.3) ? 'pro' : 'standard',
        subscribedAt,
        cancelledAt: mayCancel ? momentBetween(rng, addDays(subscribedAt, 60), addDays(now, -2)) : null,
      };
    }
    const unpaidAfterTrial = settled && !billing;
    const suspended = unpaidAfterTrial && rng.chance(0.05);
    const freeAccess = unpaidAfterTrial && !suspended && rng.chance(0.05);
    const earlier = pool.filter((a) => a.registeredAt.getTime() < registeredAt.getTime());
    const referrer = earlier.length > 0 && rng.chance(0.2) ? rng.pick(earlier) : null;
    const source = referrer && rng.chance(0.7) ? 'Referral' : SOURCES[rng.weightedIndex(SOURCES.map((s) => s[1]))]![0];
    const areaCode = rng.pick(AREA_CODES);

    let activeUntil = now;
    if (billing?.cancelledAt) activeUntil = billing.cancelledAt;
    else if (suspended) activeUntil = addDays(trialEnd, 30);
    else if (unpaidAfterTrial && !freeAccess && rng.chance(0.6)) activeUntil = addDays(trialEnd, rng.int(0, 120));

    const adviser: SeedAdviser = {
      id: 0,
      userId: 0,
      kind,
      firstName,
      lastName,
      email,
      company,
      registeredAt,
      referralCode: code,
      billing,
      activeUntil: minDate(activeUntil, now),
      busyness: (kind === 'planner' ? 0.4 : 1) * Math.min(8, 1 / (0.08 + rng.next()) ** 0.9),
    };
    const billedUntil = billing?.cancelledAt ?? now;
    const values = {
      kind,
      company,
      phone_office: phone(rng, areaCode),
      phone_mobile: phone(rng, `4${rng.int(0, 9)}`),
      registered_at: registeredAt,
      created_at: registeredAt,
      updated_at: registeredAt,
      trial_end_date: isoDate(trialEnd),
      trial_ended_at: trialEndedAt(trialEnd, now),
      referral_code: code,
      referrer_code: referrer?.referralCode ?? null,
      source,
      suspended,
      free_access: freeAccess,
      stripe_customer_id: billing?.customerId ?? null,
      plan: billing && !billing.cancelledAt ? billing.plan : null,
      subscription_status: billing ? (billing.cancelledAt ? 'canceled' : 'active') : null,
      subscription_ends_at: billing?.cancelledAt
        ? isoDate(addMonths(lastBillingDate(billing.subscribedAt, billedUntil), 1))
        : null,
      recent_billing_date: billing ? isoDate(lastBillingDate(billing.subscribedAt, billedUntil)) : null,
    };
    pool.push(adviser);
    return { adviser, values };
  });

  for (const part of chunk(rows, 200)) {
    const made = await db
      .insert(users)
      .values(
        part.map(({ adviser: a }) => ({
          email: a.email,
          role: a.kind,
          first_name: a.firstName,
          last_name: a.lastName,
          password_hash: opts.passwordHash,
          created_at: a.registeredAt,
          updated_at: a.registeredAt,
        })),
      )
      .returning({ id: users.id });
    part.forEach((r, i) => {
      r.adviser.userId = made[i]!.id;
    });
    const inserted = await db
      .insert(advisers)
      .values(part.map((r) => ({ ...r.values, user_id: r.adviser.userId })))
      .returning({ id: advisers.id });
    part.forEach((r, i) => {
      r.adviser.id = inserted[i]!.id;
    });
  }
  // The referring adviser's id, from the code given at sign-up (as sign-up records it).
  await db.execute(sql`
    update advisers a set referrer_adviser_id = b.id
    from advisers b
    where b.referral_code = a.referrer_code and a.referrer_code is not null and a.referrer_adviser_id is null`);
  return rows.map((r) => r.adviser);
}

/** The trial of a seeded adviser: 14 days from registering. */
export const trialEndOf = (registered: Date) => new Date(registered.getTime() + 14 * 86_400_000);

/**
 * When the trial-end job (billing) moved a seeded adviser to Free: the day after a trial that has ended, else null.
 * Seeded history has had its trial ends already, so the first start of a demo emails none of its made-up advisers.
 */
export const trialEndedAt = (trialEnd: Date, now: Date): Date | null =>
  trialEnd < now ? new Date(Math.min(trialEnd.getTime() + 86_400_000, now.getTime())) : null;
