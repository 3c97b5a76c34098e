import { type GeoPoint, GeoPointSchema } from '@brokerdesk/contract';
import { z } from 'zod';

/**
 * A Nominatim-compatible geocoding search (docs/spec/core-and-application.md §7: `format` and `q`). SSRF-safe by
 * construction (docs/engineering-guide.md §6): every request goes to the one configured URL, only its query string
 * changes, redirects are refused rather than followed, and the answer is read up to a small cap with a timeout. Answers
 * are cached, as the public Nominatim service asks callers to repeat no identical requests.
 */
export interface Geocoder {
  /** The first match, or null when there is none; throws when the service fails. */
  search(q: string): Promise<GeoPoint | null>;
}

export interface GeocoderOptions {
  url: string;
  /** Identifies the product to the service (Nominatim's usage policy asks for it). */
  userAgent: string;
  timeoutMs?: number;
  maxBytes?: number;
  cacheSize?: number;
  cacheMs?: number;
}

// Nominatim sends coordinates as strings; other compatible services send numbers.
const MatchesSchema = z.array(z.object({ lat: z.coerce.number(), lon: z.coerce.number() }));

export function createGeocoder(opts: GeocoderOptions): Geocoder {
  const base = new URL(opts.url);
  if (base.protocol !== 'https:' && base.protocol !== 'http:') throw new Error('GEOCODER_URL must be http(s)');
  const timeoutMs = opts.timeoutMs ?? 5000;
  const maxBytes = opts.maxBytes ?? 256 * 1024;
  const cacheSize = opts.cacheSize ?? 1000;
  const cacheMs = opts.cacheMs ?? 24 * 3_600_000;
  const cache = new Map<string, { point: GeoPoint | null; at: number }>();

  async function lookUp(q: string): Promise<GeoPoint | null> {
    const url = new URL(base);
    url.searchParams.set('format', 'json');
    url.searchParams.set('q', q);
    url.searchParams.set('limit', '1');
    const response = await fetch(url, {
      headers: { Accept: 'application/json', 'User-Agent': opts.userAgent },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
    const matches = MatchesSchema.parse(JSON.parse(await readCapped(response, maxBytes)));
    const first = matches[0] ? GeoPointSchema.safeParse({ lat: matches[0].lat, lon: matches[0].lon }) : null;
    return first?.success ? first.data : null;
  }

  return {
    async search(q) {
      const key = q.trim().toLowerCase().replace(/\s+/g, ' ');
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < cacheMs) return hit.point;
      const point = await lookUp(q.trim());
      cache.delete(key);
      cache.set(key, { point, at: Date.now() });
      // A Map keeps insertion order: the first key is the least recently stored.
      if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
      return point;
    },
  };
}

/** The body as text, refusing more than `maxBytes` (a misbehaving service cannot fill the server's memory). */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new Error('geocoder answer too large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
