import { defineConfig } from 'drizzle-kit';

/** Used only by `npm run db:generate` to write SQL migrations from src/db/schema; the app applies them at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/index.ts',
  out: './apps/server/src/db/migrations',
  casing: 'snake_case',
});
