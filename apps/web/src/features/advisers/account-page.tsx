import { type AdviserDetail, ApiError, MESSAGES, type User } from '@brokerdesk/contract';
import { Alert, Divider, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { AutosaveIndicator } from '../../components/autosave/autosave-indicator';
import { AutosaveTextInput } from '../../components/autosave/autosave-text-input';
import { useMe } from '../users/api';
import {
  AddressFields,
  BrokerBusinessFields,
  PersonFields,
  PhoneFields,
  PlannerBusinessFields,
} from './account-fields';
import { LodgementSection } from './lodgement-section';
import {
  type AdviserRef,
  settingsHeading,
  useAdviserDetail,
  useAdviserRef,
  useAdviserSave,
  useUserAccountSave,
} from './settings-api';

/** settings §2 Planner Account (and the broker's): 'My Details', or '{first} {last} Details' to anyone else. */
export function accountHeading(adviser: AdviserDetail | undefined, me: User): string {
  if (!adviser || adviser.user_id === me.id) return 'My Details';
  return settingsHeading('Details', adviser, me);
}

/**
 * broker-account and planner-account (core §2 Broker account page, settings §2 Planner Account): every field
 * saves on its own, text on blur and choices on change, under one 'Auto-saving' indicator.
 */
export function AccountPage() {
  const me = useMe();
  const ref = useAdviserRef();
  const detail = useAdviserDetail(ref);

  return (
    <Paper withBorder p="xl" radius="md" maw={880}>
      <Group justify="space-between" align="flex-start" mb="lg">
        <Title order={1} fz={24}>
          {accountHeading(detail.data, me)}
        </Title>
        {detail.data && <AutosaveIndicator />}
      </Group>
      {detail.isPending ? (
        <Loader />
      ) : detail.isError ? (
        <Alert color="red">{detail.error instanceof ApiError ? detail.error.message : MESSAGES.serverError}</Alert>
      ) : (
        // Keyed by adviser, so an administrator moving between accounts never sees one's typing in another's.
        <AccountForm key={`${ref.kind}-${ref.id}`} adviser={detail.data} adviserRef={ref} />
      )}
    </Paper>
  );
}

function AccountForm({ adviser, adviserRef }: { adviser: AdviserDetail; adviserRef: AdviserRef }) {
  const save = useAdviserSave(adviserRef);
  const saveUser = useUserAccountSave(adviserRef, adviser.user_id);
  const isBroker = adviser.kind === 'broker';

  return (
    <Stack gap="xl">
      <PersonFields adviser={adviser} saveUser={saveUser} />
      {isBroker ? (
        <BrokerBusinessFields adviser={adviser} save={save} />
      ) : (
        <PlannerBusinessFields adviser={adviser} save={save} />
      )}
      <PhoneFields adviser={adviser} save={save} />
      <AddressFields adviser={adviser} save={save} />
      {!isBroker && (
        <AutosaveTextInput
          label="Email disclaimer"
          description="Added at the end of the emails your clients receive."
          multiline
          minRows={3}
          serverValue={adviser.email_disclaimer}
          save={(v, p) => save('emailDisclaimer', v, p)}
        />
      )}
      {isBroker && adviser.lodgement_available && (
        <>
          <Divider />
          <LodgementSection adviser={adviser} save={save} />
        </>
      )}
    </Stack>
  );
}

export { AccountPage as Component };
