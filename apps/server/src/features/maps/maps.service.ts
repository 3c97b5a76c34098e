import type { GeoPoint } from '@brokerdesk/contract';
import type { Actor } from '../../context';
import { forbidden } from '../../errors';
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
): Promise<GeoPoint | null> {
  if (actor.role === 'client') throw forbidden();
  try {
    return await geocoder.search(q);
  } catch (err) {
    log.warn({ err: (err as Error).message }, 'geocoding failed');
    return null;
  }
}
