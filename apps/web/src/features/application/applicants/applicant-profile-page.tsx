import {
  APPLICANT_LABELS,
  type ApplicantDetail,
  applicantMissing,
  type ClientDetail,
  pageCompleteness,
  UNNAMED_APPLICANT,
} from '@brokerdesk/contract';
import { Alert, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import { useClientId } from '../../../lib/route-params';
import { useApplicantDetail, useClientDetail } from '../../clients';
import { applicationKeys } from '../api';
import { FactFindFrame } from '../fact-find-frame';
import classes from './applicant-profile-page.module.css';
import { CompanyProfile, TrustProfile } from './business-profiles';
import { DeleteApplicantButton } from './delete-applicant-button';
import { todayYmd } from './history';
import { PersonProfile } from './person-profile';
import { ThirdParties } from './third-parties';

/** The page's completeness from the cached detail, so it follows each save without another request. */
function completenessOf(detail: ApplicantDetail) {
  const items = [...detail.addresses, ...detail.employments, ...detail.other_incomes];
  return pageCompleteness(applicantMissing(detail, items, todayYmd()));
}

/** A saved name shows in the navigation's entry at once (the client detail holds the names it lists). */
function useNameInNavigation(clientId: number, detail: ApplicantDetail | undefined) {
  const queryClient = useQueryClient();
  const id = detail?.id;
  const name = detail?.name;
  useEffect(() => {
    if (id === undefined || name === undefined) return;
    queryClient.setQueryData<ClientDetail>(applicationKeys.client(clientId), (client) => {
      const entry = client?.applicants.find((a) => a.id === id);
      if (!client || !entry || entry.name === name) return client;
      return {
        ...client,
        name: entry.is_primary ? name : client.name,
        applicants: client.applicants.map((a) => (a.id === id ? { ...a, name } : a)),
      };
    });
  }, [queryClient, clientId, id, name]);
}

/** Why another person's profile is read-only, in their name: the server refuses their details to anyone else. */
function ReadOnlyNote({ detail }: { detail: ApplicantDetail }) {
  const first = typeof detail.data.first_name === 'string' && detail.data.first_name.trim();
  const who = first || detail.name || 'this applicant';
  return (
    <Alert color="blue" variant="light" title="Read only" data-testid="read-only-note">
      Only {who} can change {who}’s details.
    </Alert>
  );
}

/**
 * application-applicant-profile (Applicants): a person's, company's or trust's profile, every field
 * autosaved; Delete for any applicant but the primary; the client's third parties on the primary's page.
 */
export function ApplicantProfilePage() {
  const clientId = useClientId();
  const applicantId = Number(useParams().applicantId);
  const { data: client } = useClientDetail(clientId);
  const { data: detail, error, isLoading } = useApplicantDetail(clientId, applicantId);
  useNameInNavigation(clientId, detail);
  const summary = client?.applicants.find((a) => a.id === applicantId);
  const completeness = useMemo(() => (detail ? completenessOf(detail) : undefined), [detail]);

  const type = detail?.type ?? summary?.type ?? 'person';
  const name = detail?.name ?? summary?.name ?? '';
  const title = `${APPLICANT_LABELS[type]}: ${name || UNNAMED_APPLICANT}`;
  const isPrimary = detail?.is_primary ?? summary?.is_primary ?? false;

  return (
    <FactFindFrame
      title={title}
      completeness={completeness}
      error={error}
      isLoading={isLoading}
      readOnly={detail?.may_edit === false}
      actions={
        summary && !summary.is_primary ? <DeleteApplicantButton clientId={clientId} applicant={summary} /> : null
      }
    >
      {detail && (
        // Keyed by applicant: each field keeps its own typed value, which must not carry over to the next one.
        <Stack gap="md" key={detail.id} data-testid={`${detail.type}-profile`}>
          {!detail.may_edit && <ReadOnlyNote detail={detail} />}
          {/* Another person's own details: every control of the profile disabled, so nothing is typed or saved. */}
          <fieldset disabled={!detail.may_edit} className={classes.fields} data-testid="profile-fields">
            {detail.type === 'person' && <PersonProfile clientId={clientId} detail={detail} />}
            {detail.type === 'company' && <CompanyProfile clientId={clientId} detail={detail} />}
            {detail.type === 'trust' && <TrustProfile clientId={clientId} detail={detail} />}
          </fieldset>
          {isPrimary && <ThirdParties clientId={clientId} />}
        </Stack>
      )}
    </FactFindFrame>
  );
}

export { ApplicantProfilePage as Component };
