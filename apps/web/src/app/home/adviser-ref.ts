import type { User } from '@brokerdesk/contract/constants';
import type { AdviserRef } from '../../lib/adviser';

/**
 * The signed-in broker's or planner's own adviser (one adviser core, docs/engineering-guide.md §3 rule 2); null for
 * anyone else.
 */
export function adviserRefOf(me: User): AdviserRef | null {
  if (me.role === 'broker' && me.broker_id) return { kind: 'broker', id: me.broker_id };
  if (me.role === 'planner' && me.planner_id) return { kind: 'planner', id: me.planner_id };
  return null;
}
