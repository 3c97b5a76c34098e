import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { decryptSecret, encryptSecret, SECRETS_KEY_FILE, withSecretsKey } from './secrets';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
function dataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-secrets-'));
  dirs.push(dir);
  return path.join(dir, 'data');
}
const KEY_A = Buffer.alloc(32, 7).toString('base64');
const KEY_B = Buffer.alloc(32, 9).toString('base64');
const configWith = (env: Record<string, string>) => withSecretsKey(loadConfig({ DATA_DIR: dataDir(), ...env }));

describe('encryptSecret and decryptSecret', () => {
  it('round-trip, with a fresh IV each time so equal secrets do not look equal', () => {
    const config = configWith({ SECRETS_KEY: KEY_A });
    const one = encryptSecret(config, 'Lodge-pass 1 ✓');
    const two = encryptSecret(config, 'Lodge-pass 1 ✓');
    expect(one).not.toBe(two);
    expect(one).not.toContain('Lodge');
    expect(one.startsWith('v1.')).toBe(true);
    expect(decryptSecret(config, one)).toBe('Lodge-pass 1 ✓');
    expect(decryptSecret(config, two)).toBe('Lodge-pass 1 ✓');
  });

  it('refuse another key and an altered value', () => {
    const stored = encryptSecret(configWith({ SECRETS_KEY: KEY_A }), 'api-token');
    expect(() => decryptSecret(configWith({ SECRETS_KEY: KEY_B }), stored)).toThrow();
    const [v, iv, tag, data] = stored.split('.') as [string, string, string, string];
    const flipped = `${data.slice(0, -2)}${data.endsWith('AA') ? 'AB' : 'AA'}`;
    const a = configWith({ SECRETS_KEY: KEY_A });
    expect(() => decryptSecret(a, [v, iv, tag, flipped].join('.'))).toThrow();
    expect(() => decryptSecret(a, 'plain text')).toThrow('Not an encrypted secret');
  });
});

describe('withSecretsKey', () => {
  it('uses SECRETS_KEY and writes no file', () => {
    const dir = dataDir();
    const config = withSecretsKey(loadConfig({ DATA_DIR: dir, SECRETS_KEY: KEY_A }));
    expect(config.secretsKey?.equals(Buffer.alloc(32, 7))).toBe(true);
    expect(fs.existsSync(path.join(dir, SECRETS_KEY_FILE))).toBe(false);
  });

  it('without SECRETS_KEY creates DATA_DIR/secrets.key once, mode 600, and reuses it', () => {
    const dir = dataDir();
    const first = withSecretsKey(loadConfig({ DATA_DIR: dir }));
    const file = path.join(dir, SECRETS_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(first.secretsKey).toHaveLength(32);
    const stored = encryptSecret(first, 'kept across restarts');
    const second = withSecretsKey(loadConfig({ DATA_DIR: dir }));
    expect(second.secretsKey?.equals(first.secretsKey as Buffer)).toBe(true);
    expect(decryptSecret(second, stored)).toBe('kept across restarts');
  });

  it('stops on a key file that is not a 32-byte key', () => {
    const dir = dataDir();
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, SECRETS_KEY_FILE), 'c2hvcnQ=');
    expect(() => withSecretsKey(loadConfig({ DATA_DIR: dir }))).toThrow(/secrets\.key/);
  });

  it('loadConfig refuses a SECRETS_KEY that is not base64 of 32 bytes, naming the variable', () => {
    for (const bad of ['short', Buffer.alloc(16).toString('base64'), `${KEY_A.slice(0, -2)}!=`]) {
      expect(() => loadConfig({ SECRETS_KEY: bad })).toThrow(/SECRETS_KEY/);
    }
  });

  it('encrypting without a loaded key fails loudly instead of storing plain text', () => {
    expect(() => encryptSecret(loadConfig({}), 'x')).toThrow(/secrets key is not loaded/);
  });
});
