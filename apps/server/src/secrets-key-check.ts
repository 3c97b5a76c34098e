import { createHmac } from 'node:crypto';
import path from 'node:path';
import { eq, isNotNull, or } from 'drizzle-orm';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { advisers, appSettings, users } from './db/schema';
import { decryptWithKey, encryptWithKey, SECRETS_KEY_FILE, secretsKeyOf } from './secrets';

/*
 * One secrets key for every instance on a database (decision 031). The database keeps the key's fingerprint, a
 * keyed hash that says nothing of the key, and an instance whose key has another fingerprint refuses to start:
 * otherwise it would answer "This form has expired" to lead forms another instance handed out, and its lodgement
 * jobs could not read the passwords another instance stored. With SECRETS_KEY_PREVIOUS set, the start re-encrypts
 * what the previous key made (docs/deploy.md, key rotation).
 */

const FINGERPRINT = 'secrets_key_fingerprint';
/** Its own advisory lock: starts race here as they do over migrations, and only one may rotate. */
const KEY_CHECK_LOCK = 727_274_002;

export function keyFingerprint(key: Buffer): string {
  return createHmac('sha256', key).update('brokerdesk secrets key fingerprint v1').digest('hex');
}

export class SecretsKeyMismatchError extends Error {
  override name = 'SecretsKeyMismatchError';
}

export interface SecretsKeyCheck {
  /** 'recorded': the first start with a key; 'rotated': the previous key's values were re-encrypted. */
  outcome: 'recorded' | 'matches' | 'rotated';
  /** Values re-encrypted from SECRETS_KEY_PREVIOUS to the key. */
  reencrypted: number;
}

export async function checkSecretsKey(database: Database, config: Config): Promise<SecretsKeyCheck> {
  const key = secretsKeyOf(config);
  const fingerprint = keyFingerprint(key);
  const previous = config.previousSecretsKey;
  return database.withAdvisoryLock(KEY_CHECK_LOCK, () =>
    database.db.transaction(async (tx) => {
      const [row] = await tx.select().from(appSettings).where(eq(appSettings.name, FINGERPRINT));
      if (!row) {
        await tx.insert(appSettings).values({ name: FINGERPRINT, value: fingerprint });
        return { outcome: 'recorded', reencrypted: 0 };
      }
      const isPrevious = previous !== undefined && row.value === keyFingerprint(previous);
      if (row.value !== fingerprint && !isPrevious) throw new SecretsKeyMismatchError(mismatch(config, row.value));
      // Also when the key is already recorded: a value written with the previous key by an instance that was
      // still running is carried over on the next start.
      const reencrypted = previous ? await reencryptAll(tx as unknown as Db, previous, key) : 0;
      if (row.value === fingerprint) return { outcome: 'matches', reencrypted };
      await tx
        .update(appSettings)
        .set({ value: fingerprint, updated_at: new Date() })
        .where(eq(appSettings.name, FINGERPRINT));
      return { outcome: 'rotated', reencrypted };
    }),
  );
}

function mismatch(config: Config, recorded: string): string {
  const source =
    config.secretsKeySource === 'DATA_DIR'
      ? `the key in ${path.join(config.dataDir, SECRETS_KEY_FILE)} (SECRETS_KEY is unset)`
      : (config.secretsKeySource ?? 'SECRETS_KEY');
  return (
    `${source}: this database's secrets were made with another key (fingerprint ${recorded.slice(0, 12)}; ` +
    `this one's is ${keyFingerprint(secretsKeyOf(config)).slice(0, 12)}). Give every instance the same ` +
    'SECRETS_KEY or SECRETS_KEY_FILE; to change the key, set the old one as SECRETS_KEY_PREVIOUS ' +
    '(docs/deploy.md, key rotation).'
  );
}

/** The adviser columns encrypted with the key (features/advisers/setting-columns.ts marks them secret). */
const ENCRYPTED = ['lodge_pass_enc', 'lodge_api_key_enc', 'lodge_api_token_enc'] as const;

async function reencryptAll(db: Db, previous: Buffer, key: Buffer): Promise<number> {
  const rows = await db
    .select({
      id: advisers.id,
      lodge_pass_enc: advisers.lodge_pass_enc,
      lodge_api_key_enc: advisers.lodge_api_key_enc,
      lodge_api_token_enc: advisers.lodge_api_token_enc,
    })
    .from(advisers)
    .where(or(...ENCRYPTED.map((c) => isNotNull(advisers[c]))));
  let count = 0;
  for (const row of rows) {
    const changes: Partial<Record<(typeof ENCRYPTED)[number], string>> = {};
    for (const column of ENCRYPTED) {
      const stored = row[column];
      if (stored === null || readsWith(key, stored)) continue;
      if (!readsWith(previous, stored)) {
        throw new SecretsKeyMismatchError(
          `SECRETS_KEY_PREVIOUS: adviser ${row.id}'s ${column} was made with neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS`,
        );
      }
      changes[column] = encryptWithKey(key, decryptWithKey(previous, stored));
    }
    if (Object.keys(changes).length === 0) continue;
    await db.update(advisers).set(changes).where(eq(advisers.id, row.id));
    count += Object.keys(changes).length;
  }
  return count + (await reencryptTotpSecrets(db, previous, key));
}

/** The two-step sign-in secrets (decision 044), encrypted with the same key. */
async function reencryptTotpSecrets(db: Db, previous: Buffer, key: Buffer): Promise<number> {
  const columns = ['totp_secret_enc', 'totp_pending_secret_enc'] as const;
  const rows = await db
    .select({
      id: users.id,
      totp_secret_enc: users.totp_secret_enc,
      totp_pending_secret_enc: users.totp_pending_secret_enc,
    })
    .from(users)
    .where(or(isNotNull(users.totp_secret_enc), isNotNull(users.totp_pending_secret_enc)));
  let count = 0;
  for (const row of rows) {
    const changes: Partial<Record<(typeof columns)[number], string>> = {};
    for (const column of columns) {
      const stored = row[column];
      if (stored === null || readsWith(key, stored)) continue;
      if (!readsWith(previous, stored)) {
        throw new SecretsKeyMismatchError(
          `SECRETS_KEY_PREVIOUS: user ${row.id}'s ${column} was made with neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS`,
        );
      }
      changes[column] = encryptWithKey(key, decryptWithKey(previous, stored));
    }
    if (Object.keys(changes).length === 0) continue;
    await db.update(users).set(changes).where(eq(users.id, row.id));
    count += Object.keys(changes).length;
  }
  return count;
}

function readsWith(key: Buffer, stored: string): boolean {
  try {
    decryptWithKey(key, stored);
    return true;
  } catch {
    return false;
  }
}
