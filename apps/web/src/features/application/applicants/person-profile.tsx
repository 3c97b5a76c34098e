import type { ApplicantDetail } from '@brokerdesk/contract/constants';
import { Stack } from '@mantine/core';
import { FieldCard, FieldGrid } from '../../../components/fields';
import { AddressList } from './address-list';
import { EmploymentList, OtherIncomeList } from './employment-list';
import { useApplicantSaver } from './profile-api';

const LICENCE_KEYS = ['has_driver_licence', 'licence_number', 'licence_state', 'licence_expiry', 'licence_card_number'];

/**
 * A person's profile (Applicants: person profile), from PERSON_FIELDS: the keys that only apply to
 * another answer (ages of dependants, the visa, the licence's details) show once that answer is given.
 */
export function PersonProfile({ clientId, detail }: { clientId: number; detail: ApplicantDetail }) {
  const saver = useApplicantSaver(clientId, detail.id, 'person');
  const { data } = detail;
  return (
    <Stack gap="md">
      <FieldCard title="Personal details">
        <FieldGrid
          saver={saver}
          data={data}
          names={[
            'title',
            'first_name',
            'middle_name',
            'last_name',
            'preferred_name',
            'date_of_birth',
            'gender',
            'marital_status',
          ]}
        />
      </FieldCard>
      <FieldCard title="Dependants">
        <FieldGrid
          saver={saver}
          data={data}
          names={['dependants_count', 'dependant_ages']}
          conditional={['dependant_ages']}
        />
      </FieldCard>
      <FieldCard title="Citizenship and residency">
        <FieldGrid
          saver={saver}
          data={data}
          names={['citizenship', 'residency_status', 'visa_subclass']}
          conditional={['visa_subclass']}
        />
      </FieldCard>
      <FieldCard title="Contact">
        <FieldGrid saver={saver} data={data} names={['phone_mobile', 'email', 'phone_home', 'phone_work']} />
      </FieldCard>
      <FieldCard title="Driver licence">
        <FieldGrid
          saver={saver}
          data={data}
          names={data.has_driver_licence === true ? [...LICENCE_KEYS] : ['has_driver_licence']}
        />
      </FieldCard>
      <AddressList clientId={clientId} applicantId={detail.id} type="person" addresses={detail.addresses} />
      <FieldCard title="Employment">
        <Stack gap="md">
          <FieldGrid saver={saver} data={data} names={['employment_status']} />
          <EmploymentList
            clientId={clientId}
            applicantId={detail.id}
            items={detail.employments}
            isWorking={data.employment_status !== 'not_working'}
          />
        </Stack>
      </FieldCard>
      <OtherIncomeList clientId={clientId} applicantId={detail.id} items={detail.other_incomes} />
    </Stack>
  );
}
