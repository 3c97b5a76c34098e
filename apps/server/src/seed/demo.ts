import { count, isNull } from 'drizzle-orm';
import { insertAdviser } from '../accounts/advisers.repo';
import { hashPassword } from '../accounts/passwords';
import { anyLiveUserWithEmail, insertUser } from '../accounts/users.repo';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { StorageAdapter } from '../storage/storage';
import { DEMO_ACCOUNTS, DEMO_EMAILS, DEMO_PASSWORD } from './demo-accounts';
import { lastBillingDate, type SeedAdviser, trialEndedAt, trialEndOf } from './demo-advisers';
import { DEMO_APPLICATION_EMAILS, seedDemoApplications } from './demo-applications';
import { seedDemoDocuments } from './demo-documents';
import { seedDemoHistory, toSeedAdviser } from './demo-history';
import { DEMO_ADVISERS } from './demo-people';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, withDemoAdmin } from './demo-accounts';

const DEMO_BROKER_REFERRAL_CODE = 'HARBOUR1';

/** Whether a demo sign-in with its published password is still a live account. */
export function hasDemoAccounts(db: Db): Promise<boolean> {
  return anyLiveUserWithEmail(db, DEMO_EMAILS);
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The demo: the four sign-ins of the quick start, a realistic spread of named Australian advisers, and the
 * business's history since 2023 (demo-history.ts). Later features add their own demo rows beside these. With a
 * storage, the demo client's received documents get their files too (without one, only the requests).
 */
export async function seedDemo(db: Db, opts: { now?: Date; storage?: StorageAdapter } = {}): Promise<void> {
  const now = opts.now ?? new Date();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // The demo broker pays for Standard, monthly, since a year after signing up.
  const billing = {
    customerId: 'cus_PxHarbourCity01',
    plan: 'standard' as const,
    subscribedAt: daysAgo(now, 383),
    cancelledAt: null,
  };
  // The history ties its clients, emails and feedback to these advisers too.
  const existing: SeedAdviser[] = [];
  const remember = (...args: Parameters<typeof toSeedAdviser>) => {
    const adviser = toSeedAdviser(...args);
    existing.push(adviser);
    return adviser;
  };
  await db.transaction(async (tx) => {
    await insertUser(tx, {
      email: 'admin@example.com',
      role: 'admin',
      first_name: 'Alex',
      last_name: 'Morgan',
      password_hash: passwordHash,
    });

    const brokerUser = await insertUser(tx, {
      email: 'broker@example.com',
      role: 'broker',
      first_name: 'Sarah',
      last_name: 'Mitchell',
      password_hash: passwordHash,
    });
    const broker = await insertAdviser(tx, {
      user_id: brokerUser.id,
      kind: 'broker',
      company: 'Harbour City Home Loans',
      phone_office: '+61292531234',
      phone_mobile: '+61412345678',
      header_background: '#1A356F',
      // Her public lead capture form is on, so the demo shows it (docs/decisions/022-leads-messages-help.md).
      lead_capture_enabled: true,
      url: 'harbourcityhomeloans.com.au',
      registered_at: daysAgo(now, 400),
      trial_end_date: isoDate(daysAgo(now, 386)),
      free_access: true,
      source: 'Google search',
      referral_code: DEMO_BROKER_REFERRAL_CODE,
      stripe_customer_id: billing.customerId,
      plan: billing.plan,
      subscription_status: 'active',
      recent_billing_date: isoDate(lastBillingDate(billing.subscribedAt, now)),
    });
    const demoBroker = remember(broker, brokerUser, now, { billing });

    const plannerUser = await insertUser(tx, {
      email: 'planner@example.com',
      role: 'planner',
      first_name: 'James',
      last_name: 'Nguyen',
      password_hash: passwordHash,
    });
    const planner = await insertAdviser(tx, {
      user_id: plannerUser.id,
      kind: 'planner',
      company: 'Southern Cross Wealth Partners',
      phone_office: '+61396021188',
      phone_mobile: '+61423456789',
      registered_at: daysAgo(now, 200),
      trial_end_date: isoDate(daysAgo(now, 186)),
      free_access: true,
      source: 'Referral',
    });
    remember(planner, plannerUser, now);

    const clientUser = await insertUser(tx, {
      email: 'client@example.com',
      role: 'client',
      first_name: 'Emily',
      last_name: 'Clarke',
      password_hash: passwordHash,
    });
    // The demo client's application and the demo broker's other clients.
    await seedDemoApplications(tx, {
      now,
      adviserId: broker.id,
      brokerUserId: brokerUser.id,
      demoClientUserId: clientUser.id,
      passwordHash,
    });
    await seedDemoDocuments(tx, opts.storage, {
      now,
      adviserId: broker.id,
      brokerUserId: brokerUser.id,
      demoClientUserId: clientUser.id,
    });

    for (const [i, person] of DEMO_ADVISERS.entries()) {
      const user = await insertUser(tx, {
        email: person.email,
        role: person.kind,
        first_name: person.first_name,
        last_name: person.last_name,
        password_hash: passwordHash,
      });
      const registered = daysAgo(now, person.registeredDaysAgo);
      const adviser = await insertAdviser(tx, {
        user_id: user.id,
        kind: person.kind,
        company: person.company,
        phone_office: person.phone_office,
        phone_mobile: person.phone_mobile,
        registered_at: registered,
        created_at: registered,
        trial_end_date: isoDate(trialEndOf(registered)),
        // A trial that ended long ago was moved to Free then: the first start does not email the demo advisers.
        trial_ended_at: trialEndedAt(trialEndOf(registered), now),
        referrer_code: i % 4 === 1 ? DEMO_BROKER_REFERRAL_CODE : null,
        referrer_adviser_id: i % 4 === 1 ? broker.id : null,
        source: person.source,
        suspended: person.suspended ?? false,
        free_access: person.free_access ?? false,
      });
      remember(
        adviser,
        person,
        now,
        person.suspended ? { activeUntil: daysAgo(now, Math.max(0, person.registeredDaysAgo - 30)) } : {},
      );
    }

    const takenEmails = new Set([
      ...DEMO_ACCOUNTS.map((a) => a.email),
      ...existing.map((a) => a.email),
      ...DEMO_APPLICATION_EMAILS,
    ]);
    await seedDemoHistory(tx, { now, passwordHash, existing, demoBroker, takenEmails });
    // The demo's accounts count as verified (decision 016), as every account made before verification does.
    await tx.update(users).set({ email_verified_at: now }).where(isNull(users.email_verified_at));
  });
}
