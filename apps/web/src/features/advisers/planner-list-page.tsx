import { AdviserListPage } from './adviser-list-page';
import { PLANNER_LIST } from './list-config';

/** Routes planner-list and planner-list-search (docs/spec/settings-billing-admin.md §2). */
export function Component() {
  return <AdviserListPage config={PLANNER_LIST} />;
}
