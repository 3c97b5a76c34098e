import { type DocumentCategory, type DocumentRequest, MESSAGES, type Template } from '@brokerdesk/contract/constants';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { DocumentPicker, useDocumentTypes } from '../catalogue';
import { templateListQuery } from '../templates';
import { type RequestTarget, useApplyTemplate, useRemoveRequest, useRequestDocument } from './requests-api';

/** The custom types of a catalogue view: a request names them as customDocumentTypeId. */
export function customTypeIds(categories: readonly DocumentCategory[]): Set<number> {
  const ids = new Set<number>();
  for (const c of categories) {
    for (const t of c.custom_document_types) ids.add(t.id);
    for (const s of c.subcategories) for (const t of s.custom_document_types) ids.add(t.id);
  }
  return ids;
}

export const requestTarget = (id: number, custom: ReadonlySet<number>): RequestTarget =>
  custom.has(id) ? { customDocumentTypeId: id } : { documentTypeId: id };

/**
 * Apply document templates: several may be ticked; the server merges types already requested.
 */
export function ApplyTemplateModal({
  brokerId,
  clientId,
  applicantId,
  opened,
  onClose,
}: {
  brokerId: number;
  clientId: number;
  applicantId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const templates = useQuery({
    ...templateListQuery(brokerId),
    select: (data) => data.templates.filter((t: Template) => t.type === 'document'),
    enabled: opened,
  });
  const apply = useApplyTemplate(clientId, applicantId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setChosen([]);
    onClose();
  };
  const submit = async () => {
    setBusy(true);
    try {
      for (const id of chosen) await apply.mutateAsync(Number(id));
      notifySuccess(MESSAGES.documentsRequested);
      close();
    } catch (err) {
      notifyError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  const list = templates.data ?? [];
  return (
    <Modal opened={opened} onClose={close} title="Apply a document template" centered>
      <Stack gap="sm">
        {templates.isError && <Alert color="red">{errorMessage(templates.error)}</Alert>}
        {templates.isSuccess && list.length === 0 && (
          <Text fz="sm">You have no document templates yet. Make one under Settings, Templates.</Text>
        )}
        {list.length > 0 && (
          <Checkbox.Group label="Templates" value={chosen} onChange={setChosen}>
            <Stack gap={8} mt={6}>
              {list.map((t) => (
                <Checkbox
                  key={t.id}
                  value={String(t.id)}
                  label={t.name}
                  description={t.display.map((d) => d.name).join(', ')}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={submit} loading={busy} disabled={chosen.length === 0}>
            Apply
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Choose the documents to ask for from the catalogue (the document picker of the templates, with this client's custom
 * types and the modal that adds one): ticked types are requested, unticked ones whose request has no accepted file are
 * removed.
 */
export function PickTypesModal({
  brokerId,
  clientId,
  applicantId,
  requests,
  opened,
  onClose,
}: {
  brokerId: number;
  clientId: number;
  applicantId: number;
  requests: readonly DocumentRequest[];
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Choose documents to request" size="min(1480px, 96vw)" centered>
      {opened && <PickTypesForm {...{ brokerId, clientId, applicantId, requests, onClose }} />}
    </Modal>
  );
}

function PickTypesForm({
  brokerId,
  clientId,
  applicantId,
  requests,
  onClose,
}: {
  brokerId: number;
  clientId: number;
  applicantId: number;
  requests: readonly DocumentRequest[];
  onClose: () => void;
}) {
  const catalogue = useDocumentTypes(brokerId, clientId);
  const request = useRequestDocument(clientId, applicantId);
  const remove = useRemoveRequest(clientId);
  const requested = new Map(requests.map((r) => [r.document_type_id, r]));
  const [selected, setSelected] = useState<Set<number>>(() => new Set(requested.keys()));
  const [busy, setBusy] = useState(false);
  const added = [...selected].filter((id) => !requested.has(id));
  const dropped = [...requested.values()].filter((r) => !selected.has(r.document_type_id));

  const save = async () => {
    setBusy(true);
    try {
      const custom = customTypeIds(catalogue.data ?? []);
      for (const id of added) await request.mutateAsync(requestTarget(id, custom));
      for (const r of dropped) await remove.mutateAsync(r.id);
      if (added.length > 0)
        notifySuccess(added.length === 1 ? MESSAGES.documentRequested : MESSAGES.documentsRequested);
      else if (dropped.length > 0) notifySuccess(MESSAGES.documentRequestRemoved);
      onClose();
    } catch (err) {
      notifyError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      <Text fz="sm" c="dimmed">
        Tick the documents to ask for. The + of a category adds a document type for this client only.
      </Text>
      <DocumentPicker brokerId={brokerId} clientId={clientId} selected={selected} onChange={setSelected} />
      <Group justify="space-between">
        <Text fz="sm" c="dimmed" data-testid="pick-summary">
          {added.length} to request{dropped.length > 0 ? `, ${dropped.length} to remove` : ''}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={busy} disabled={added.length === 0 && dropped.length === 0}>
            Save
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
