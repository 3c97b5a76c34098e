import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
export const PHONE_METADATA_MODULE = 'virtual:phone-metadata-au';
const RESOLVED = `\0${PHONE_METADATA_MODULE}`;

/**
 * The +61 part (Australia, with the Cocos and Christmas Islands) of libphonenumber-js's small numbering plan (lengths
 * and formats, no number ranges): 2.5 KB, under 1 KB gzipped, where the whole set is 83 KB (19 KB gzipped). The
 * browser formats and checks Australian numbers with it; a number of another country goes to the server as typed,
 * which judges it with the full set (docs/decisions/049-first-paint.md).
 */
export function australianPhoneMetadata(): string {
  const full = require('libphonenumber-js/min/metadata') as {
    version: number;
    country_calling_codes: Record<string, string[]>;
    countries: Record<string, unknown>;
  };
  // +61 also serves the Cocos and Christmas Islands: with their plans, a +61 number is read as the full set reads it.
  const sharing = full.country_calling_codes['61'] ?? ['AU'];
  const metadata = {
    version: full.version,
    country_calling_codes: { 61: sharing },
    countries: Object.fromEntries(sharing.map((country) => [country, full.countries[country]])),
  };
  return `export default ${JSON.stringify(metadata)};`;
}

export function phoneMetadata(): Plugin {
  return {
    name: 'brokerdesk-phone-metadata',
    resolveId: (id) => (id === PHONE_METADATA_MODULE ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? australianPhoneMetadata() : null),
  };
}
