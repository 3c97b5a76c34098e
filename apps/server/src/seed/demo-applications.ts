import { DEFAULT_SUBMIT_PAGES } from '@brokerdesk/contract';
import type { Db } from '../db/client';
import { activity, applicants, applicationItems, applicationSections, clients, users } from '../db/schema';
import type { FieldAnswers, FieldData } from '../db/schema/applications';
import { refreshClientsDerived } from '../features/application';
import { DEMO_APPLICATIONS, type DemoApplication, type DemoItem } from './demo-applications-data';

/**
 * Writes the demo broker's clients (demo-applications-data.ts) with their applicants, fact-find answers (who
 * answered each, and when) and a timeline of who did what, as the app itself would have recorded it.
 */

const HOUR_MS = 3_600_000;

interface Context {
  db: Db;
  now: Date;
  adviserId: number;
  brokerUserId: number;
  demoClientUserId: number;
  passwordHash: string;
}

type Event = { at: Date; action: string; byClient: boolean; detail?: Record<string, unknown> };

const answersOf = (data: FieldData, userId: number, at: Date): FieldAnswers =>
  Object.fromEntries(Object.keys(data).map((key) => [key, { user_id: userId, at: at.toISOString() }]));

/** Equal shares among the owners, as whole percentages that add up to 100. */
function ownersOf(item: DemoItem, personIds: number[]) {
  const owners = item.owners ?? [];
  return owners.map((i, n) => ({
    applicant_id: personIds[i] as number,
    share_percent:
      n === 0 ? 100 - Math.floor(100 / owners.length) * (owners.length - 1) : Math.floor(100 / owners.length),
  }));
}

async function portalUser(c: Context, app: DemoApplication): Promise<number | null> {
  if (app.isDemoClient) return c.demoClientUserId;
  if (app.access === 'none') return null;
  const data = app.people[0].data;
  const [user] = await c.db
    .insert(users)
    .values({
      email: String(data.email),
      role: 'client',
      first_name: String(data.first_name),
      last_name: String(data.last_name),
      // Invited clients have not chosen a password yet; active ones sign in with the demo password.
      password_hash: app.access === 'active' ? c.passwordHash : null,
    })
    .returning({ id: users.id });
  return user?.id ?? null;
}

async function seedOne(c: Context, app: DemoApplication): Promise<number> {
  const ago = (days: number | undefined, hours = 0) =>
    days === undefined ? null : new Date(c.now.getTime() - days * 86_400_000 + hours * HOUR_MS);
  const createdAt = ago(app.createdDaysAgo, -2) as Date;
  const invitedAt = ago(app.invitedDaysAgo, 1);
  const clientActive = app.access === 'active' && invitedAt !== null;
  const answeredAt = clientActive ? new Date((invitedAt as Date).getTime() + 3 * HOUR_MS) : createdAt;
  const userId = await portalUser(c, app);
  const answerer = clientActive && userId !== null ? userId : c.brokerUserId;
  const base = { adviser_id: c.adviserId };

  const [client] = await c.db
    .insert(clients)
    .values({
      ...base,
      user_id: userId,
      status: app.status,
      // A lodged application opens its deal on the pipeline board.
      stage: app.status === 'lodged' ? 'lodged' : null,
      access: app.access,
      client_type: app.clientType ?? 'active',
      submit_pages: app.pages ?? DEFAULT_SUBMIT_PAGES,
      invite_message: app.inviteMessage ?? null,
      created_at: createdAt,
      updated_at: ago(app.lastActivityDaysAgo) as Date,
      last_activity_at: ago(app.lastActivityDaysAgo) as Date,
      invited_at: invitedAt,
      first_client_input_at: clientActive && app.status !== 'not-started' ? answeredAt : null,
      submitted_at: ago(app.submittedDaysAgo),
      lodged_at: ago(app.lodgedDaysAgo),
    })
    .returning({ id: clients.id });
  const clientId = client?.id as number;
  const scope = { ...base, client_id: clientId };
  const events: Event[] = [{ at: createdAt, action: 'client_created', byClient: false }];

  const personIds: number[] = [];
  for (const [i, p] of app.people.entries()) {
    const [row] = await c.db
      .insert(applicants)
      .values({
        ...scope,
        type: 'person',
        is_primary: i === 0,
        position: i,
        data: p.data,
        answers: answersOf(p.data, i === 0 ? c.brokerUserId : answerer, i === 0 ? createdAt : answeredAt),
      })
      .returning({ id: applicants.id });
    personIds.push(row?.id as number);
    if (i > 0) events.push({ at: createdAt, action: 'applicant_added', byClient: false, detail: { type: 'person' } });
  }
  const items: (typeof applicationItems.$inferInsert)[] = [];
  const itemsOf = (
    applicantId: number,
    p: { addresses?: FieldData[]; employments?: FieldData[]; incomes?: FieldData[] },
  ) => {
    for (const [section, list] of [
      ['address', p.addresses],
      ['employment', p.employments],
      ['other_income', p.incomes],
    ] as const) {
      for (const [position, data] of (list ?? []).entries()) {
        const kind = section === 'address' ? String(data.use) : '';
        items.push({
          ...scope,
          applicant_id: applicantId,
          section,
          kind,
          position,
          data,
          answers: answersOf(data, answerer, answeredAt),
        });
      }
    }
  };
  for (const [i, p] of app.people.entries()) itemsOf(personIds[i] as number, p);

  for (const [n, entity] of (app.entities ?? []).entries()) {
    const data: FieldData = { ...entity.data };
    if (entity.directors) {
      data.director_ids = entity.directors.map((i) => personIds[i]);
      data.shareholder_ids = data.director_ids;
    }
    if (entity.trustee !== undefined) data.trustee_applicant_id = personIds[entity.trustee];
    const [row] = await c.db
      .insert(applicants)
      .values({
        ...scope,
        type: entity.type,
        position: app.people.length + n,
        data,
        answers: answersOf(data, c.brokerUserId, createdAt),
      })
      .returning({ id: applicants.id });
    itemsOf(row?.id as number, entity);
    events.push({ at: createdAt, action: 'applicant_added', byClient: false, detail: { type: entity.type } });
  }
  if (items.length) await c.db.insert(applicationItems).values(items);

  const assetIds: number[] = [];
  for (const [position, asset] of (app.assets ?? []).entries()) {
    const data = { ...asset.data, ...(asset.owners ? { owners: ownersOf(asset, personIds) } : {}) };
    const [row] = await c.db
      .insert(applicationItems)
      .values({
        ...scope,
        section: 'asset',
        kind: asset.kind,
        position,
        data,
        answers: answersOf(data, answerer, answeredAt),
      })
      .returning({ id: applicationItems.id });
    assetIds.push(row?.id as number);
  }
  const liabilities = (app.liabilities ?? []).map((l, position) => {
    const data: FieldData = { ...l.data, ...(l.owners ? { owners: ownersOf(l, personIds) } : {}) };
    if (l.securedBy !== undefined) data.secured_by_asset_id = assetIds[l.securedBy];
    return {
      ...scope,
      section: 'liability' as const,
      kind: l.kind,
      position,
      data,
      answers: answersOf(data, answerer, answeredAt),
    };
  });
  if (liabilities.length) await c.db.insert(applicationItems).values(liabilities);

  const sections = (
    [
      ['requirement', app.requirement],
      ['expense', app.expense],
      ['risk_profile', app.risk],
    ] as const
  ).flatMap(([section, data]) =>
    data ? [{ ...scope, section, data, answers: answersOf(data, answerer, answeredAt) }] : [],
  );
  if (sections.length) await c.db.insert(applicationSections).values(sections);
  for (const [key, value] of Object.entries(app.requirement ?? {}).slice(0, 4)) {
    events.push({
      at: answeredAt,
      action: 'field_changed',
      byClient: clientActive,
      detail: { section: 'requirement', key, old: null, new: value },
    });
  }

  if (invitedAt) {
    const email = String(app.people[0].data.email);
    events.push({
      at: invitedAt,
      action: 'client_invited',
      byClient: false,
      detail: { email, pages: app.pages ?? DEFAULT_SUBMIT_PAGES, via: 'email' },
    });
    if (clientActive) {
      const accepted = new Date(invitedAt.getTime() + 2 * HOUR_MS);
      events.push({ at: accepted, action: 'invite_accepted', byClient: true });
      events.push({ at: accepted, action: 'login', byClient: true });
      events.push({ at: answeredAt, action: 'page_opened', byClient: true, detail: { page: 'profile' } });
    }
  }
  const submittedAt = ago(app.submittedDaysAgo);
  if (submittedAt)
    events.push({
      at: submittedAt,
      action: 'application_submitted',
      byClient: clientActive,
      detail: { by: clientActive ? 'client' : 'adviser' },
    });
  const lodgedAt = ago(app.lodgedDaysAgo);
  if (lodgedAt) events.push({ at: lodgedAt, action: 'application_lodged', byClient: false });

  await c.db.insert(activity).values(
    events
      .filter((e) => e.at.getTime() <= c.now.getTime())
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((e) => ({
        actor_user_id: e.byClient && userId !== null ? userId : c.brokerUserId,
        adviser_id: c.adviserId,
        client_id: clientId,
        action: e.action,
        detail: e.detail ?? null,
        created_at: e.at,
      })),
  );
  return clientId;
}

/** The demo broker's dozen clients, the demo client's among them; answers their ids. */
export async function seedDemoApplications(db: Db, opts: Omit<Context, 'db'>): Promise<number[]> {
  const c: Context = { db, ...opts };
  const ids: number[] = [];
  for (const app of DEMO_APPLICATIONS) ids.push(await seedOne(c, app));
  await refreshClientsDerived(db, ids);
  return ids;
}

/** The emails the demo's portal sign-ins use, so generated clients never take one. */
export const DEMO_APPLICATION_EMAILS = DEMO_APPLICATIONS.map((a) => String(a.people[0].data.email));
