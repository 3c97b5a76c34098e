import { useMe } from '../users/api';
import { AdviserWelcome } from './welcome';

export function PlannerHomePage() {
  return <AdviserWelcome me={useMe()} />;
}

export { PlannerHomePage as Component };
