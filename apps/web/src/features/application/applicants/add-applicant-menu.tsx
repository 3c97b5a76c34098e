import type { ApplicantType } from '@brokerdesk/contract/constants';
import { Menu } from '@mantine/core';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { applicantPath } from '../../../lib/paths';
import { AddApplicantButton } from './add-applicant-button';
import { useCreateApplicant } from './api';

const CHOICES: { type: ApplicantType; label: string }[] = [
  { type: 'person', label: 'Person' },
  { type: 'company', label: 'Company' },
  { type: 'trust', label: 'Trust' },
];

/**
 * The Add menu (docs/spec/core-and-application.md §2): creates a person, a company or a trust and opens its profile.
 */
export function AddApplicantMenu({ clientId }: { clientId: number }) {
  const create = useCreateApplicant(clientId);
  const navigate = useNavigate();
  const add = (type: ApplicantType) =>
    create.mutate(type, {
      onSuccess: ({ applicantId }) => navigate(applicantPath(clientId, applicantId)),
      onError: (err) => notifyError(errorMessage(err)),
    });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <AddApplicantButton loading={create.isPending} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Add an applicant</Menu.Label>
        {CHOICES.map((c) => (
          <Menu.Item key={c.type} onClick={() => add(c.type)}>
            {c.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export default AddApplicantMenu;
