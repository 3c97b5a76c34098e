import { type ApplicantSummary, type ClientDetail, MESSAGES } from '@brokerdesk/contract/constants';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { applicantPath } from '../../../lib/paths';
import { splitPrimary } from '../../clients';
import { applicationKeys } from '../api';
import { useDeleteApplicant } from './api';
import { describeApplicant } from './applicant-summary';

/**
 * Delete of a non-primary applicant from its page (docs/spec/core-and-application.md §2, §4): after a confirmation, the
 * client is reloaded and the first applicant opened.
 */
export function DeleteApplicantButton({ clientId, applicant }: { clientId: number; applicant: ApplicantSummary }) {
  const [opened, setOpened] = useState(false);
  const remove = useDeleteApplicant(clientId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (applicant.is_primary) return null;

  const confirm = () =>
    remove.mutate(applicant.id, {
      onSuccess: () => {
        setOpened(false);
        notifySuccess(MESSAGES.applicantDeleted);
        const reloaded = queryClient.getQueryData<ClientDetail>(applicationKeys.client(clientId));
        const first = reloaded ? (splitPrimary(reloaded.applicants).primary ?? reloaded.applicants[0]) : undefined;
        navigate(first ? applicantPath(clientId, first.id) : `/client/${clientId}/application/requirement`, {
          replace: true,
        });
      },
      onError: (err) => notifyError(errorMessage(err)),
    });

  return (
    <>
      <Button variant="light" color="red" size="xs" onClick={() => setOpened(true)}>
        Delete applicant
      </Button>
      <ConfirmModal
        opened={opened}
        title="Delete applicant"
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onConfirm={confirm}
        onClose={() => setOpened(false)}
      >
        Delete {describeApplicant(applicant)} and everything entered for them? This cannot be undone here.
      </ConfirmModal>
    </>
  );
}
