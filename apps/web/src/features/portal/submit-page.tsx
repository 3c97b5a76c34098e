import { Alert, Loader } from '@mantine/core';
import { useMe } from '../../app/session';
import { errorMessage } from '../../lib/api-client';
import { isClientUser, useClientDetail, useClientId } from '../application';
import { SubmitBrokerPage } from './submit-broker-page';
import { SubmitClientPage } from './submit-client-page';

/**
 * One path for both roles (docs/spec/core-and-application.md §2): a client sees application-submit-client, an adviser
 * or admin the broker's.
 */
export function SubmitPage() {
  const me = useMe();
  const clientId = useClientId();
  const client = useClientDetail(clientId);
  if (client.error)
    return (
      <Alert color="red" title="This page could not be loaded">
        {errorMessage(client.error)}
      </Alert>
    );
  if (!client.data) return <Loader aria-label="Loading Submit" />;
  return isClientUser(me) ? (
    <SubmitClientPage client={client.data} />
  ) : (
    <SubmitBrokerPage key={client.data.id} client={client.data} />
  );
}

export { SubmitPage as Component };
