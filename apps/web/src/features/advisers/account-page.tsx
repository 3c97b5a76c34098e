import { type AdviserDetail, REPORT_LODGEMENT_MESSAGES, type User } from '@brokerdesk/contract/constants';
import { Alert, Anchor, Divider, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { AutosaveTextInput } from '../../components/autosave/autosave-text-input';
import { AutosaveSettingsFrame } from '../../components/settings-frame';
import { type AdviserRef, settingsHeading, useAdviserSave } from '../../lib/adviser';
import { useUserAccountSave } from './account-api';
import {
  AddressFields,
  BrokerBusinessFields,
  PersonFields,
  PhoneFields,
  PlannerBusinessFields,
} from './account-fields';
import { LodgementSection } from './lodgement-section';

/**
 * docs/spec/settings-billing-admin.md §2 Planner Account (and the broker's): 'My Details', or '{first} {last} Details'
 * to anyone else.
 */
export function accountHeading(adviser: AdviserDetail | undefined, me: User): string {
  if (!adviser || adviser.user_id === me.id) return 'My Details';
  return settingsHeading('Details', adviser, me);
}

/**
 * broker-account and planner-account (docs/spec/core-and-application.md §2 Broker account page,
 * docs/spec/settings-billing-admin.md §2 Planner Account): every field saves on its own, text on blur and choices on
 * change, under one 'Auto-saving' indicator.
 */
export function AccountPage() {
  return (
    <AutosaveSettingsFrame heading={accountHeading} maw={880}>
      {(adviser, ref) => <AccountForm adviser={adviser} adviserRef={ref} />}
    </AutosaveSettingsFrame>
  );
}

function AccountForm({ adviser, adviserRef }: { adviser: AdviserDetail; adviserRef: AdviserRef }) {
  const save = useAdviserSave(adviserRef);
  const saveUser = useUserAccountSave(adviserRef, adviser.user_id);
  const isBroker = adviser.kind === 'broker';

  return (
    <Stack gap="xl">
      <PersonFields adviser={adviser} adviserRef={adviserRef} saveUser={saveUser} />
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
      {isBroker && adviser.lodgement_unavailable_reason === 'plan' && (
        // A lodgement aggregator is chosen but the plan leaves lodgement out: say so where the fields would be.
        <Alert color="yellow" title="Lodgement" data-testid="account-lodgement-unavailable">
          {REPORT_LODGEMENT_MESSAGES.lodgementNeedsPro}{' '}
          <Anchor component={Link} to={`/broker/${adviser.id}/stripe`} fz="inherit" underline="always">
            Open Payments
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}

export { AccountPage as Component };
