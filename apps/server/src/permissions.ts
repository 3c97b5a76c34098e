import type { Actor } from './context';
import { forbidden } from './errors';

/** Administrator-only actions answer 403 to everyone else (core §6; issue 3). */
export function requireAdmin(actor: Actor): void {
  if (!actor.isAdmin) throw forbidden();
}
