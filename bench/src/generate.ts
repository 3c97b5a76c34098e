import { ADVISER_MESSAGES, CLIENT_MESSAGES } from '@brokerdesk/server/src/seed/demo-feedback';
import {
  BROKER_SUFFIXES,
  FIRST_NAMES,
  LAST_NAMES,
  PLACES,
  PLANNER_SUFFIXES,
  SOURCES,
} from '@brokerdesk/server/src/seed/demo-names';

/** One connection's SQL: setseed and the temporary table live for the session, so all of it goes through one. */
export type Exec = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface BenchSizes {
  brokers: number;
  planners: number;
  clients: number;
  /** Clients of the one big broker (one adviser holding 20,000). */
  bigBrokerClients: number;
  feedback: number;
}

/** The adviser who holds `bigBrokerClients` (the client-list bench signs in as them). */
export const BIG_BROKER_EMAIL = 'big.broker@bench.example';

export interface Generated {
  bigBrokerAdviserId: number;
  seconds: Record<string, number>;
}

// Picks a random element of a text[] parameter; random() is seeded, so the data is the same every run.
const pick = (param: string) => `(${param}::text[])[1 + floor(random() * cardinality(${param}::text[]))::int]`;
const alpha = (expr: string) => `lower(regexp_replace(${expr}, '[^A-Za-z]', '', 'g'))`;

/**
 * Fills a migrated, empty database at the given sizes with server-side SQL (INSERT ... SELECT over
 * generate_series), so even a million clients take a minute or two. Advisers go in through the normal
 * trigger, which derives their search and sort columns, as in production. Ends with VACUUM ANALYZE.
 */
export async function generateData(exec: Exec, sizes: BenchSizes, log: (line: string) => void): Promise<Generated> {
  const seconds: Record<string, number> = {};
  const step = async (name: string, text: string, values?: unknown[]) => {
    const started = performance.now();
    await exec(text, values);
    seconds[name] = (seconds[name] ?? 0) + (performance.now() - started) / 1000;
  };
  const sources = SOURCES.flatMap(([s, w]) => Array<string | null>(w).fill(s));

  await step('people', 'select setseed(0.318)');
  log(`  advisers: ${sizes.brokers} brokers + ${sizes.planners} planners`);
  await step(
    'people',
    `create temp table bench_people as
     select g, kind, fn, ln, company, source, ts, r1, r2, r3,
       ${alpha('fn')} || '.' || ${alpha('ln')} || g || '@' || ${alpha('company')} || '.com.au' as email
     from (
       select g, case when g <= $1::int then 'broker' else 'planner' end as kind,
         ${pick('$3')} as fn, ${pick('$4')} as ln,
         ${pick('$5')} || ' ' || case when g <= $1::int then ${pick('$6')} else ${pick('$7')} end as company,
         ${pick('$8')} as source,
         now() - power(random(), 0.7) * interval '2190 days' as ts,
         random() as r1, random() as r2, random() as r3
       from generate_series(1, $1::int + $2::int) g
     ) s`,
    [sizes.brokers, sizes.planners, FIRST_NAMES, LAST_NAMES, PLACES, BROKER_SUFFIXES, PLANNER_SUFFIXES, sources],
  );
  // Ids follow sign-up time, as they do in a real table.
  await step(
    'users',
    `insert into users (email, role, first_name, last_name, created_at, updated_at)
     select email, kind, fn, ln, ts, ts from bench_people order by ts, g`,
  );
  await step(
    'advisers',
    `insert into advisers (user_id, kind, company, phone_office, phone_mobile, registered_at, created_at, updated_at,
       trial_end_date, referral_code, source, suspended, free_access, stripe_customer_id, plan, subscription_status,
       recent_billing_date)
     select u.id, p.kind, p.company, '+612' || lpad(floor(p.r1 * 1e8)::bigint::text, 8, '0'),
       '+614' || lpad(floor(p.r2 * 1e8)::bigint::text, 8, '0'), p.ts, p.ts, p.ts, (p.ts + interval '14 days')::date,
       upper(substr(md5(u.id::text), 1, 4)) || u.id, p.source, p.r2 < 0.03, p.r2 >= 0.03 and p.r2 < 0.06,
       case when p.r3 < 0.35 then 'cus_' || substr(md5('cus' || u.id), 1, 14) end,
       case when p.r3 < 0.1 then 'pro' when p.r3 < 0.3 then 'standard' end,
       case when p.r3 < 0.3 then 'active' when p.r3 < 0.35 then 'canceled' end,
       case when p.r3 < 0.3 then current_date - floor(p.r1 * 30)::int end
     from bench_people p join users u on u.email = p.email
     order by u.id`,
  );
  // A seventh were referred by someone who joined before them; a few advisers are deleted.
  await step(
    'advisers',
    `with bounds as (select min(id) as lo from advisers),
     pick as (
       select a.id, b.lo + floor(random() * (a.id - b.lo))::int as ref_id
       from advisers a, bounds b where a.id > b.lo and random() < 0.15
     )
     update advisers a set referrer_code = r.referral_code, referrer_adviser_id = r.id
     from pick p join advisers r on r.id = p.ref_id where a.id = p.id`,
  );
  await step('advisers', `update advisers set deleted_at = updated_at + interval '200 days' where random() < 0.005`);
  const [big] = (
    await exec(
      `select a.id, a.user_id from advisers a where a.kind = 'broker' and a.deleted_at is null order by a.id limit 1`,
    )
  ).rows;
  const bigBrokerAdviserId = Number(big?.id);
  await step('advisers', `update users set email = $1, first_name = 'Bianca', last_name = 'Bigbook' where id = $2`, [
    BIG_BROKER_EMAIL,
    big?.user_id,
  ]);

  log(`  clients: ${sizes.clients} (${sizes.bigBrokerClients} of them with adviser ${bigBrokerAdviserId})`);
  // Each client's people first, so the client row's list columns (refreshClientsDerived in
  // applicants/client-derived.repo.ts: the primary's name; lowercase names, emails and phones, E.164 and national
  // digits, of every applicant) and its applicants are written from the same values. A quarter are couples.
  await step(
    'clients',
    `create temp table bench_clients as
     select g, adviser_id, c, r, st, ty, fn, ln, pfn, has_partner,
       ${alpha('fn')} || '.' || ${alpha('ln')} || g || '@gmail.com' as email,
       ${alpha('pfn')} || '.' || ${alpha('ln')} || g || '@outlook.com' as pemail,
       lpad(floor(r1 * 1e8)::bigint::text, 8, '0') as ph, lpad(floor(r2 * 1e8)::bigint::text, 8, '0') as pph
     from (
       select g, case when g <= $1::int then $2::int else lo + floor(power(random(), 1.3) * n)::int end as adviser_id,
         now() - random() * interval '1460 days' as c, random() as r, random() as st, random() as ty,
         ${pick('$4')} as fn, ${pick('$5')} as ln, ${pick('$4')} as pfn, random() < 0.25 as has_partner,
         random() as r1, random() as r2
       from generate_series(1, $3::int) g,
         (select min(id) as lo, count(*)::int as n from advisers) b
     ) s`,
    [sizes.bigBrokerClients, bigBrokerAdviserId, sizes.clients, FIRST_NAMES, LAST_NAMES],
  );
  // Ids are given (and the identity moved past them) so the applicants can name their client.
  await step(
    'clients',
    `insert into clients (id, adviser_id, created_at, updated_at, last_activity_at, invited_at, first_client_input_at,
       status, access, client_type, display_name, sort_name, search_text)
     overriding system value
     select g, adviser_id, c, c, least(now(), c + (now() - c) * power(random(), 3)),
       case when r < 0.2 then c + r * interval '50 hours' end,
       case when r < 0.15 then c + r * interval '50 hours' + interval '1 day' end,
       case when st < 0.25 then 'not-started' when st < 0.6 then 'in-progress' when st < 0.8 then 'submitted'
         else 'lodged' end,
       case when r < 0.2 then 'invited' else 'none' end,
       case when ty < 0.1 then 'archived' when ty < 0.15 then 'lead' else 'active' end,
       fn || ' ' || ln, lower(fn || ' ' || ln),
       lower(concat_ws(' ', fn, ln, email, '614' || ph, '04' || ph,
         case when has_partner then concat_ws(' ', pfn, ln, pemail, '614' || pph, '04' || pph) end))
     from bench_clients order by g`,
  );
  await step('clients', `select setval(pg_get_serial_sequence('clients', 'id'), (select max(id) from clients))`);
  await step(
    'clients',
    `insert into applicants (adviser_id, client_id, type, is_primary, position, data, created_at, updated_at)
     select adviser_id, g, 'person', true, 0,
       jsonb_build_object('first_name', fn, 'last_name', ln, 'email', email, 'phone_mobile', '+614' || ph), c, c
     from bench_clients
     union all
     select adviser_id, g, 'person', false, 1,
       jsonb_build_object('first_name', pfn, 'last_name', ln, 'email', pemail, 'phone_mobile', '+614' || pph), c, c
     from bench_clients where has_partner
     order by 2, 5`,
  );
  await step('clients', 'drop table bench_clients');
  await step(
    'clients',
    `update advisers a set recent_clients_count = r.n
     from (select adviser_id, count(*)::int as n from clients
           where created_at > now() - interval '30 days' and deleted_at is null group by adviser_id) r
     where a.id = r.adviser_id`,
  );

  const clientUsers = Math.max(1, Math.round(sizes.feedback / 20));
  log(`  feedback: ${sizes.feedback} (from advisers and ${clientUsers} clients with a sign-in)`);
  await step(
    'feedback',
    `insert into users (email, role, first_name, last_name, created_at, updated_at)
     select ${alpha('fn')} || '.' || ${alpha('ln')} || '.c' || g || '@gmail.com', 'client', fn, ln, ts, ts
     from (select g, ${pick('$2')} as fn, ${pick('$3')} as ln, now() - random() * interval '1000 days' as ts
           from generate_series(1, $1::int) g) s`,
    [clientUsers, FIRST_NAMES, LAST_NAMES],
  );
  await step(
    'feedback',
    `update clients c set user_id = u.id
     from (select id, row_number() over (order by id) as rn from users where role = 'client') u,
          (select min(id) as lo, count(*) as n from clients) b
     where c.id = b.lo + (u.rn - 1) * (b.n / $1::int)`,
    [clientUsers],
  );
  await step('feedback', `update clients set access = 'active' where user_id is not null`);
  const message = (param: string) =>
    `${pick(param)} || case when random() < 0.4 then E'\\n\\n' || ${pick(param)} else '' end`;
  await step(
    'feedback',
    `insert into feedback (user_id, user_type, adviser_id, broker_first_name, broker_last_name, message, created_at)
     select u.id, a.kind, a.id, u.first_name, u.last_name, s.msg, s.ts
     from (select b.lo + floor(random() * b.n)::int as adviser_id, ${message('$2')} as msg,
             now() - power(random(), 0.6) * interval '1460 days' as ts
           from generate_series(1, $1::int) g, (select min(id) as lo, count(*)::int as n from advisers) b) s
     join advisers a on a.id = s.adviser_id join users u on u.id = a.user_id`,
    [Math.round(sizes.feedback * 0.7), ADVISER_MESSAGES],
  );
  await step(
    'feedback',
    `insert into feedback (user_id, user_type, adviser_id, client_id, broker_first_name, broker_last_name,
       client_first_name, client_last_name, message, created_at)
     select cu.id, 'client', c.adviser_id, c.id, au.first_name, au.last_name, cu.first_name, cu.last_name, s.msg, s.ts
     from (select 1 + floor(random() * $2::int)::int as k, ${message('$3')} as msg,
             now() - power(random(), 0.6) * interval '1000 days' as ts
           from generate_series(1, $1::int) g) s
     join (select id, adviser_id, user_id, row_number() over (order by id) as rn
           from clients where user_id is not null) c on c.rn = s.k
     join users cu on cu.id = c.user_id join advisers a on a.id = c.adviser_id join users au on au.id = a.user_id`,
    [sizes.feedback - Math.round(sizes.feedback * 0.7), clientUsers, CLIENT_MESSAGES],
  );
  await step('vacuum', 'drop table bench_people');
  // VACUUM as well as ANALYZE: autovacuum has long since run on a production table, and without it the
  // visibility map is empty, so no count could use an index-only scan.
  await step('vacuum', 'vacuum analyze');
  const counts = await exec(
    `select (select count(*) from advisers where kind = 'broker')::int as brokers,
            (select count(*) from advisers where kind = 'planner')::int as planners,
            (select count(*) from clients)::int as clients, (select count(*) from feedback)::int as feedback`,
  );
  log(`  rows: ${JSON.stringify(counts.rows[0])}`);
  return { bigBrokerAdviserId, seconds };
}
