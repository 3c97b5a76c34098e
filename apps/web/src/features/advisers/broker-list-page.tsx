import { AdviserListPage } from './adviser-list-page';
import { BROKER_LIST } from './list-config';

/** Routes broker-list and broker-list-search (docs/spec/core-and-application.md §2). */
export function Component() {
  return <AdviserListPage config={BROKER_LIST} />;
}
