import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '@brokerdesk/server/src/db/client';
import { newStorageKey } from '@brokerdesk/server/src/storage/storage';

/**
 * The documents bench's data, written straight into the tables and the disk storage folder (no HTTP): a broker, and
 * clients each with one applicant, `requests` requests of distinct catalogue types and `files` files spread over them.
 */

export interface DocClient {
  clientId: number;
  applicantId: number;
  requestIds: number[];
  /** The stored files' paths on disk, in order (only when bytes were written). */
  paths: string[];
}

export async function makeBroker(database: Database, email: string, passwordHash: string): Promise<number> {
  const user = await database.executeSql(
    `insert into users (email, role, first_name, last_name, password_hash, email_verified_at)
     values ($1, 'broker', 'Bench', 'Broker', $2, now()) returning id`,
    [email, passwordHash],
  );
  const adviser = await database.executeSql(
    `insert into advisers (user_id, kind, company, referral_code, free_access)
     values ($1, 'broker', 'Bench Home Loans', $2, true) returning id`,
    [user.rows[0]?.id, `BENCH${Date.now().toString(36).toUpperCase()}`],
  );
  return Number(adviser.rows[0]?.id);
}

export async function makeDocClient(
  database: Database,
  opts: { adviserId: number; requests: number; files: number; bytesPerFile?: number; filesDir?: string },
): Promise<DocClient> {
  const client = await database.executeSql(
    `insert into clients (adviser_id, display_name, sort_name) values ($1, 'Olivia Bench', 'bench olivia') returning id`,
    [opts.adviserId],
  );
  const clientId = Number(client.rows[0]?.id);
  const applicant = await database.executeSql(
    `insert into applicants (adviser_id, client_id, type, is_primary, position, data)
     values ($1, $2, 'person', true, 0, '{"first_name":"Olivia","last_name":"Bench"}'::jsonb) returning id`,
    [opts.adviserId, clientId],
  );
  const applicantId = Number(applicant.rows[0]?.id);
  const requests = await database.executeSql(
    `insert into document_requests (adviser_id, client_id, applicant_id, document_type_id, state)
     select $1, $2, $3, id, 'uploaded' from document_types
     where code is not null and deleted_at is null order by position limit $4 returning id`,
    [opts.adviserId, clientId, applicantId, opts.requests],
  );
  const requestIds = requests.rows.map((r) => Number(r.id));
  const paths: string[] = [];
  for (let i = 0; i < opts.files; i++) {
    const requestId = requestIds[i % requestIds.length] as number;
    const key = newStorageKey('pdf');
    let size = 150_000;
    if (opts.bytesPerFile && opts.filesDir) {
      size = opts.bytesPerFile;
      const file = path.join(opts.filesDir, key);
      await writeRandom(file, size);
      paths.push(file);
    }
    await database.executeSql(
      `insert into files (adviser_id, client_id, applicant_id, request_id, purpose, storage_key, file_name,
         content_type, size_bytes, review_state, sequence, document_date)
       values ($1, $2, $3, $4, 'document', $5, $6, 'application/pdf', $7, 'pending', $8, $9)`,
      [
        opts.adviserId,
        clientId,
        applicantId,
        requestId,
        key,
        `scan-${i + 1}.pdf`,
        size,
        Math.floor(i / requestIds.length) + 1,
        i % 3 === 0 ? '2026-01-15' : null,
      ],
    );
  }
  return { clientId, applicantId, requestIds, paths };
}

/** Incompressible bytes (scans and photos are compressed already), written in 1 MB pieces. */
async function writeRandom(file: string, size: number): Promise<void> {
  const handle = await fs.promises.open(file, 'w');
  try {
    for (let written = 0; written < size; ) {
      const piece = randomBytes(Math.min(1024 * 1024, size - written));
      await handle.write(piece);
      written += piece.length;
    }
  } finally {
    await handle.close();
  }
}
