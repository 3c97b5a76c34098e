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
