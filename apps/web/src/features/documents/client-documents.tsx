import type { ClientDetail, DocumentRequest } from '@brokerdesk/contract/constants';
import { Alert, List, Paper, Stack, Text, Title } from '@mantine/core';
import { FileRow } from './file-row';
import { ReasonLine, RequestWording, StateBadge } from './request-card';
import { documentDateLabel, groupByCategory, isMissing, isRemovableByClient, plural } from './request-state';
import { useRefreshDocuments } from './requests-api';
import { UploadPanel } from './upload-panel';

/** A client may send files until the request is accepted or set aside. */
const canUpload = (r: DocumentRequest) => r.state !== 'accepted' && r.state !== 'not-applicable';

function ClientRequestCard({
  clientId,
  request,
  allowOffice,
}: {
  clientId: number;
  request: DocumentRequest;
  allowOffice: boolean;
}) {
  const refresh = useRefreshDocuments(clientId);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={request.name}
      data-testid="document-request"
      data-request-id={request.id}
      data-state={request.state}
    >
      <Stack gap="xs">
        <Stack gap={4}>
          <Text fw={600} component="h3" fz="md" m={0}>
            {request.name}
          </Text>
          <div>
            <StateBadge request={request} audience="client" />
          </div>
        </Stack>
        <RequestWording request={request} />
        <ReasonLine request={request} />
        {request.files.map((file) => (
          <FileRow
            key={file.id}
            clientId={clientId}
            request={request}
            file={file}
            canOpen={false}
            canRemove={isRemovableByClient(file)}
          />
        ))}
        {canUpload(request) && (
          <UploadPanel
            requestId={request.id}
            label={request.name}
            dateLabel={request.validity ? documentDateLabel(request) : null}
            allowOffice={allowOffice}
            onSettled={() => void refresh()}
          />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The client's Documents page (portal, when `document` is among their pages): what is still missing first, then each
 * request with its state, the reason when it was sent back, the files sent, and the upload with the camera on phones.
 * One column at 375 px.
 */
export function ClientDocuments({
  client,
  requests,
}: {
  client: ClientDetail;
  applicantId: number;
  requests: DocumentRequest[];
}) {
  const missing = requests.filter(isMissing);
  const firstName = client.adviser.first_name;
  return (
    <Stack gap="md" data-testid="client-documents">
      {requests.length === 0 ? (
        <Paper withBorder radius="md" p="md">
          <Text>{firstName} has not asked for any documents yet.</Text>
        </Paper>
      ) : missing.length === 0 ? (
        <Alert color="teal" title="Nothing is missing">
          Thank you: every document asked for has been sent.
        </Alert>
      ) : (
        <Alert color="orange" title={`${plural(missing.length, 'document')} still needed`} data-testid="still-needed">
          <List size="sm" spacing={2}>
            {missing.map((r) => (
              <List.Item key={r.id}>
                {r.name}
                {r.state === 'rejected' ? ' (please upload again)' : ''}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Text fz="sm" c="dimmed">
        {client.documents_allow_office ? 'PDF, Word, Excel, JPEG, PNG' : 'PDF, JPEG, PNG'} or iPhone (HEIC) photos, up
        to 25 MB each. You can send several files for one document.
      </Text>
      {groupByCategory(requests).map((group) => (
        <Stack key={group.categoryId} gap="xs" component="section" aria-labelledby={`category-${group.categoryId}`}>
          <Title order={2} fz="lg" id={`category-${group.categoryId}`}>
            {group.categoryName}
          </Title>
          {group.requests.map((r) => (
            <ClientRequestCard
              key={r.id}
              clientId={client.id}
              request={r}
              allowOffice={client.documents_allow_office}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

export default ClientDocuments;
