import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('stops the start with the variable named when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('refuses the old name of a renamed variable instead of ignoring the limit it set', () => {
    expect(() => loadConfig({ RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: '5' })).toThrow(
      /RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL: renamed to RATE_LIMIT_LOGIN_FAILURES_PER_EMAIL_AND_IP/,
    );
  });
});

describe('secrets key and metrics settings', () => {
  const KEY = Buffer.alloc(32, 3).toString('base64');

  it('reads the key from SECRETS_KEY_FILE, and refuses a file without a key or both variables at once', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brokerdesk-config-'));
    try {
      const file = path.join(dir, 'key');
      fs.writeFileSync(file, `${KEY}\n`);
      const config = loadConfig({ SECRETS_KEY_FILE: file });
      expect(config.secretsKey?.equals(Buffer.alloc(32, 3))).toBe(true);
      expect(config.secretsKeySource).toBe('SECRETS_KEY_FILE');
      expect(() => loadConfig({ SECRETS_KEY_FILE: file, SECRETS_KEY: KEY })).toThrow(
        /SECRETS_KEY and SECRETS_KEY_FILE: set one or the other/,
      );
      fs.writeFileSync(file, 'not a key');
      expect(() => loadConfig({ SECRETS_KEY_FILE: file })).toThrow(/SECRETS_KEY_FILE: .* must be the base64/);
      expect(() => loadConfig({ SECRETS_KEY_FILE: path.join(dir, 'missing') })).toThrow(
        /SECRETS_KEY_FILE: cannot read .*missing \(ENOENT\)/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('takes SECRETS_KEY_PREVIOUS in the same form as the key', () => {
    expect(loadConfig({ SECRETS_KEY_PREVIOUS: KEY }).previousSecretsKey?.equals(Buffer.alloc(32, 3))).toBe(true);
    expect(() => loadConfig({ SECRETS_KEY_PREVIOUS: 'short' })).toThrow(/SECRETS_KEY_PREVIOUS/);
  });

  it('takes METRICS_PORT and a METRICS_TOKEN long enough to guess at', () => {
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'a'.repeat(24) }).metrics).toEqual({
      port: 9464,
      token: 'a'.repeat(24),
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
  });
});
