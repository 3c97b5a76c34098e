import { count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emails } from '../../db/schema';

const listColumns = {
  id: emails.id,
  kind: emails.kind,
  to_address: emails.to_address,
  from_address: emails.from_address,
  subject: emails.subject,
  status: emails.status,
  created_at: emails.created_at,
};

export async function listEmails(db: Db, opts: { limit: number; offset: number; to?: string }) {
  const where = opts.to ? ilike(emails.to_address, `%${opts.to.replace(/[\\%_]/g, '\\$&')}%`) : undefined;
  const [rows, totals] = await Promise.all([
    db.select(listColumns).from(emails).where(where).orderBy(desc(emails.id)).limit(opts.limit).offset(opts.offset),
    db.select({ n: count() }).from(emails).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

export async function findEmail(db: Db, id: number) {
  const [row] = await db.select().from(emails).where(eq(emails.id, id));
  return row;
}
