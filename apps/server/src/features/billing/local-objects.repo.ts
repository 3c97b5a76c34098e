import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingLocalObjects } from '../../db/schema';

/*
 * The local payment simulator's store (local-provider.ts, docs/decisions/020): one row per object Stripe would keep
 * (customer, payment method, setup intent, subscription, idempotency key, the test clock), its fields as JSON.
 */

/** A stored object, its data typed as the provider wrote it for that kind. */
type LocalObject<T extends object> = Omit<typeof billingLocalObjects.$inferSelect, 'data'> & { data: T };

export async function findLocalObject<T extends object>(db: Db, id: string): Promise<LocalObject<T> | undefined> {
  const [row] = await db.select().from(billingLocalObjects).where(eq(billingLocalObjects.id, id));
  return row as LocalObject<T> | undefined;
}

/** Writes an object, or replaces the data of the one with this id. */
export async function putLocalObject(
  db: Db,
  object: { id: string; kind: string; customer: string | null; data: object },
): Promise<void> {
  const data = object.data as Record<string, unknown>;
  await db
    .insert(billingLocalObjects)
    .values({ id: object.id, kind: object.kind, customer: object.customer, data })
    .onConflictDoUpdate({ target: billingLocalObjects.id, set: { data } });
}

export async function listLocalObjectsOfKind<T extends object>(db: Db, kind: string): Promise<LocalObject<T>[]> {
  const rows = await db.select().from(billingLocalObjects).where(eq(billingLocalObjects.kind, kind));
  return rows as LocalObject<T>[];
}
