import type { ApplicantDetail } from '@brokerdesk/contract/constants';
import { Stack, Text } from '@mantine/core';
import { FieldCard, FieldGrid } from '../../../components/fields';
import { AddressList } from './address-list';
import { useApplicantSaver } from './profile-api';

interface ProfileProps {
  clientId: number;
  detail: ApplicantDetail;
}

/** Choices among the other applicants need them to exist first: say so rather than show an empty list. */
function NoneToChoose({ who }: { who: string }) {
  return (
    <Text fz="sm" c="dimmed">
      Add {who} with the Add menu of the Applicants list to choose them here.
    </Text>
  );
}

/**
 * A company (Applicants: company), from COMPANY_FIELDS: the server checks the ABN and ACN checksums and
 * the field shows its message; directors and shareholders are chosen from the person applicants.
 */
export function CompanyProfile({ clientId, detail }: ProfileProps) {
  const saver = useApplicantSaver(clientId, detail.id, 'company');
  const people = detail.choosable_applicants;
  return (
    <Stack gap="md">
      <FieldCard title="Company details">
        <FieldGrid
          saver={saver}
          data={detail.data}
          names={[
            'name',
            'trading_name',
            'abn',
            'acn',
            'registration_date',
            'industry',
            'is_gst_registered',
            'phone',
            'email',
          ]}
        />
      </FieldCard>
      <FieldCard title="Directors and shareholders">
        {people.length === 0 ? (
          <NoneToChoose who="the directors and shareholders as applicants" />
        ) : (
          <FieldGrid saver={saver} data={detail.data} names={['director_ids', 'shareholder_ids']} applicants={people} />
        )}
      </FieldCard>
      <AddressList clientId={clientId} applicantId={detail.id} type="company" addresses={detail.addresses} />
    </Stack>
  );
}

/** A trust (Applicants: trust), from TRUST_FIELDS: the trustee is a person or company applicant. */
export function TrustProfile({ clientId, detail }: ProfileProps) {
  const saver = useApplicantSaver(clientId, detail.id, 'trust');
  const trustees = detail.choosable_applicants;
  return (
    <Stack gap="md">
      <FieldCard title="Trust details">
        <FieldGrid saver={saver} data={detail.data} names={['name', 'trust_type', 'abn', 'established_date']} />
      </FieldCard>
      <FieldCard title="Trustee and beneficiaries">
        <Stack gap="sm">
          {trustees.length === 0 ? (
            <NoneToChoose who="the trustee (a person or a company) as an applicant" />
          ) : (
            <FieldGrid saver={saver} data={detail.data} names={['trustee_applicant_id']} applicants={trustees} />
          )}
          <FieldGrid saver={saver} data={detail.data} names={['beneficiaries']} />
        </Stack>
      </FieldCard>
    </Stack>
  );
}
