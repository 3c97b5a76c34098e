import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { rows } from '../src/db/rows';
import { startJobQueue } from '../src/jobs/queue';
import { prepareDatabase } from '../src/startup';
import { adminUrl, databaseUrlFor } from './pg-urls';

/**
 * Prepares one migrated database that every test file copies (docs/engineering-guide.md §3 rule 6): a PGlite snapshot
 * file by default, or a PostgreSQL template database when TEST_DATABASE_URL is set.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  if (serverUrl) {
    const template = `bd_tpl_${runId}`;
    const admin = await openDatabase({ url: adminUrl(serverUrl), poolSize: 1 });
    await admin.executeSql(`create database "${template}"`);
    const db = await openDatabase({ url: databaseUrlFor(serverUrl, template), poolSize: 2 });
    await prepare(db);
    await db.close();
    project.provide('testDb', { kind: 'postgres', serverUrl, template, runId });
    return async () => {
      const made = await admin.executeSql(`select datname from pg_database where datname like $1`, [`bd_%${runId}%`]);
      for (const r of rows<{ datname: string }>(made)) {
        await admin.executeSql(`drop database if exists "${r.datname}" with (force)`);
      }
      await admin.close();
    };
  }
  const db = await openDatabase({});
  await prepare(db);
  const blob = (await db.pglite!.dumpDataDir('none')) as Blob;
  await db.close();
  const file = path.join(os.tmpdir(), `brokerdesk-test-${runId}.tar`);
  fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  project.provide('testDb', { kind: 'pglite', snapshotFile: file, runId });
  return () => fs.rmSync(file, { force: true });
}

async function prepare(db: Awaited<ReturnType<typeof openDatabase>>) {
  await prepareDatabase(db);
  // pg-boss creates its schema on first start; doing it once here keeps each test file's start quick.
  const jobs = await startJobQueue(db);
  await jobs.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDb:
      | { kind: 'pglite'; snapshotFile: string; runId: string }
      | { kind: 'postgres'; serverUrl: string; template: string; runId: string };
  }
}
