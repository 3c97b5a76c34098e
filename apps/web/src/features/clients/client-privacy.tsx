import { clientsEndpoints, reportsEndpoints } from '@brokerdesk/contract/constants';
import { Button, Group, Modal, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api, errorMessage, saveBlob } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { clientKeys } from './api';
import { clientName } from './client-labels';

/**
 * The Privacy Act's two requests about one client, for their adviser or an administrator: a copy of everything held
 * (APP 12: a zip of the data as JSON, the report, every document and the activity) and destruction on request
 * (APP 11.2: for good, after the client's name is typed; a lodged application is kept until its keeping period ends).
 */
export function ClientPrivacyActions({ clientId, name }: { clientId: number; name: string }) {
  const navigate = useNavigate();
  const queries = useQueryClient();
  const [exporting, setExporting] = useState(false);
  const [destroying, setDestroying] = useState(false);
  const [typed, setTyped] = useState('');
  const shown = clientName(name);
  const destroy = useMutation({
    mutationFn: () => api(clientsEndpoints.destroy, { body: { clientId, confirmation: typed } }),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      queries.removeQueries({ predicate: (q) => q.queryKey.includes(clientId) });
      void queries.invalidateQueries({ queryKey: clientKeys.lists });
      navigate('/client/list', { replace: true });
    },
    onError: (err) => notifyError(errorMessage(err)),
  });

  const runExport = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await api.download(reportsEndpoints.export, { query: { clientId } });
      saveBlob(blob, fileName ?? `client-${clientId}-data-export.zip`);
    } catch (err) {
      notifyError(errorMessage(err));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="client-privacy">
      <Stack gap="xs">
        <Title order={2} fz={18}>
          Privacy requests
        </Title>
        <Text fz="sm" c="dimmed">
          A client may ask for a copy of everything held about them, or for it to be destroyed. Both are recorded.
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button variant="default" onClick={runExport} loading={exporting}>
            Export client data
          </Button>
          <Button color="red" variant="outline" onClick={() => setDestroying(true)}>
            Destroy now…
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={destroying}
        onClose={() => setDestroying(false)}
        title="Destroy this client for good"
        centered
        zIndex={400}
      >
        <Stack gap="sm">
          <Text fz="sm">
            Everything about {shown} is destroyed at once: the application, every document and file, the messages and
            the activity. It cannot be restored. A lodged application is kept until the law lets it go.
          </Text>
          <TextInput
            label={`Type ${shown} to confirm`}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDestroying(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={destroy.isPending}
              disabled={typed.trim() === ''}
              onClick={() => destroy.mutate()}
            >
              Destroy for good
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
