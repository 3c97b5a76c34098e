import type { ApplicantType, ItemSection } from '@brokerdesk/contract';
import type { ServiceContext } from '../src/context';
import { rows } from '../src/db/rows';
import { applicants, applicationItems, type FieldData } from '../src/db/schema';
import { makeClient, sessionFor, setClientPages } from './client-factories';
import { call, type MadeUser, makeUser, signIn } from './factories';
import type { TestApp } from './harness';

/** Shared set-up of the application and applicant route tests: a broker, a client of theirs and requests. */

export interface Broker {
  user: MadeUser;
  adviserId: number;
  token: string;
}

export async function makeBroker(t: TestApp): Promise<Broker> {
  const user = await makeUser(t.ctx, 'broker');
  return { user, adviserId: user.adviserId as number, token: await signIn(t.app, user.email) };
}

/** Another applicant of the client, as applicant/create would add it. */
export async function addApplicant(
  ctx: ServiceContext,
  adviserId: number,
  clientId: number,
  type: ApplicantType,
  data: FieldData = {},
): Promise<number> {
  const [row] = await ctx.db
    .insert(applicants)
    .values({ adviser_id: adviserId, client_id: clientId, type, position: 1, data })
    .returning({ id: applicants.id });
  return row?.id as number;
}

/** A client of the adviser (test/client-factories), with its primary applicant's id as `applicantId`. */
export async function newClient(
  ctx: ServiceContext,
  adviserId: number,
  opts: { first_name?: string; last_name?: string } = {},
) {
  const made = await makeClient(ctx, adviserId, opts);
  return { clientId: made.clientId, applicantId: made.primaryId };
}

/** A client with a portal sign-in and its session; `pages` limits what the client sees (submit.pages). */
export async function makePortalClient(t: TestApp, adviserId: number, pages?: string) {
  const made = await makeClient(t.ctx, adviserId, { withUser: true });
  if (pages !== undefined) await setClientPages(t.ctx, made.clientId, pages);
  const userId = made.userId as number;
  return {
    userId,
    email: made.email,
    clientId: made.clientId,
    applicantId: made.primaryId,
    token: await sessionFor(t.ctx, userId),
  };
}

/** A list item of the client (or of one applicant), as the pages' create calls would add it. */
export async function addItem(
  ctx: ServiceContext,
  adviserId: number,
  clientId: number,
  item: { section: ItemSection; kind?: string; applicantId?: number; data?: FieldData },
): Promise<number> {
  const [row] = await ctx.db
    .insert(applicationItems)
    .values({
      adviser_id: adviserId,
      client_id: clientId,
      applicant_id: item.applicantId ?? null,
      section: item.section,
      kind: item.kind ?? '',
      data: item.data ?? {},
    })
    .returning({ id: applicationItems.id });
  return row?.id as number;
}

export const post = (t: TestApp, token: string | null, url: string, payload: Record<string, unknown>) =>
  call(t.app, token, { method: 'POST', url, payload });
export const del = (t: TestApp, token: string | null, url: string, payload: Record<string, unknown>) =>
  call(t.app, token, { method: 'DELETE', url, payload });
export const get = (t: TestApp, token: string | null, url: string) => call(t.app, token, { method: 'GET', url });

/** Actions written to the client's timeline, oldest first. */
export async function activityOf(t: TestApp, clientId: number, action = 'field_changed') {
  const result = await t.database.executeSql(
    'select action, actor_user_id, detail from activity where client_id = $1 and action = $2 order by id',
    [clientId, action],
  );
  return rows<{ action: string; actor_user_id: number; detail: Record<string, unknown> }>(result);
}
