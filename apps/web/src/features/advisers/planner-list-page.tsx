import { AdviserListPage } from './adviser-list-page';
import { PLANNER_LIST } from './list-config';

/** Routes planner-list and planner-list-search (settings §2). */
export function Component() {
  return <AdviserListPage config={PLANNER_LIST} />;
}
