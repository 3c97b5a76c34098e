import { useMe } from '../users/api';
import { AdviserWelcome } from './welcome';

export function BrokerHomePage() {
  return <AdviserWelcome me={useMe()} />;
}

export { BrokerHomePage as Component };
