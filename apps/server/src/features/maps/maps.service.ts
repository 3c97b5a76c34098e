import { type GeoPoint, MESSAGES } from '@brokerdesk/contract';
import { requireRole } from '../../access';
import type { Actor } from '../../context';
import { conflict } from '../../errors';
import type { Geocoder } from './geocoder';

export interface WarnLogger {
  warn(obj: object, msg: string): void;
}

/**
 * The map modal's geocoding (docs/spec/core-and-application.md §2 Broker landing page): for brokers, planners and
 * administrators, who place their clients' addresses; a client has no such page. Failures answer null, as the spec
 * ignores them (docs/spec/core-and-application.md §8), and are logged for the operator.
 */
export async function geocodeAddress(
  geocoder: Geocoder,
  actor: Actor,
  q: string,
  log: WarnLogger,
  mapsOn: boolean,
): Promise<GeoPoint | null> {
  requireRole(actor, 'not-client');
  // MAPS=off: no address leaves the firm (decision 044); the page offers no map then.
  if (!mapsOn) throw conflict(MESSAGES.mapsOff);
  try {
    return await geocoder.search(q);
  } catch (err) {
    log.warn({ err: (err as Error).message }, 'geocoding failed');
    return null;
  }
}
