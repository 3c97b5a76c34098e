import { type ClientDetail, type DocumentRequest, MESSAGES } from '@brokerdesk/contract/constants';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { errorMessage } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { CustomDocumentTypeModal, type CustomTypePlace, useDocumentTypes } from '../catalogue';
import { ReminderControls } from './reminder-controls';
import { BrokerRequestCard } from './request-card';
import { ApplyTemplateModal, PickTypesModal } from './request-modals';
import { groupByCategory, plural, requestCounts } from './request-state';
import { useRemoveRequest, useRequestDocument } from './requests-api';
import { type ReasonDecision, ReviewModal } from './review-modal';

/** "3 still missing · 1 to review · 1 out of date" */
export function SummaryLine({ requests }: { requests: readonly DocumentRequest[] }) {
  const counts = requestCounts(requests);
  const parts = [
    `${plural(requests.length, 'document')} requested`,
    counts.missing > 0 ? `${counts.missing} still missing` : null,
    counts.toReview > 0 ? `${counts.toReview} to review` : null,
    counts.stale > 0 ? `${counts.stale} out of date` : null,
  ].filter(Boolean);
  return (
    <Text fz="sm" c="dimmed" data-testid="documents-summary">
      {parts.join(' · ')}
    </Text>
  );
}

/** Adds a document type of this client's own (the template modal's clientId case) and requests it at once. */
function useCustomTypeRequest(brokerId: number, clientId: number, applicantId: number) {
  const catalogue = useDocumentTypes(brokerId, clientId);
  const request = useRequestDocument(clientId, applicantId);
  const [place, setPlace] = useState<CustomTypePlace | null>(null);
  const first = catalogue.data?.[0];
  const modal = (
    <CustomDocumentTypeModal
      brokerId={brokerId}
      clientId={clientId}
      categories={catalogue.data ?? []}
      place={place}
      onClose={() => setPlace(null)}
      onCreated={async (type) => {
        try {
          await request.mutateAsync({ customDocumentTypeId: type.id });
          notifySuccess(MESSAGES.documentRequested);
        } catch (err) {
          notifyError(errorMessage(err));
        }
      }}
    />
  );
  return { modal, open: first ? () => setPlace({ categoryId: first.id }) : undefined };
}

/**
 * The broker's Documents page of one applicant: request by template, from the catalogue or as a type of this client's
 * own; each request's files, review and removal.
 */
export function BrokerDocuments({
  client,
  applicantId,
  requests,
}: {
  client: ClientDetail;
  applicantId: number;
  requests: DocumentRequest[];
}) {
  const brokerId = client.adviser_id;
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const [pickOpen, setPickOpen] = useState(false);
  const [deciding, setDeciding] = useState<{ request: DocumentRequest; decision: ReasonDecision } | null>(null);
  const [removing, setRemoving] = useState<DocumentRequest | null>(null);
  const remove = useRemoveRequest(client.id);
  const custom = useCustomTypeRequest(brokerId, client.id, applicantId);
  const groups = groupByCategory(requests);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      notifySuccess(MESSAGES.documentRequestRemoved);
    } catch (err) {
      notifyError(errorMessage(err));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Stack gap="md" data-testid="broker-documents">
      <Group gap="xs">
        <Button onClick={() => setTemplatesOpen(true)}>Apply a template</Button>
        <Button variant="default" onClick={() => setPickOpen(true)}>
          Choose documents
        </Button>
        <Button variant="default" onClick={custom.open} disabled={!custom.open}>
          Add a document type
        </Button>
      </Group>
      <SummaryLine requests={requests} />
      {requests.length > 0 && <ReminderControls client={client} />}
      {requests.length === 0 && (
        <Paper withBorder radius="md" p="lg">
          <Text>Nothing is requested of this applicant yet. Apply a template or choose documents to ask for.</Text>
        </Paper>
      )}
      {groups.map((group) => (
        <Stack key={group.categoryId} gap="xs" component="section" aria-labelledby={`category-${group.categoryId}`}>
          <Title order={2} fz="lg" id={`category-${group.categoryId}`}>
            {group.categoryName}
          </Title>
          {group.requests.map((r) => (
            <BrokerRequestCard
              key={r.id}
              clientId={client.id}
              request={r}
              allowOffice={client.documents_allow_office}
              onDecide={(request, decision) => setDeciding({ request, decision })}
              onRemove={setRemoving}
            />
          ))}
        </Stack>
      ))}
      <ApplyTemplateModal
        brokerId={brokerId}
        clientId={client.id}
        applicantId={applicantId}
        opened={templatesOpen}
        onClose={() => setTemplatesOpen(false)}
      />
      <PickTypesModal
        brokerId={brokerId}
        clientId={client.id}
        applicantId={applicantId}
        requests={requests}
        opened={pickOpen}
        onClose={() => setPickOpen(false)}
      />
      {custom.modal}
      <ReviewModal
        clientId={client.id}
        request={deciding?.request ?? null}
        decision={deciding?.decision ?? 'reject'}
        onClose={() => setDeciding(null)}
      />
      <ConfirmModal
        opened={removing !== null}
        title="Remove request"
        confirmLabel="Remove"
        danger
        loading={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      >
        Stop asking for “{removing?.name}”? It is taken off this applicant’s list.
      </ConfirmModal>
    </Stack>
  );
}

export default BrokerDocuments;
