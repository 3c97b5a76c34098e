import type { Benchmark, Shading } from '@brokerdesk/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { clientStrategies, serviceabilitySettings } from '../../../db/schema';

export type SettingsRow = typeof serviceabilitySettings.$inferSelect;
export type StrategyRow = typeof clientStrategies.$inferSelect;

export async function readSettings(db: Db, adviserId: number): Promise<SettingsRow | null> {
  const [row] = await db.select().from(serviceabilitySettings).where(eq(serviceabilitySettings.adviser_id, adviserId));
  return row ?? null;
}

export async function writeSettings(
  db: Db,
  adviserId: number,
  values: { shading: Shading; benchmark: Benchmark },
  now: Date,
): Promise<void> {
  await db
    .insert(serviceabilitySettings)
    .values({ adviser_id: adviserId, ...values, updated_at: now })
    .onConflictDoUpdate({ target: serviceabilitySettings.adviser_id, set: { ...values, updated_at: now } });
}

export function listStrategies(db: Db, clientId: number): Promise<StrategyRow[]> {
  return db
    .select()
    .from(clientStrategies)
    .where(eq(clientStrategies.client_id, clientId))
    .orderBy(asc(clientStrategies.saved_at));
}

export async function upsertStrategy(
  db: Db,
  row: { client_id: number; key: string; inputs: Record<string, number>; saved_by: number; saved_at: Date },
): Promise<void> {
  await db
    .insert(clientStrategies)
    .values(row)
    .onConflictDoUpdate({
      target: [clientStrategies.client_id, clientStrategies.key],
      set: { inputs: row.inputs, saved_by: row.saved_by, saved_at: row.saved_at },
    });
}

export async function deleteStrategy(db: Db, clientId: number, key: string): Promise<void> {
  await db.delete(clientStrategies).where(and(eq(clientStrategies.client_id, clientId), eq(clientStrategies.key, key)));
}
