import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';

/**
 * Secrets the product must be able to read back (an adviser's lodgement password, API key and token)
 * are stored encrypted with AES-256-GCM, so a copy of the database alone does not give them away. Passwords of
 * our own users are hashed instead (accounts/passwords.ts): they are never read back.
 *
 * Stored form: `v1.<iv>.<tag>.<ciphertext>`, each part base64url. The version lets the format change later.
 */
const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
export const SECRETS_KEY_FILE = 'secrets.key';

/**
 * The config with its secrets key: SECRETS_KEY or SECRETS_KEY_FILE when set, otherwise DATA_DIR/secrets.key, created
 * once (mode 600) and read on every later start, which suits one embedded install only (decision 031). Called at
 * start-up by main.ts and by the test harness, which passes a fixed key.
 */
export function withSecretsKey(config: Config): Config {
  if (config.secretsKey) return config;
  const file = path.join(config.dataDir, SECRETS_KEY_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // 'wx' fails if the file exists, so two processes starting at once cannot overwrite each other's key.
    fs.writeFileSync(file, randomBytes(KEY_BYTES).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${file} does not hold a base64 key of ${KEY_BYTES} bytes`);
  return { ...config, secretsKey: key, secretsKeySource: 'DATA_DIR' };
}

/** The loaded secrets key (also the lead form token's HMAC key, decision 022). */
export function secretsKeyOf(config: Config): Buffer {
  if (!config.secretsKey) throw new Error('The secrets key is not loaded: call withSecretsKey(config) at start-up');
  return config.secretsKey;
}

export function encryptSecret(config: Config, plain: string): string {
  return encryptWithKey(secretsKeyOf(config), plain);
}

/** Throws when the value was not made with this key or was altered (GCM checks the tag). */
export function decryptSecret(config: Config, stored: string): string {
  return decryptWithKey(secretsKeyOf(config), stored);
}

/** encryptSecret with a key given (key rotation re-encrypts with the new one: secrets-key-check.ts). */
export function encryptWithKey(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptWithKey(key: Buffer, stored: string): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== VERSION || iv === undefined || tag === undefined || data === undefined) {
    throw new Error('Not an encrypted secret');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
