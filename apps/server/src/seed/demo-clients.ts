import type { Db } from '../db/client';
import { applicants, clients, users } from '../db/schema';
import { refreshClientsDerived } from '../features/application';
import { chunk, insertRows } from './batch';
import type { SeedAdviser } from './demo-advisers';
import { FIRST_NAMES, FREE_MAIL_DOMAINS, LAST_NAMES, slug } from './demo-names';
import { addDays, DAY_MS, minDate, momentBetween, Prng } from './prng';

/** A client household as the rest of the demo history needs it (emails and feedback are written from these). */
export interface SeedClient {
  id: number;
  adviser: SeedAdviser;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: Date;
  invitedAt: Date | null;
  firstInputAt: Date | null;
  lastActivityAt: Date;
  /** Set for the few who have a portal sign-in in the demo (they send client feedback). */
  userId: number | null;
}

const HOUR_MS = 3_600_000;
const CLIENT_USERS = 30;

function draftClient(rng: Prng, adviser: SeedAdviser, createdAt: Date, now: Date, inviteRate: number): SeedClient {
  const firstName = rng.pick(FIRST_NAMES);
  const lastName = rng.pick(LAST_NAMES);
  const email = `${slug(firstName)}.${slug(lastName)}${rng.chance(0.4) ? rng.int(1, 99) : ''}@${rng.pick(FREE_MAIL_DOMAINS)}`;
  let invitedAt: Date | null = null;
  let firstInputAt: Date | null = null;
  if (rng.chance(inviteRate)) {
    const at = new Date(createdAt.getTime() + rng.int(1, 240) * HOUR_MS);
    if (at < now) invitedAt = at;
  }
  // Most invited clients start their fact-find within a few days; the rest never do.
  if (invitedAt && rng.chance(0.78)) {
    const at = new Date(invitedAt.getTime() + rng.int(2, 144) * HOUR_MS);
    if (at < now) firstInputAt = at;
  }
  const latest = firstInputAt ?? invitedAt ?? createdAt;
  const tail = firstInputAt ? rng.int(0, 30 * 24) : rng.int(0, 5 * 24);
  const lastActivityAt = minDate(new Date(latest.getTime() + tail * HOUR_MS), now);
  return {
    id: 0,
    adviser,
    firstName,
    lastName,
    email,
    createdAt,
    invitedAt,
    firstInputAt,
    lastActivityAt,
    userId: null,
  };
}

/**
 * About 2,000 clients: each adviser gets clients in proportion to how busy they are and how long they were
 * active, at moments spread over that time, so new clients per week grow with the adviser base. The demo
 * broker gets a handful of their own.
 */
export async function seedHistoryClients(
  db: Db,
  rng: Prng,
  opts: { now: Date; advisers: SeedAdviser[]; demoBroker: SeedAdviser; passwordHash: string; takenEmails: Set<string> },
): Promise<SeedClient[]> {
  const { now } = opts;
  const pool = opts.advisers.filter((a) => a !== opts.demoBroker);
  const weights = pool.map(
    (a) => a.busyness * Math.max(1, (a.activeUntil.getTime() - a.registeredAt.getTime()) / DAY_MS),
  );
  const drafts: SeedClient[] = [];
  for (let i = 0; i < 1993; i++) {
    const adviser = pool[rng.weightedIndex(weights)]!;
    const createdAt = momentBetween(rng, adviser.registeredAt, adviser.activeUntil);
    drafts.push(draftClient(rng, adviser, createdAt, now, 0.18));
  }
  for (let i = 0; i < 7; i++) {
    const createdAt = momentBetween(rng, addDays(now, -300), addDays(now, -1), 0.7);
    drafts.push(draftClient(rng, opts.demoBroker, createdAt, now, 0.5));
  }
  drafts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

  // A few clients who entered data get a portal sign-in, so the feedback list has real client senders.
  const responders = drafts.filter((c) => c.firstInputAt !== null);
  const step = Math.max(1, Math.floor(responders.length / CLIENT_USERS));
  const withUsers = responders.filter((_, i) => i % step === 0).slice(0, CLIENT_USERS);
  for (const c of withUsers) {
    while (opts.takenEmails.has(c.email)) c.email = c.email.replace('@', `${rng.int(0, 9)}@`);
    opts.takenEmails.add(c.email);
  }
  const madeUsers = await db
    .insert(users)
    .values(
      withUsers.map((c) => ({
        email: c.email,
        role: 'client' as const,
        first_name: c.firstName,
        last_name: c.lastName,
        password_hash: opts.passwordHash,
        created_at: c.invitedAt ?? c.createdAt,
        updated_at: c.firstInputAt ?? c.createdAt,
      })),
    )
    .returning({ id: users.id });
  withUsers.forEach((c, i) => {
    c.userId = madeUsers[i]!.id;
  });

  // The list's states and the applicants come from a generator of their own, so the history drawn from `rng`
  // (emails, feedback) stays as it was before clients had them.
  const states = new Prng(20240607);
  for (const part of chunk(drafts, 500)) {
    const made = await db
      .insert(clients)
      .values(
        part.map((c) => ({
          adviser_id: c.adviser.id,
          user_id: c.userId,
          created_at: c.createdAt,
          updated_at: c.lastActivityAt,
          last_activity_at: c.lastActivityAt,
          invited_at: c.invitedAt,
          first_client_input_at: c.firstInputAt,
          ...clientState(states, c, now),
        })),
      )
      .returning({ id: clients.id });
    part.forEach((c, i) => {
      c.id = made[i]!.id;
    });
  }
  await insertRows(
    db,
    applicants,
    drafts.flatMap((c) => applicantRows(states, c)),
  );
  await refreshClientsDerived(
    db,
    drafts.map((c) => c.id),
  );
  return drafts;
}

/**
 * Where a generated client stands (list filters): those who started their fact-find are in progress,
 * submitted or lodged by how long ago; untouched old clients are mostly archived; a few new ones are leads.
 */
function clientState(rng: Prng, c: SeedClient, now: Date) {
  const idleDays = (now.getTime() - c.lastActivityAt.getTime()) / DAY_MS;
  const roll = rng.next();
  let status: 'not-started' | 'in-progress' | 'submitted' | 'lodged' = 'not-started';
  if (c.firstInputAt)
    status = idleDays > 45 ? (roll < 0.7 ? 'lodged' : 'submitted') : roll < 0.6 ? 'in-progress' : 'submitted';
  else if (!c.invitedAt && roll < 0.4) status = 'in-progress';
  const submitted = status === 'submitted' || status === 'lodged';
  const lastAt = c.lastActivityAt;
  return {
    status,
    access: c.userId ? ('active' as const) : c.invitedAt ? ('invited' as const) : ('none' as const),
    client_type:
      idleDays > 365 && rng.chance(0.6)
        ? ('archived' as const)
        : status === 'not-started' && !c.invitedAt && rng.chance(0.05)
          ? ('lead' as const)
          : ('active' as const),
    submitted_at: submitted ? lastAt : null,
    lodged_at: status === 'lodged' ? lastAt : null,
  };
}

/** The primary applicant (every client has one) and, for about a quarter, a partner of the same surname. */
function applicantRows(rng: Prng, c: SeedClient) {
  const mobile = () => `+614${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;
  const base = { adviser_id: c.adviser.id, client_id: c.id, type: 'person' as const, created_at: c.createdAt };
  const rows = [
    {
      ...base,
      is_primary: true,
      position: 0,
      data: { first_name: c.firstName, last_name: c.lastName, email: c.email, phone_mobile: mobile() },
    },
  ];
  if (rng.chance(0.25)) {
    const first = rng.pick(FIRST_NAMES);
    rows.push({
      ...base,
      is_primary: false,
      position: 1,
      data: {
        first_name: first,
        last_name: c.lastName,
        email: `${slug(first)}.${slug(c.lastName)}${rng.int(1, 99)}@${rng.pick(FREE_MAIL_DOMAINS)}`,
        phone_mobile: mobile(),
      },
    });
  }
  return rows;
}
