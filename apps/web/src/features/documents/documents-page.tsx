import {
  applicantStepLabel,
  type ClientDetail,
  documentsPath,
  orderedApplicants,
} from '@brokerdesk/contract/constants';
import { NativeSelect } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useMe } from '../../lib/me';
import { useClientId } from '../../lib/route-params';
import { FactFindFrame, FactFindSkeleton, isClientUser } from '../application';
import { useClientDetail } from '../clients';
import classes from './documents-page.module.css';
import { useDocumentRequests } from './requests-api';

// Each role's page is its own chunk: the client's carries the resumable uploader, the broker's the catalogue picker.
const BrokerDocuments = lazy(() => import('./broker-documents'));
const ClientDocuments = lazy(() => import('./client-documents'));

/** Switches to another applicant's Documents page. */
function ApplicantSwitch({ client, applicantId }: { client: ClientDetail; applicantId: number }) {
  const navigate = useNavigate();
  const applicants = orderedApplicants(client.applicants);
  if (applicants.length < 2) return null;
  return (
    <NativeSelect
      label="Applicant"
      maw={360}
      value={String(applicantId)}
      data={applicants.map((a) => ({ value: String(a.id), label: applicantStepLabel(a) }))}
      onChange={(e) => navigate(documentsPath(client.id, Number(e.currentTarget.value)))}
      data-testid="applicant-switch"
    />
  );
}

/**
 * application-document (clientId, applicantId; docs/spec/core-and-application.md §2): what is asked of one applicant,
 * grouped by the catalogue's categories. The broker requests, reviews and downloads; the client sees what is still
 * missing and uploads. Locked for a suspended broker or one on Free after the trial (the server answers 403 with the
 * upgrade message, and the frame offers the upgrade).
 */
export function DocumentsPage() {
  const me = useMe();
  const clientId = useClientId();
  const applicantId = Number(useParams().applicantId);
  const client = useClientDetail(clientId);
  const requests = useDocumentRequests(clientId, applicantId);
  const applicant = client.data?.applicants.find((a) => a.id === applicantId);
  const first = client.data ? orderedApplicants(client.data.applicants)[0] : undefined;
  // An applicant deleted since (or another client's) opens the first applicant's page instead.
  if (client.data && !applicant && first) return <Navigate to={documentsPath(clientId, first.id)} replace />;

  const title = applicant ? `Documents: ${applicantStepLabel(applicant)}` : 'Documents';
  const isClient = isClientUser(me);
  return (
    <div className={classes.page}>
      <FactFindFrame
        title={title}
        error={client.error ?? requests.error}
        isLoading={client.isPending || requests.isPending}
      >
        {client.data && requests.data && (
          <>
            <ApplicantSwitch client={client.data} applicantId={applicantId} />
            <Suspense fallback={<FactFindSkeleton title={title} />}>
              {isClient ? (
                <ClientDocuments client={client.data} applicantId={applicantId} requests={requests.data} />
              ) : (
                <BrokerDocuments client={client.data} applicantId={applicantId} requests={requests.data} />
              )}
            </Suspense>
          </>
        )}
      </FactFindFrame>
    </div>
  );
}

export { DocumentsPage as Component };
