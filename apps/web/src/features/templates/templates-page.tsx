import { MESSAGES, type Template, type TemplateType } from '@brokerdesk/contract/constants';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmModal } from '../../components/confirm-modal';
import { CardsSkeleton } from '../../components/skeletons';
import { UpgradeModal } from '../../components/upgrade-modal';
import { settingsHeading, useAdviserDetail, useAdviserRef } from '../../lib/adviser';
import { errorMessage } from '../../lib/api-client';
import { useMe } from '../../lib/me';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDeleteTemplate, useTemplates } from './api';
import { ChoiceTemplateModal } from './choice-template-modal';
import { DocumentTemplateModal } from './document-template-modal';
import { TemplateCard } from './template-card';
import { TemplateTypeChooser } from './template-type-chooser';

type Open = { kind: 'chooser' } | { kind: TemplateType; template: Template | null } | null;

/**
 * broker-template (docs/spec/settings-billing-admin.md §2 Templates): the grid of an adviser's templates and the modals
 * that make them.
 */
export function TemplatesPage() {
  const me = useMe();
  const ref = useAdviserRef();
  const params = useParams();
  const clientId = params.clientId ? Number(params.clientId) : undefined;
  const detail = useAdviserDetail(ref);
  const templates = useTemplates(ref.id);
  const remove = useDeleteTemplate(ref.id);
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState<Template | null>(null);
  const close = () => setOpen(null);
  const [upgradeClosed, setUpgradeClosed] = useState(false);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(MESSAGES.templateDeleted);
    } catch (err) {
      notifyError(errorMessage(err));
    } finally {
      setDeleting(null);
    }
  };

  // docs/spec/core-and-application.md §4: Templates are locked for a suspended adviser or one on Free after the trial
  // (the server refuses them too); the page says why and offers the upgrade. An administrator is never locked out.
  if (detail.data?.locked && !me.is_admin) {
    return (
      <Stack gap="lg">
        <Title order={1} fz={24}>
          {settingsHeading('Templates', detail.data, me)}
        </Title>
        <Paper withBorder p="xl" radius="md" ta="center" data-testid="templates-locked">
          <Text>{MESSAGES.planFeatureLocked}</Text>
        </Paper>
        <UpgradeModal opened={!upgradeClosed} onClose={() => setUpgradeClosed(true)} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} fz={24}>
          {settingsHeading('Templates', detail.data, me)}
        </Title>
        <Button onClick={() => setOpen({ kind: 'chooser' })}>+ New Template</Button>
      </Group>
      {templates.isPending ? (
        <CardsSkeleton label="Loading your templates" cards={4} cols={{ base: 1, sm: 2, lg: 3, xl: 4 }} lines={3} />
      ) : templates.isError ? (
        <Alert color="red">{errorMessage(templates.error)}</Alert>
      ) : templates.data.length === 0 ? (
        <Paper withBorder p="xl" radius="md" ta="center">
          <Text>{MESSAGES.noTemplates}</Text>
          <Anchor component="button" type="button" mt="xs" onClick={() => setOpen({ kind: 'chooser' })}>
            Let's add one now
          </Anchor>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3, xl: 4 }}>
          {templates.data.map((t) => (
            <TemplateCard
              key={t.id}
              template={t}
              onEdit={() => setOpen({ kind: t.type, template: t })}
              onDelete={() => setDeleting(t)}
            />
          ))}
        </SimpleGrid>
      )}

      <TemplateTypeChooser
        opened={open?.kind === 'chooser'}
        onClose={close}
        onChoose={(type) => setOpen({ kind: type, template: null })}
      />
      {(['asset', 'liability'] as const).map((type) => (
        <ChoiceTemplateModal
          key={type}
          brokerId={ref.id}
          type={type}
          template={open?.kind === type ? open.template : null}
          opened={open?.kind === type}
          onClose={close}
        />
      ))}
      <DocumentTemplateModal
        brokerId={ref.id}
        clientId={clientId}
        template={open?.kind === 'document' ? open.template : null}
        opened={open?.kind === 'document'}
        onClose={close}
      />
      <ConfirmModal
        opened={deleting !== null}
        title="Delete template"
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        Delete the template “{deleting?.name}”? This cannot be undone.
      </ConfirmModal>
    </Stack>
  );
}

export { TemplatesPage as Component };
