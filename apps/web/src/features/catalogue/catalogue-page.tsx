import { type AdminCategory, type AdminDocumentType, MESSAGES } from '@brokerdesk/contract/constants';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { CardsSkeleton } from '../../components/skeletons';
import { errorMessage } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDeleteSharedType, useSharedCatalogue } from './api';
import { CatalogueNameModal, type NameTarget } from './catalogue-name-modal';
import { SharedTypeModal, type SharedTypeTarget } from './shared-type-modal';

interface Actions {
  edit: (type: AdminDocumentType) => void;
  remove: (type: AdminDocumentType) => void;
}

/** Where a row came from: shipped with BrokerDesk, shipped and since edited here, or added here (decision 007). */
function Origin({ type }: { type: AdminDocumentType }) {
  if (!type.code) return <Badge variant="light">Added</Badge>;
  return type.edited ? (
    <Badge color="orange" variant="light">
      Edited
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      Shipped
    </Badge>
  );
}

function TypeRows({ types, actions }: { types: AdminDocumentType[]; actions: Actions }) {
  return types.map((t) => (
    <Table.Tr key={t.id}>
      <Table.Td w="26%">
        <Text fz="sm" fw={600}>
          {t.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm" c="dimmed" lineClamp={2}>
          {t.question}
        </Text>
      </Table.Td>
      <Table.Td w={110}>
        <Origin type={t} />
      </Table.Td>
      <Table.Td w={150}>
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="light" aria-label={`Edit ${t.name}`} onClick={() => actions.edit(t)}>
            Edit
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            aria-label={`Delete ${t.name}`}
            onClick={() => actions.remove(t)}
          >
            Delete
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  ));
}

function CategorySection({
  category,
  actions,
  onName,
  onAdd,
}: {
  category: AdminCategory;
  actions: Actions;
  onName: (target: NameTarget) => void;
  onAdd: (target: SharedTypeTarget) => void;
}) {
  return (
    <Paper withBorder p="md" radius="md" data-testid={`catalogue-${category.name}`}>
      <Group justify="space-between" mb="xs">
        <Title order={2} fz="lg">
          {category.name}
        </Title>
        <Group gap="xs">
          <Button
            size="xs"
            variant="subtle"
            onClick={() => onName({ kind: 'category', id: category.id, name: category.name })}
          >
            Rename
          </Button>
          <Button
            size="xs"
            variant="subtle"
            onClick={() => onName({ kind: 'subcategory', categoryId: category.id, name: '' })}
          >
            + Add subcategory
          </Button>
          <Button size="xs" variant="light" onClick={() => onAdd({ categoryId: category.id })}>
            + Add document type
          </Button>
        </Group>
      </Group>
      <Table verticalSpacing={6} layout="fixed">
        <Table.Tbody>
          <TypeRows types={category.document_types} actions={actions} />
          {category.subcategories.map((sub) => (
            <SubcategoryRows key={sub.id} sub={sub} actions={actions} onName={onName} />
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

function SubcategoryRows({
  sub,
  actions,
  onName,
}: {
  sub: AdminCategory['subcategories'][number];
  actions: Actions;
  onName: (target: NameTarget) => void;
}) {
  return (
    <>
      <Table.Tr>
        <Table.Td colSpan={4} bg="gray.0">
          <Group justify="space-between">
            <Text fz="xs" fw={700} c="dimmed">
              {sub.name}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => onName({ kind: 'subcategory', categoryId: sub.category_id, id: sub.id, name: sub.name })}
            >
              Rename
            </Button>
          </Group>
        </Table.Td>
      </Table.Tr>
      <TypeRows types={sub.document_types} actions={actions} />
    </>
  );
}

/** document/catalogue (admin): the shared catalogue every adviser picks from, by category, with its changes. */
export function CataloguePage() {
  const catalogue = useSharedCatalogue();
  const remove = useDeleteSharedType();
  const [typeTarget, setTypeTarget] = useState<SharedTypeTarget | null>(null);
  const [nameTarget, setNameTarget] = useState<NameTarget | null>(null);
  const [deleting, setDeleting] = useState<AdminDocumentType | null>(null);
  const actions: Actions = { edit: (type) => setTypeTarget({ type }), remove: setDeleting };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notifySuccess(MESSAGES.documentDeleted);
    } catch (err) {
      notifyError(errorMessage(err));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Stack maw={1200}>
      <Group justify="space-between">
        <Title order={1} fz={24}>
          Document catalogue
        </Title>
        <Button onClick={() => setNameTarget({ kind: 'category', name: '' })}>+ Add category</Button>
      </Group>
      <Text fz="sm" c="dimmed">
        The document types every adviser can ask clients for. Advisers may reword these for their own clients. A shipped
        type you edit or delete stays as you left it when BrokerDesk is updated.
      </Text>
      {catalogue.isPending ? (
        <CardsSkeleton label="Loading the document catalogue" cards={3} lines={5} />
      ) : catalogue.isError ? (
        <Alert color="red">{errorMessage(catalogue.error)}</Alert>
      ) : (
        catalogue.data.map((category) => (
          <CategorySection
            key={category.id}
            category={category}
            actions={actions}
            onName={setNameTarget}
            onAdd={setTypeTarget}
          />
        ))
      )}
      <SharedTypeModal categories={catalogue.data ?? []} target={typeTarget} onClose={() => setTypeTarget(null)} />
      <CatalogueNameModal target={nameTarget} onClose={() => setNameTarget(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title="Delete document type"
        confirmLabel="Delete"
        danger
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        Delete “{deleting?.name}”? Advisers can no longer pick it, and it drops out of their templates.
      </ConfirmModal>
    </Stack>
  );
}

export { CataloguePage as Component };
