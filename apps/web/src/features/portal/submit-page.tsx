import { Alert, Stack, Title } from '@mantine/core';
import { errorMessage } from '../../lib/api-client';
import { useMe } from '../../lib/me';
import { useClientId } from '../../lib/route-params';
import { FactFindSkeleton, isClientUser, StepNav, stepPageClass } from '../application';
import { useClientDetail } from '../clients';
import { SubmitBrokerPage } from './submit-broker-page';
import { SubmitClientPage } from './submit-client-page';

/**
 * One path for both roles (docs/spec/core-and-application.md §2): a client sees application-submit-client, an adviser
 * or admin the broker's. The last step of the fact-find: Back leads to the step before it.
 */
export function SubmitPage() {
  const me = useMe();
  const clientId = useClientId();
  const client = useClientDetail(clientId);
  let page: React.ReactNode;
  if (client.error)
    page = (
      <Alert color="red" title="This page could not be loaded">
        {errorMessage(client.error)}
      </Alert>
    );
  else if (!client.data)
    page = (
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Submit
        </Title>
        <FactFindSkeleton title="Submit" />
      </Stack>
    );
  else
    page = isClientUser(me) ? (
      <SubmitClientPage client={client.data} />
    ) : (
      <SubmitBrokerPage key={client.data.id} client={client.data} />
    );
  return (
    <Stack maw={880} gap={0} className={stepPageClass}>
      {page}
      <StepNav />
    </Stack>
  );
}

export { SubmitPage as Component };
