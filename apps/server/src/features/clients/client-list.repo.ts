import { CLIENT_STATUSES, type ClientAccess, type ClientListQuery, type ClientStatus } from '@brokerdesk/contract';
import { and, asc, count, desc, eq, inArray, isNull, like, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicants, clients } from '../../db/schema';

/**
 * One adviser's client list (docs/spec/core-and-application.md §2 client-list-search). Every query is scoped to the
 * adviser and one client type, and reads the (adviser_id, client_type, <sort>, id) indexes of the clients table, so it
 * stays fast for an adviser with 20,000 clients among a million (bench/README.md).
 */

/**
 * What a search looks for in search_text (stored lowercase). A query of only phone characters is reduced to its
 * digits, as the stored phones are (clients.repo refreshClientsDerived). LIKE metacharacters are escaped.
 */
export function searchPattern(query: string): string | null {
  const q = query.trim().toLowerCase();
  if (!q) return null;
  const digits = q.replace(/\D/g, '');
  const needle = /^[\d\s+().-]+$/.test(q) && digits.length >= 3 ? digits : q;
  return `%${needle.replace(/[\\%_]/g, '\\$&')}%`;
}

type Value<T> = T | Placeholder;

/** What a list query filters on: values, or placeholders in a query built once for its shape (pageQuery). */
interface ListFilter {
  adviserId: Value<number>;
  clientType: Value<ClientListQuery['clientType']>;
  status?: Value<ClientStatus>;
  access?: Value<ClientAccess>;
  pattern?: Value<string>;
}

function filterOf(adviserId: number, q: ClientListQuery, status?: ClientStatus): ListFilter {
  return {
    adviserId,
    clientType: q.clientType,
    status: status ?? (q.status === 'all' ? undefined : q.status),
    access: q.access === 'all' ? undefined : q.access,
    pattern: searchPattern(q.query) ?? undefined,
  };
}

function listWhere(f: ListFilter): SQL | undefined {
  return and(
    eq(clients.adviser_id, f.adviserId),
    eq(clients.client_type, f.clientType),
    isNull(clients.deleted_at),
    f.status === undefined ? undefined : eq(clients.status, f.status),
    f.access === undefined ? undefined : eq(clients.access, f.access),
    // The trigram index serves LIKE as well as ILIKE; both sides are lowercase.
    f.pattern === undefined ? undefined : like(clients.search_text, f.pattern),
  );
}

// ORDER BY only from an allow-list (docs/engineering-guide.md §6). Status is ordered by the workflow
// (listPageByStatus), not here.
const SORT_COLUMNS = {
  last_activity_timestamp: clients.last_activity_at,
  name: clients.sort_name,
  created_at: clients.created_at,
} as const;

/** A row of the list: the client with the primary applicant's contact and the number of applicants. */
const ROW_FIELDS = {
  id: clients.id,
  name: clients.display_name,
  email: sql<string>`coalesce(${applicants.data}->>'email', '')`,
  phone_mobile: sql<string>`coalesce(${applicants.data}->>'phone_mobile', '')`,
  num_applicants: sql<number>`(select count(*)::int from ${applicants} a
    where a.client_id = ${clients.id} and a.deleted_at is null)`,
  client_type: clients.client_type,
  status: clients.status,
  access: clients.access,
  num_documents_to_review: clients.num_documents_to_review,
  last_activity_at: clients.last_activity_at,
  created_at: clients.created_at,
};
const PRIMARY_APPLICANT = and(
  eq(applicants.client_id, clients.id),
  eq(applicants.is_primary, true),
  isNull(applicants.deleted_at),
);

function selectRows(db: Db, where: SQL) {
  return db.select(ROW_FIELDS).from(clients).leftJoin(applicants, PRIMARY_APPLICANT).where(where);
}

const countRows = async (db: Db, where: SQL | undefined) =>
  (await db.select({ n: count() }).from(clients).where(where))[0]?.n ?? 0;

export type ClientListRow = Awaited<ReturnType<typeof selectRows>>[number];

type SortedQuery = ClientListQuery & { orderBy: keyof typeof SORT_COLUMNS };

/** A page with its total, for one shape of list query (sort, direction, which filters); values are placeholders. */
function buildPageQuery(db: Db, q: SortedQuery, f: ListFilter) {
  const where = listWhere({
    adviserId: sql.placeholder('adviserId'),
    clientType: sql.placeholder('clientType'),
    status: f.status === undefined ? undefined : sql.placeholder('status'),
    access: f.access === undefined ? undefined : sql.placeholder('access'),
    pattern: f.pattern === undefined ? undefined : sql.placeholder('pattern'),
  });
  const dir = q.orderType === 'asc' ? asc : desc;
  const order = [dir(SORT_COLUMNS[q.orderBy]), dir(clients.id)];
  // The page's ids come from the sort index alone; only those rows are joined, so a deep page stays cheap.
  const pageIds = db
    .select({ id: clients.id })
    .from(clients)
    .where(where)
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  // The total rides along as an uncorrelated subquery (run once), so a page costs one statement, not two: every
  // statement is a round trip and a pool connection while the list is read concurrently (bench/README.md).
  // Unnamed (''), so PostgreSQL still plans each request for its own values: a generic plan made for an adviser
  // with ten clients would not suit one with 20,000.
  return db
    .select({ ...ROW_FIELDS, total: sql<number>`(select count(*)::int from ${clients} where ${where})` })
    .from(clients)
    .leftJoin(applicants, PRIMARY_APPLICANT)
    .where(inArray(clients.id, pageIds))
    .orderBy(...order)
    .prepare('');
}

/** Built queries by shape, per database: building the SQL cost the API as much CPU as reading the answer. */
const pageQueries = new WeakMap<Db, Map<string, ReturnType<typeof buildPageQuery>>>();

function pageQuery(db: Db, q: SortedQuery, f: ListFilter) {
  let byShape = pageQueries.get(db);
  if (!byShape) {
    byShape = new Map();
    pageQueries.set(db, byShape);
  }
  const shape = [
    q.orderBy,
    q.orderType,
    f.status !== undefined,
    f.access !== undefined,
    f.pattern !== undefined,
  ].join();
  let query = byShape.get(shape);
  if (!query) {
    query = buildPageQuery(db, q, f);
    byShape.set(shape, query);
  }
  return query;
}

export async function listClientRows(db: Db, adviserId: number, q: ClientListQuery) {
  if (q.orderBy === 'status') return listPageByStatus(db, adviserId, q);
  const f = filterOf(adviserId, q);
  const rows = await pageQuery(db, { ...q, orderBy: q.orderBy }, f).execute({
    ...f,
    limit: q.limit,
    offset: q.offset,
  });
  // No row carries the total: nothing matches, or the page lies past the end and only a count can tell.
  const total = rows[0]?.total ?? (q.offset === 0 ? 0 : await countRows(db, listWhere(f)));
  return { rows, total };
}

/**
 * Status sorts by the workflow (not started, in progress, submitted, lodged), not alphabetically. With four
 * statuses that is four index ranges: one grouped count (also the total) says which ranges the page falls in,
 * and each is read from the (adviser_id, client_type, status, id) index at its own offset.
 */
async function listPageByStatus(db: Db, adviserId: number, q: ClientListQuery) {
  const counts = await db
    .select({ status: clients.status, n: count() })
    .from(clients)
    .where(listWhere(filterOf(adviserId, q)))
    .groupBy(clients.status);
  const countOf = new Map(counts.map((c) => [c.status, c.n]));
  const total = counts.reduce((sum, c) => sum + c.n, 0);
  const order = q.orderType === 'asc' ? CLIENT_STATUSES : [...CLIENT_STATUSES].reverse();
  const dir = q.orderType === 'asc' ? asc : desc;
  const ids: number[] = [];
  let skip = q.offset;
  for (const status of order) {
    const n = countOf.get(status) ?? 0;
    if (skip >= n) {
      skip -= n;
      continue;
    }
    const take = Math.min(q.limit - ids.length, n - skip);
    const part = await db
      .select({ id: clients.id })
      .from(clients)
      .where(listWhere(filterOf(adviserId, q, status)))
      .orderBy(dir(clients.id))
      .limit(take)
      .offset(skip);
    ids.push(...part.map((r) => r.id));
    skip = 0;
    if (ids.length >= q.limit) break;
  }
  if (ids.length === 0) return { rows: [], total };
  const rows = await selectRows(db, inArray(clients.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total };
}
