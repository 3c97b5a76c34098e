import type { ConsentItem } from '@brokerdesk/contract/constants';
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage, saveBlob } from '../../lib/api-client';
import { formatDateTime } from '../../lib/dates';
import { notifyError, notifySuccess } from '../../lib/notify';
import { fetchConsentDocument, useAcceptConsent, useConsents } from './api';

/** Shown in the page: a PDF or an image the browser draws; anything else is saved and opened by the computer. */
const SHOWN_INLINE = /^(application\/pdf|image\/(png|jpeg))$/;

function ConsentDocumentRow({ clientId, item, asClient }: { clientId: number; item: ConsentItem; asClient: boolean }) {
  const accept = useAcceptConsent(clientId);
  const [url, setUrl] = useState<string | null>(null);
  const [read, setRead] = useState(false);
  const [opening, setOpening] = useState(false);
  const [name, setName] = useState('');
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  const open = async () => {
    setOpening(true);
    try {
      const blob = await fetchConsentDocument(clientId, item.file_id);
      if (SHOWN_INLINE.test(item.content_type)) setUrl(URL.createObjectURL(blob));
      else saveBlob(blob, item.file_name);
      setRead(true);
    } catch (err) {
      notifyError(errorMessage(err));
    } finally {
      setOpening(false);
    }
  };
  const submit = async () => {
    try {
      await accept.mutateAsync({ fileId: item.file_id, sha256: item.sha256, typed_name: name });
      notifySuccess(`You accepted ${item.file_name}.`);
    } catch (err) {
      notifyError(errorMessage(err));
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="consent-document">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.file_name}
          </Text>
          {item.accepted ? (
            <Badge color="teal" variant="light">
              Accepted
            </Badge>
          ) : (
            <Badge color="orange" variant="light">
              Not accepted yet
            </Badge>
          )}
        </Group>
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Document fingerprint (SHA-256): {item.accepted?.sha256 ?? item.sha256}
        </Text>
        {item.accepted ? (
          <Text fz="sm">
            Accepted by {item.accepted.by} on {formatDateTime(item.accepted.at)}, typing “{item.accepted.typed_name}”.
          </Text>
        ) : asClient ? (
          <>
            <Button variant="light" onClick={open} loading={opening} w="fit-content">
              Read {item.file_name}
            </Button>
            {url && (
              <iframe
                src={url}
                title={item.file_name}
                style={{ width: '100%', height: 480, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
              />
            )}
            <Group align="flex-end" wrap="wrap" gap="sm">
              <TextInput
                label="Type your full name to accept"
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                disabled={!read}
                style={{ flex: '1 1 220px' }}
                autoComplete="name"
              />
              <Button onClick={submit} disabled={!read || name.trim() === ''} loading={accept.isPending}>
                I have read and accept
              </Button>
            </Group>
            {!read && (
              <Text fz="xs" c="dimmed">
                Read the document first; then type your name to accept it.
              </Text>
            )}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * Signed consent: the adviser's privacy consent and credit guide (their default email attachments), each read and
 * accepted by the client with their typed name before the fact-find and before Submit. The adviser sees the same
 * list as a record of what was accepted; nothing shows when the adviser has no such documents.
 */
export function ConsentPanel({ clientId, asClient }: { clientId: number; asClient: boolean }) {
  const consents = useConsents(clientId);
  if (consents.error) return <Alert color="red">{errorMessage(consents.error)}</Alert>;
  if (!consents.data || consents.data.documents.length === 0) return null;
  const { documents, pending } = consents.data;
  return (
    <Stack gap="sm" data-testid="consent-panel">
      <Title order={2} fz={18}>
        {pending > 0 ? (asClient ? 'Before you start' : 'Disclosure documents not yet accepted') : 'Signed consent'}
      </Title>
      {pending > 0 && (
        <Text fz="sm">
          {asClient
            ? 'Please read each document below and accept it by typing your full name. Your application can be submitted once each is accepted.'
            : 'The client accepts each document in the portal; the application cannot be submitted until then.'}
        </Text>
      )}
      {documents.map((item) => (
        <ConsentDocumentRow key={item.file_id} clientId={clientId} item={item} asClient={asClient} />
      ))}
    </Stack>
  );
}
