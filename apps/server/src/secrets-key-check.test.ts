import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/factories';
import { useTestApp } from '../test/use-test-app';
import { type Config, loadConfig } from './config';
import { advisers, appSettings, users } from './db/schema';
import { decryptSecret, encryptSecret } from './secrets';
import { checkSecretsKey, keyFingerprint, SecretsKeyMismatchError } from './secrets-key-check';

const t = useTestApp();
const key = (n: number) => Buffer.alloc(32, n).toString('base64');
const configWith = (env: Record<string, string>): Config => loadConfig({ DATA_DIR: '/nonexistent', ...env });

async function recorded(): Promise<string | undefined> {
  const [row] = await t.ctx.db.select().from(appSettings).where(eq(appSettings.name, 'secrets_key_fingerprint'));
  return row?.value;
}

describe('one secrets key per database (decision 031)', () => {
  it('records a keyed hash of the key, never the key, and refuses another key naming the variable', async () => {
    await t.ctx.db.delete(appSettings);
    const first = configWith({ SECRETS_KEY: key(11) });
    expect(await checkSecretsKey(t.database, first)).toEqual({ outcome: 'recorded', reencrypted: 0 });
    const stored = await recorded();
    expect(stored).toBe(keyFingerprint(Buffer.alloc(32, 11)));
    expect(stored).not.toContain(Buffer.alloc(32, 11).toString('hex'));
    expect(await checkSecretsKey(t.database, first)).toEqual({ outcome: 'matches', reencrypted: 0 });

    const other = configWith({ SECRETS_KEY: key(12) });
    const refused = checkSecretsKey(t.database, other);
    await expect(refused).rejects.toThrow(SecretsKeyMismatchError);
    await expect(refused).rejects.toThrow(
      /^SECRETS_KEY: this database's secrets were made with another key \(fingerprint [0-9a-f]{12}; this one's is [0-9a-f]{12}\)/,
    );
    expect(await recorded()).toBe(stored);
  });

  it('rotates: with the old key as SECRETS_KEY_PREVIOUS, stored secrets are re-encrypted and the new key recorded', async () => {
    await t.ctx.db.delete(appSettings);
    const old = configWith({ SECRETS_KEY: key(21) });
    await checkSecretsKey(t.database, old);
    const broker = await makeUser(t.ctx, 'broker');
    const id = broker.adviserId as number;
    await t.ctx.db
      .update(advisers)
      .set({ lodge_pass_enc: encryptSecret(old, 'pass-1'), lodge_api_key_enc: encryptSecret(old, 'key-1') })
      .where(eq(advisers.id, id));
    // A two-step sign-in secret (decision 044) is carried over too.
    await t.ctx.db
      .update(users)
      .set({ totp_secret_enc: encryptSecret(old, 'TOTPSECRET') })
      .where(eq(users.id, broker.userId));

    const next = configWith({ SECRETS_KEY: key(22), SECRETS_KEY_PREVIOUS: key(21) });
    expect(await checkSecretsKey(t.database, next)).toMatchObject({ outcome: 'rotated', reencrypted: 3 });
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, broker.userId));
    expect(decryptSecret(next, user?.totp_secret_enc as string)).toBe('TOTPSECRET');
    const [row] = await t.ctx.db.select().from(advisers).where(eq(advisers.id, id));
    expect(decryptSecret(next, row?.lodge_pass_enc as string)).toBe('pass-1');
    expect(decryptSecret(next, row?.lodge_api_key_enc as string)).toBe('key-1');
    expect(row?.lodge_api_token_enc).toBeNull();
    expect(await recorded()).toBe(keyFingerprint(Buffer.alloc(32, 22)));

    // Starting again with both set changes nothing; the old key alone is now refused.
    expect(await checkSecretsKey(t.database, next)).toEqual({ outcome: 'matches', reencrypted: 0 });
    await expect(checkSecretsKey(t.database, old)).rejects.toThrow(SecretsKeyMismatchError);
  });

  it('names DATA_DIR/secrets.key when the key came from there', async () => {
    await t.ctx.db.delete(appSettings);
    await checkSecretsKey(t.database, configWith({ SECRETS_KEY: key(31) }));
    const fromFile = { ...configWith({}), secretsKey: Buffer.alloc(32, 32), secretsKeySource: 'DATA_DIR' as const };
    await expect(checkSecretsKey(t.database, fromFile)).rejects.toThrow(
      /^the key in \/nonexistent\/secrets\.key \(SECRETS_KEY is unset\): this database's secrets/,
    );
  });
});
