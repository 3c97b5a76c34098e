/** What other features and the app's wiring may use of this feature; its other modules are its own. */
export { countHit, enforceHitLimit, forgetCount, peekCount, secondsUntil } from './rate-limits.service';
