import net from 'node:net';

/**
 * TRUST_PROXY in Fastify's own forms (decision 031): which hops in front of the server may say who the client is
 * through `X-Forwarded-For`. Trusting every hop (Fastify's `true`) lets any client pick its own address by sending
 * the header itself, and with it a fresh sign-in budget per request, so that form is refused.
 *
 * - unset, `0`, `false`: trust none; the client is the connection's peer and the header is ignored.
 * - a whole number N: the N proxies nearest the server are trusted; the client is the address the Nth one saw
 *   (`1` behind one reverse proxy, which appends the address it received the request from).
 * - a comma-separated list of addresses and CIDR ranges (and proxy-addr's names `loopback`, `linklocal`,
 *   `uniquelocal`): hops from those addresses are trusted, and the client is the nearest hop outside them.
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === '0' || value === 'false' || value === 'no') return false;
  if (value === 'true' || value === 'yes') {
    throw new Error(
      'trusting every hop lets any client choose its own address: give the number of proxies in front of the server (1 behind one reverse proxy) or their addresses',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 16) throw new Error('a hop count above 16 is surely a mistake: give the number of proxies in front');
    return hops;
  }
  const entries = value.split(',').map((s) => s.trim());
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      throw new Error(
        `"${entry}" is neither an IP address, a CIDR range nor one of loopback, linklocal, uniquelocal (or give a hop count)`,
      );
    }
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  if (extra !== undefined) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  // proxy-addr also takes an IPv4 netmask after the slash (10.0.0.0/255.0.0.0).
  if (family === 4 && net.isIPv4(prefix)) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The form Fastify takes. Fastify 5.12 treats a bare number as "trust none" (a hop count cannot tell a proxy from
 * a client that connects directly), so a count becomes proxy-addr's function of the hop: the N nearest hops are
 * proxies. The server must then be reachable only through them (docs/deploy.md, the proxy).
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return trust === 0 ? false : (_address, hop) => hop < trust;
  return trust;
}
