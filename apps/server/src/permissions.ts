import type { Actor } from './context';
import { forbidden } from './errors';

/** Administrator-only actions answer 403 to everyone else (docs/spec/core-and-application.md §6). */
export function requireAdmin(actor: Actor): void {
  if (!actor.isAdmin) throw forbidden();
}
