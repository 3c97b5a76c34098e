import type { ApplicantType } from '@brokerdesk/contract';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../src/accounts/passwords';
import { insertUser } from '../src/accounts/users.repo';
import type { ServiceContext } from '../src/context';
import { clients } from '../src/db/schema';
import type { FieldData } from '../src/db/schema/applications';
import { insertApplicant, refreshClientDerived } from '../src/features/application';
import { startSession } from '../src/features/auth/auth.service';
import { insertClient } from '../src/features/clients/clients.repo';
import { TEST_PASSWORD } from './factories';

let passwordHash: Promise<string> | undefined;
let seq = 0;

export interface MadeClient {
  clientId: number;
  adviserId: number;
  primaryId: number;
  /** The other applicants, in the order asked for. */
  applicantIds: number[];
  email: string;
  /** The portal sign-in (TEST_PASSWORD), when asked for. */
  userId: number | null;
}

/**
 * A client of the adviser with its primary person applicant (names, email, phone) and the list's derived
 * columns, straight through the repo; optionally other applicants and a portal sign-in with access active.
 */
export async function makeClient(
  ctx: ServiceContext,
  adviserId: number,
  opts: {
    first_name?: string;
    last_name?: string;
    email?: string;
    phone_mobile?: string;
    others?: ApplicantType[];
    withUser?: boolean;
    set?: Partial<typeof clients.$inferInsert>;
  } = {},
): Promise<MadeClient> {
  seq += 1;
  const tag = `${seq}${Math.random().toString(36).slice(2, 6)}`;
  const email = opts.email ?? `client.${tag}@test.example`;
  const data: FieldData = {
    first_name: opts.first_name ?? `Clientfirst${tag}`,
    last_name: opts.last_name ?? `Clientlast${tag}`,
    email,
  };
  if (opts.phone_mobile) data.phone_mobile = opts.phone_mobile;
  let userId: number | null = null;
  if (opts.withUser) {
    passwordHash ??= hashPassword(TEST_PASSWORD);
    const user = await insertUser(ctx.db, {
      email,
      role: 'client',
      first_name: String(data.first_name),
      last_name: String(data.last_name),
      password_hash: await passwordHash,
    });
    userId = user.id;
  }
  const client = await insertClient(ctx.db, {
    adviser_id: adviserId,
    user_id: userId,
    access: userId ? 'active' : 'none',
    ...opts.set,
  });
  const primary = await insertApplicant(ctx.db, {
    adviser_id: adviserId,
    client_id: client.id,
    type: 'person',
    is_primary: true,
    position: 0,
    data,
  });
  const applicantIds: number[] = [];
  for (const [i, type] of (opts.others ?? []).entries()) {
    const other = await insertApplicant(ctx.db, {
      adviser_id: adviserId,
      client_id: client.id,
      type,
      position: i + 1,
      data: type === 'person' ? { first_name: `Other${i}`, last_name: `Person${tag}` } : { name: `Entity${i} ${tag}` },
    });
    applicantIds.push(other.id);
  }
  await refreshClientDerived(ctx.db, client.id);
  return { clientId: client.id, adviserId, primaryId: primary.id, applicantIds, email, userId };
}

/** A bearer token for a user without the sign-in's password hashing (fast fixtures). */
export function sessionFor(ctx: ServiceContext, userId: number): Promise<string> {
  return startSession(ctx, userId, { ip: '127.0.0.1' });
}

export async function setClientPages(ctx: ServiceContext, clientId: number, pages: string): Promise<void> {
  await ctx.db.update(clients).set({ submit_pages: pages }).where(eq(clients.id, clientId));
}
