import { type ApplicationItem, THIRD_PARTY_TYPE_OPTIONS, type ThirdPartyType } from '@brokerdesk/contract';
import { Accordion, Loader, Text } from '@mantine/core';
import { FieldCard, FieldGrid } from '../../../components/fields';
import { errorMessage } from '../../../lib/api-client';
import { useThirdParties, useThirdPartySaver } from './profile-api';

const NAMES = ['name', 'company', 'phone', 'email', 'address', 'notes'];

function ThirdPartyFields({ clientId, type, row }: { clientId: number; type: ThirdPartyType; row?: ApplicationItem }) {
  const saver = useThirdPartySaver(clientId, type);
  return <FieldGrid saver={saver} data={row?.data ?? {}} names={NAMES} />;
}

/**
 * The client's third parties (an accountant, a solicitor...), one per type, on the primary applicant's
 * page. They are not part of the page's completeness, so they sit folded below it.
 */
export function ThirdParties({ clientId }: { clientId: number }) {
  const { data, error } = useThirdParties(clientId);
  const rowOf = (type: string) => data?.third_parties.find((r) => r.kind === type);
  const summary = (type: string) => {
    const row = rowOf(type);
    return [row?.data.name, row?.data.company].filter((v) => typeof v === 'string' && v.trim()).join(', ');
  };
  return (
    <FieldCard title="Third parties">
      {error ? (
        <Text c="red" fz="sm">
          {errorMessage(error)}
        </Text>
      ) : !data ? (
        <Loader size="sm" aria-label="Loading the third parties" />
      ) : (
        <Accordion variant="separated" multiple>
          {THIRD_PARTY_TYPE_OPTIONS.map((o) => (
            <Accordion.Item key={o.value} value={o.value}>
              <Accordion.Control>
                <Text fw={500}>{o.label}</Text>
                {summary(o.value) && (
                  <Text fz="sm" c="dimmed">
                    {summary(o.value)}
                  </Text>
                )}
              </Accordion.Control>
              <Accordion.Panel>
                <ThirdPartyFields clientId={clientId} type={o.value} row={rowOf(o.value)} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </FieldCard>
  );
}
