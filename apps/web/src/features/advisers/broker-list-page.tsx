import { AdviserListPage } from './adviser-list-page';
import { BROKER_LIST } from './list-config';

/** Routes broker-list and broker-list-search (core §2). */
export function Component() {
  return <AdviserListPage config={BROKER_LIST} />;
}
