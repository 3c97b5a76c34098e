import {
  ADDRESS_USE_OPTIONS,
  type AddressUse,
  type ApplicantType,
  type ApplicationItem,
  addressHistoryMonths,
  type FieldOption,
  HISTORY_MONTHS,
  RESIDENTIAL_USES,
} from '@brokerdesk/contract';
import { Group, Stack } from '@mantine/core';
import { FieldCard, FieldGrid } from '../../../components/fields';
import { AddButton, HistoryPrompt } from './history';
import { useItemCreate, useItemDelete, useItemSaver } from './profile-api';
import { ProfileListCard } from './profile-list-card';

/** Which uses each kind of applicant's addresses have: a person's homes, a company's offices. */
type AddressOwner = Extract<ApplicantType, 'person' | 'company'>;
const USES: Record<AddressOwner, readonly AddressUse[]> = {
  person: ['current', 'previous', 'postal'],
  company: ['registered', 'business', 'postal'],
};
const useLabel = (use: unknown) => ADDRESS_USE_OPTIONS.find((o) => o.value === use)?.label ?? 'Address';
const ORDER = ADDRESS_USE_OPTIONS.map((o) => o.value as string);

const PLACE_KEYS = ['use', 'line1', 'line2', 'suburb', 'state', 'postcode', 'country'];
const RESIDENCE_KEYS = ['residential_status', 'years', 'months'];

function AddressCard({
  clientId,
  applicantId,
  item,
  uses,
}: {
  clientId: number;
  applicantId: number;
  item: ApplicationItem;
  uses: readonly FieldOption[];
}) {
  const saver = useItemSaver(clientId, applicantId, 'addresses', item.id);
  const residence = useItemSaver(clientId, applicantId, 'addresses', item.id, true);
  const remove = useItemDelete(clientId, applicantId, 'addresses');
  const isResidence = RESIDENTIAL_USES.includes(item.data.use as AddressUse);
  return (
    <ProfileListCard
      title={useLabel(item.data.use)}
      what="this address"
      onDelete={() => remove(item.id)}
      testId="address-card"
    >
      <Stack gap="sm">
        <FieldGrid saver={saver} data={item.data} names={PLACE_KEYS} options={{ use: uses }} />
        {isResidence && <FieldGrid saver={residence} data={item.data} names={RESIDENCE_KEYS} />}
      </Stack>
    </ProfileListCard>
  );
}

/**
 * An applicant's addresses. A person's current and previous addresses must cover three years: until
 * they do, the card says how much is covered and offers the next address. A company needs its registered one.
 */
export function AddressList({
  clientId,
  applicantId,
  type,
  addresses,
}: {
  clientId: number;
  applicantId: number;
  type: AddressOwner;
  addresses: readonly ApplicationItem[];
}) {
  const create = useItemCreate(clientId, applicantId, 'addresses');
  const uses = USES[type];
  const options = ADDRESS_USE_OPTIONS.filter((o) => uses.includes(o.value));
  const sorted = [...addresses].sort(
    (a, b) => ORDER.indexOf(String(a.data.use)) - ORDER.indexOf(String(b.data.use)) || a.position - b.position,
  );
  const has = (use: AddressUse) => addresses.some((a) => a.data.use === use);
  const add = (use: AddressUse) => (
    <AddButton key={use} label={`Add ${useLabel(use).toLowerCase()}`} onAdd={() => create(use)} />
  );

  // A person's history prompt offers the address they need next; the buttons below offer the rest.
  const months = addressHistoryMonths(addresses);
  const prompted: AddressUse | null =
    type === 'person' && months < HISTORY_MONTHS ? (has('current') ? 'previous' : 'current') : null;
  // Any number of previous addresses, once there is a current one; one of each other use.
  const offered = uses.filter((u) => u !== prompted && (u === 'previous' ? has('current') : !has(u)));
  return (
    <FieldCard title="Addresses">
      <Stack gap="md">
        {sorted.map((item) => (
          <AddressCard key={item.id} clientId={clientId} applicantId={applicantId} item={item} uses={options} />
        ))}
        {prompted && (
          <HistoryPrompt what="addresses" months={months} testId="address-history-prompt" action={add(prompted)} />
        )}
        <Group gap="xs">{offered.map(add)}</Group>
      </Stack>
    </FieldCard>
  );
}
