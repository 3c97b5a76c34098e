import type { User } from '@brokerdesk/contract/constants';

/** The height of the bar under the header, when the viewer has one. */
export const SUB_HEADER_HEIGHT = 44;

/**
 * Whether the viewer has the bar under the header: an administrator, or a broker or planner (whose entries are
 * menus.ts `subHeaderLinks`). Kept apart from the bar itself, which loads on its own, so a client's first load, which
 * has no bar, does not carry its code.
 */
export const hasSubHeader = (me: User): boolean =>
  me.is_admin || (me.role === 'broker' && Boolean(me.broker_id)) || (me.role === 'planner' && Boolean(me.planner_id));
