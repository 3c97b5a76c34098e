import { Stack, Title } from '@mantine/core';
import { useMe } from '../../lib/me';
import { DevicesCard } from './devices-card';
import { TwoStepCard } from './two-step-card';

/** Security (decision 044): two-step sign-in and the signed-in devices, for everyone who signs in. */
export function SecurityPage() {
  const me = useMe();
  return (
    <Stack maw={900}>
      <Title order={1} fz={24}>
        Security
      </Title>
      <TwoStepCard me={me} />
      {/* Until two-step sign-in is on, someone who must turn it on reads nothing else (the server says 403). */}
      {!me.mfa_enrolment_required && <DevicesCard />}
    </Stack>
  );
}

export { SecurityPage as Component };
