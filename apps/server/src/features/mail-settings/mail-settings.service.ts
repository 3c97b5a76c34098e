import { DEFAULT_PERSONAL_MESSAGE } from '@brokerdesk/contract';
import { requireRole } from '../../access';
import type { Actor } from '../../context';

/** broker/ and planner/default-personal-message: for advisers and administrators; clients have no use for it. */
export function getDefaultPersonalMessage(actor: Actor): string {
  requireRole(actor, 'adviser-or-admin');
  return DEFAULT_PERSONAL_MESSAGE;
}
