import type { FastifyInstance, InjectOptions } from 'fastify';
import { insertAdviser } from '../src/accounts/advisers.repo';
import { hashPassword } from '../src/accounts/passwords';
import { insertUser } from '../src/accounts/users.repo';
import type { ServiceContext } from '../src/context';
import { clients } from '../src/db/schema';

export const TEST_PASSWORD = 'Test-pass1!';
let passwordHash: Promise<string> | undefined;
let seq = 0;

export interface MadeUser {
  userId: number;
  email: string;
  adviserId: number | null;
  clientId: number | null;
}

/** A user of the given role with the rows that role acts through; each call makes a new, unique person. */
export async function makeUser(
  ctx: ServiceContext,
  role: 'admin' | 'broker' | 'planner' | 'client',
  opts: {
    email?: string;
    first_name?: string;
    last_name?: string;
    adviserId?: number;
    /** false: a login email not yet verified, as after sign-up (decision 016). */
    verified?: boolean;
  } = {},
): Promise<MadeUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  seq += 1;
  const email = opts.email ?? `${role}${seq}.${Math.random().toString(36).slice(2, 7)}@test.example`;
  const user = await insertUser(ctx.db, {
    email,
    role,
    first_name: opts.first_name ?? `First${seq}`,
    last_name: opts.last_name ?? `Last${seq}`,
    password_hash: await passwordHash,
    email_verified_at: opts.verified === false ? null : new Date(),
  });
  let adviserId: number | null = null;
  let clientId: number | null = null;
  if (role === 'broker' || role === 'planner') {
    adviserId = (await insertAdviser(ctx.db, { user_id: user.id, kind: role, trial_end_date: '2099-01-01' })).id;
  }
  if (role === 'client') {
    const owner = opts.adviserId ?? (await makeUser(ctx, 'broker')).adviserId;
    const [row] = await ctx.db
      .insert(clients)
      .values({ adviser_id: owner as number, user_id: user.id })
      .returning({ id: clients.id });
    clientId = row?.id ?? null;
  }
  return { userId: user.id, email, adviserId, clientId };
}

export async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

/** app.inject with the bearer token set; JSON body by default. */
export function call(app: FastifyInstance, token: string | null, opts: InjectOptions) {
  return app.inject({
    ...opts,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...opts.headers },
  });
}

/** The administrator most tests act as: admin@example.com is in the harness's ADMIN_EMAILS. */
export async function makeAdmin(t: {
  ctx: ServiceContext;
  app: FastifyInstance;
}): Promise<{ admin: MadeUser; token: string }> {
  const admin = await makeUser(t.ctx, 'admin', { email: 'admin@example.com' });
  return { admin, token: await signIn(t.app, admin.email) };
}

/** List parameters every list endpoint refuses with 400 (paging limits of the contract). */
export const BAD_PAGING_QUERIES = ['?limit=0', '?limit=201', '?offset=-1', '?limit=x'] as const;

export type MakeUserOptions = NonNullable<Parameters<typeof makeUser>[2]>;

export type AdviserKind = 'broker' | 'planner';

/** The query or form field that names the adviser on the /api/broker/… and /api/planner/… mounts. */
export const adviserIdParam = (kind: AdviserKind) => (kind === 'broker' ? 'brokerId' : 'plannerId');

/** A broker or planner made by makeUser: `id` is their adviser id. */
export interface SignedInAdviser extends MadeUser {
  id: number;
  token: string;
}

/** A client user made by makeUser: `id` is their client id. */
export interface SignedInClient extends MadeUser {
  id: number;
  token: string;
}

/** A new broker or planner, signed in: the bearer token most adviser tests act with. */
export async function makeSignedInAdviser(
  t: { ctx: ServiceContext; app: FastifyInstance },
  role: AdviserKind = 'broker',
  opts: MakeUserOptions = {},
): Promise<SignedInAdviser> {
  const user = await makeUser(t.ctx, role, opts);
  return { ...user, id: user.adviserId as number, token: await signIn(t.app, user.email) };
}

/** A new client user of the adviser, signed in through the portal's login. */
export async function makeSignedInClient(
  t: { ctx: ServiceContext; app: FastifyInstance },
  adviserId: number,
): Promise<SignedInClient> {
  const user = await makeUser(t.ctx, 'client', { adviserId });
  return { ...user, id: user.clientId as number, token: await signIn(t.app, user.email) };
}
