import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { withDemoAdmin } from './demo-accounts';

describe('ADMIN_EMAILS without a default (decision 016)', () => {
  it('is empty when unset', () => {
    expect([...loadConfig({}).adminEmails]).toEqual([]);
    expect([...loadConfig({ ADMIN_EMAILS: ' A@x.example, b@x.example ' }).adminEmails]).toEqual([
      'a@x.example',
      'b@x.example',
    ]);
  });

  it('names the demo’s administrator only on an embedded database holding the demo, when unset', () => {
    const unset = loadConfig({});
    expect([...withDemoAdmin(unset, { embedded: true, demoPresent: true }).adminEmails]).toEqual(['admin@example.com']);
    expect(withDemoAdmin(unset, { embedded: true, demoPresent: false }).adminEmails.size).toBe(0);
    expect(withDemoAdmin(unset, { embedded: false, demoPresent: true }).adminEmails.size).toBe(0);
    const set = loadConfig({ ADMIN_EMAILS: 'ops@x.example' });
    expect([...withDemoAdmin(set, { embedded: true, demoPresent: true }).adminEmails]).toEqual(['ops@x.example']);
  });
});
