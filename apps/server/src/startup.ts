import type { ServiceContext } from './context';
import type { Database } from './db/client';
import { applyMigrations, migrateDatabase } from './db/migrate';
import { FEATURES } from './features';

/** Every feature's work after the migrations, in the features' order (feature.ts). */
export async function afterMigrate(database: Database): Promise<void> {
  for (const feature of FEATURES) await feature.afterMigrate?.(database);
}

/** Migrations and the features' after-migration work, under the start-up lock (the CLIs, the tests' setup). */
export function prepareDatabase(database: Database): Promise<void> {
  return migrateDatabase(database, afterMigrate);
}

/** The same, for a caller that already holds the start-up lock (main.ts). */
export function prepareDatabaseLocked(database: Database): Promise<void> {
  return applyMigrations(database, afterMigrate);
}

/** Gives each feature its part of a new context (the billing provider) and its event listeners. */
export function wireFeatures(ctx: ServiceContext): void {
  for (const feature of FEATURES) feature.init?.(ctx);
  for (const feature of FEATURES) feature.listen?.(ctx);
}
