import { ADVISER_SETTING_FIELDS, crossProblem, readFieldValue } from '@brokerdesk/contract';
import {
  type AdviserDetail,
  type AdviserSaveKey,
  AGGREGATORS,
  CRN_TYPES,
  countriesForSelect,
  type ReferenceOption,
  STATES,
  type UserAccountKey,
} from '@brokerdesk/contract/constants';
import { Select, SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AutosaveFieldStatus } from '../../components/autosave/autosave-field-status';
import { AutosaveTextInput } from '../../components/autosave/autosave-text-input';
import { useAutosave } from '../../components/autosave/use-autosave';
import type { AdviserRef } from '../../lib/adviser';
import { EmailChangeField } from './email-change-field';
import { AutosavePhoneInput } from './phone-input';

export type SaveAdviser = (key: AdviserSaveKey, value: unknown, previous?: unknown) => Promise<unknown>;
export type SaveUser = (key: UserAccountKey, value: string, previous?: string) => Promise<unknown>;

const COUNTRY_OPTIONS = countriesForSelect();

/** A choice that saves as soon as it changes (selects save on change); empty clears it. */
export function AutosaveSelect({
  label,
  options,
  serverValue,
  save,
  searchable,
}: {
  label: string;
  options: readonly ReferenceOption[];
  serverValue: number | null;
  save: (value: number | null, previous: number | null) => Promise<unknown>;
  searchable?: boolean;
}) {
  const field = useAutosave<number | null>({ serverValue, save });
  const nameOf = (id: number | null) => options.find((o) => o.id === id)?.name ?? 'none';
  const problem = field.status === 'failed' || field.status === 'conflict';
  return (
    <Select
      label={label}
      data={options.map((o) => ({ value: String(o.id), label: o.name }))}
      value={field.value === null ? null : String(field.value)}
      onChange={(v) => void field.commit(v === null ? null : Number(v))}
      clearable
      searchable={searchable}
      nothingFoundMessage="No match"
      error={problem ? <AutosaveFieldStatus field={field} show={nameOf} /> : undefined}
      description={field.status === 'saving' ? <AutosaveFieldStatus field={field} /> : undefined}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The key's rule from the contract, the one the server reads the save with, on what was typed (blank clears it),
 * and against the adviser's other settings (a postcode and the country beside it): its message, or null when the
 * server would take it.
 */
const settingRule = (key: AdviserSaveKey, adviser: AdviserDetail) => (typed: string) => {
  const read = readFieldValue(ADVISER_SETTING_FIELDS[key], typed);
  if (!read.ok) return read.message;
  return crossProblem(ADVISER_SETTING_FIELDS, { ...adviser, [key]: read.value }, [key])?.message ?? null;
};

/** The names and email live on the user (user/account, planner/user/account); the email changes by a link. */
export function PersonFields({
  adviser,
  adviserRef,
  saveUser,
}: {
  adviser: AdviserDetail;
  adviserRef: AdviserRef;
  saveUser: SaveUser;
}) {
  return (
    <Section title="Contact person">
      <AutosaveTextInput
        label="First name"
        autoComplete="given-name"
        serverValue={adviser.first_name}
        save={(v, p) => saveUser('first_name', v, p)}
      />
      <AutosaveTextInput
        label="Last name"
        autoComplete="family-name"
        serverValue={adviser.last_name}
        save={(v, p) => saveUser('last_name', v, p)}
      />
      <EmailChangeField adviser={adviser} adviserRef={adviserRef} />
    </Section>
  );
}

/**
 * docs/spec/core-and-application.md §2 Broker account page: company, web address, credit representative number and
 * type, aggregator.
 */
export function BrokerBusinessFields({ adviser, save }: { adviser: AdviserDetail; save: SaveAdviser }) {
  return (
    <Section title="Business">
      <AutosaveTextInput label="Company" serverValue={adviser.company} save={(v, p) => save('company', v, p)} />
      <AutosaveTextInput label="Website" type="url" serverValue={adviser.url} save={(v, p) => save('url', v, p)} />
      <AutosaveTextInput
        label="Credit representative number"
        serverValue={adviser.crn}
        save={(v, p) => save('crn', v, p)}
      />
      <AutosaveSelect
        label="Credit representative type"
        options={CRN_TYPES}
        serverValue={adviser.crn_type}
        save={(v, p) => save('crn_type', v, p)}
      />
      <AutosaveSelect
        label="Aggregator"
        options={AGGREGATORS}
        searchable
        serverValue={adviser.aggregator_id}
        save={(v, p) => save('aggregator_id', v, p)}
      />
    </Section>
  );
}

/**
 * docs/spec/settings-billing-admin.md §2 Planner Account: company, web address and AFSL number (empty or 6 digits,
 * docs/spec/settings-billing-admin.md §5).
 */
export function PlannerBusinessFields({ adviser, save }: { adviser: AdviserDetail; save: SaveAdviser }) {
  return (
    <Section title="Business">
      <AutosaveTextInput label="Company" serverValue={adviser.company} save={(v, p) => save('company', v, p)} />
      <AutosaveTextInput label="Website" type="url" serverValue={adviser.url} save={(v, p) => save('url', v, p)} />
      <AutosaveTextInput
        label="AFSL number"
        serverValue={adviser.afsl_number}
        validate={settingRule('afsl_number', adviser)}
        save={(v, p) => save('afsl_number', v, p)}
      />
    </Section>
  );
}

/**
 * Phones are shown by Australian patterns and stored in E.164; brokers also have a fax
 * (docs/spec/core-and-application.md §2).
 */
export function PhoneFields({ adviser, save }: { adviser: AdviserDetail; save: SaveAdviser }) {
  return (
    <Section title="Phone">
      <AutosavePhoneInput
        label="Office phone"
        storedValue={adviser.phone_office}
        save={(v, p) => save('phone_office', v, p)}
      />
      <AutosavePhoneInput
        label="Mobile phone"
        storedValue={adviser.phone_mobile}
        save={(v, p) => save('phone_mobile', v, p)}
      />
      {adviser.kind === 'broker' && (
        <AutosavePhoneInput label="Fax" storedValue={adviser.fax} save={(v, p) => save('fax', v, p)} />
      )}
    </Section>
  );
}

/**
 * The address; the postcode is digits only ('Invalid postcode', and then not saved:
 * docs/spec/core-and-application.md §5), 4 of them when the country is Australia.
 */
export function AddressFields({ adviser, save }: { adviser: AdviserDetail; save: SaveAdviser }) {
  return (
    <Section title="Address">
      <AutosaveTextInput
        label="Address line 1"
        autoComplete="address-line1"
        serverValue={adviser.address1}
        save={(v, p) => save('address1', v, p)}
      />
      <AutosaveTextInput
        label="Address line 2"
        autoComplete="address-line2"
        serverValue={adviser.address2}
        save={(v, p) => save('address2', v, p)}
      />
      <AutosaveTextInput label="City" serverValue={adviser.city} save={(v, p) => save('city', v, p)} />
      <AutosaveTextInput
        label="Postcode"
        autoComplete="postal-code"
        serverValue={adviser.postcode}
        validate={settingRule('postcode', adviser)}
        save={(v, p) => save('postcode', v, p)}
      />
      <AutosaveSelect
        label="State"
        options={STATES}
        serverValue={adviser.state_id}
        save={(v, p) => save('state_id', v, p)}
      />
      <AutosaveSelect
        label="Country"
        options={COUNTRY_OPTIONS}
        searchable
        serverValue={adviser.country_id}
        save={(v, p) => save('country_id', v, p)}
      />
    </Section>
  );
}
