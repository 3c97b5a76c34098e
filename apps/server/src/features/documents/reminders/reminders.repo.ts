import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/*
 * The reads and the claim behind document reminders. Every query names the client and its adviser; requests still
 * missing are those 'requested' or 'rejected' (a rejected one goes back to the client).
 */

export interface ReminderCandidate {
  client_id: number;
  adviser_id: number;
  invited_at: Date | null;
  last_reminder_at: Date | null;
  reminders_sent: number;
  reminder_days: string;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const toDate = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

const OUTSTANDING = sql`exists (
  select 1 from document_requests r
  where r.client_id = c.id and r.adviser_id = c.adviser_id and r.deleted_at is null
    and r.state in ('requested', 'rejected'))`;

/**
 * Clients who may get an automatic reminder: invited to the portal, with access, reminders not paused, the adviser
 * sending them ('' sends none), something still missing. Archived clients and leads are left alone.
 */
export async function listReminderCandidates(db: Db): Promise<ReminderCandidate[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select c.id as client_id, c.adviser_id, c.invited_at, c.last_reminder_at, c.reminders_sent, a.reminder_days
      from clients c
      join advisers a on a.id = c.adviser_id and a.deleted_at is null and not a.suspended
      where c.deleted_at is null and c.client_type = 'active' and c.access <> 'none' and c.invited_at is not null
        and not c.reminders_paused and a.reminder_days <> '' and ${OUTSTANDING}
      order by c.id`),
  );
  return rows.map((r) => ({
    client_id: Number(r.client_id),
    adviser_id: Number(r.adviser_id),
    invited_at: toDate(r.invited_at),
    last_reminder_at: toDate(r.last_reminder_at),
    reminders_sent: Number(r.reminders_sent),
    reminder_days: String(r.reminder_days),
  }));
}

export interface OutstandingDocument {
  request_id: number;
  name: string;
  applicant: string;
  state: 'requested' | 'rejected';
  reason: string;
}

/** What the client still has to send, by applicant and then the catalogue's order, in the broker's wording. */
export async function listOutstanding(db: Db, clientId: number, adviserId: number): Promise<OutstandingDocument[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select r.id, coalesce(e.name, t.name) as name, r.state, r.reason,
        coalesce(nullif(trim(concat_ws(' ', p.data->>'first_name', p.data->>'last_name')), ''), p.data->>'name', '')
          as applicant
      from document_requests r
      join document_types t on t.id = r.document_type_id
      left join document_type_extensions e on e.document_type_id = t.id and e.adviser_id = r.adviser_id
      join applicants p on p.id = r.applicant_id and p.deleted_at is null
      where r.client_id = ${clientId} and r.adviser_id = ${adviserId} and r.deleted_at is null
        and r.state in ('requested', 'rejected')
      order by p.position, p.id, t.position, r.id`),
  );
  return rows.map((r) => ({
    request_id: Number(r.id),
    name: String(r.name),
    applicant: String(r.applicant ?? ''),
    state: r.state as 'requested' | 'rejected',
    reason: String(r.reason ?? ''),
  }));
}

/**
 * Takes the client's next reminder: moves last_reminder_at from what the caller read to `now` and counts it. Answers
 * false when another process took it meanwhile, so two workers never send the same reminder.
 */
export async function claimReminder(
  db: Db,
  clientId: number,
  readLast: Date | null,
  now: Date,
  counts: boolean,
): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`
      update clients set last_reminder_at = ${now.toISOString()}::timestamptz,
        reminders_sent = reminders_sent + ${counts ? 1 : 0}
      where id = ${clientId}
        and last_reminder_at is not distinct from ${readLast ? readLast.toISOString() : null}::timestamptz
      returning id`),
  );
  return rows.length === 1;
}

/** Where the client's email goes: their portal sign-in's address, else the primary applicant's. */
export async function findClientContact(
  db: Db,
  clientId: number,
): Promise<{ email: string; first_name: string } | null> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select coalesce(nullif(u.email, ''), p.data->>'email', '') as email,
        coalesce(nullif(u.first_name, ''), p.data->>'first_name', '') as first_name
      from clients c
      left join users u on u.id = c.user_id and u.deleted_at is null
      left join applicants p on p.client_id = c.id and p.is_primary and p.deleted_at is null
      where c.id = ${clientId}`),
  );
  const email = String(row?.email ?? '').trim();
  return email ? { email, first_name: String(row?.first_name ?? '') } : null;
}
