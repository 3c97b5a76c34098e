import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { fastifyTrustProxy, parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY (decision 031)', () => {
  it('trusts no hop by default, or with 0 and false', () => {
    for (const value of [undefined, '', '0', 'false', 'no']) expect(parseTrustProxy(value)).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('reads a whole number as a hop count: 1 trusts the one proxy in front and nothing beyond it', () => {
    expect(parseTrustProxy('1')).toBe(1);
    const trust = fastifyTrustProxy(1) as (address: string, hop: number) => boolean;
    expect(trust('10.0.0.2', 0)).toBe(true);
    expect(trust('203.0.113.9', 1)).toBe(false);
    expect(fastifyTrustProxy(0)).toBe(false);
  });

  it('reads addresses, CIDR ranges and proxy-addr names', () => {
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,fd00::/8,loopback,192.168.0.0/255.255.0.0')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
      'loopback',
      '192.168.0.0/255.255.0.0',
    ]);
  });

  it('refuses "true", which would let any client choose its own address, and anything unreadable, naming the variable', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: trusting every hop/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
    for (const bad of ['10.0.0.0/33', 'proxy.example', '10.0.0.1/8/1', '::1/129', '-1', '17']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
