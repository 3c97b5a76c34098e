import type { CustomDocumentType, DocumentCategory, DocumentType } from '@brokerdesk/contract/constants';
import { ActionIcon, Button, Checkbox, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { iconProps } from '../../components/icons';

export interface DocumentPickerActions {
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  onEdit: (type: DocumentType) => void;
  onDeleteCustom: (type: CustomDocumentType) => void;
  onAddCustom: (categoryId: number) => void;
}

/** The name a broker's clients read: their own wording when they have one. */
export const shownName = (t: DocumentType) => t.extension?.name ?? t.name;

function SharedRow({ type, actions }: { type: DocumentType; actions: DocumentPickerActions }) {
  const name = shownName(type);
  return (
    <Group gap={4} wrap="nowrap" justify="space-between" align="flex-start">
      <Checkbox
        size="xs"
        label={name}
        checked={actions.selected.has(type.id)}
        onChange={(e) => actions.onToggle(type.id, e.currentTarget.checked)}
      />
      <Tooltip label="Edit wording" withinPortal zIndex={350}>
        <ActionIcon variant="subtle" size="xs" aria-label={`Edit ${name}`} onClick={() => actions.onEdit(type)}>
          <IconPencil {...iconProps('sm')} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function CustomRow({ type, actions }: { type: CustomDocumentType; actions: DocumentPickerActions }) {
  return (
    <Group gap={4} wrap="nowrap" justify="space-between" align="flex-start">
      <Checkbox
        size="xs"
        label={
          <>
            {type.name}{' '}
            <Text span fz={10} c="dimmed">
              (yours)
            </Text>
          </>
        }
        checked={actions.selected.has(type.id)}
        onChange={(e) => actions.onToggle(type.id, e.currentTarget.checked)}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        size="xs"
        aria-label={`Delete ${type.name}`}
        onClick={() => actions.onDeleteCustom(type)}
      >
        <IconTrash {...iconProps('sm')} />
      </ActionIcon>
    </Group>
  );
}

function TypeList({
  types,
  custom,
  actions,
}: {
  types: DocumentType[];
  custom: CustomDocumentType[];
  actions: DocumentPickerActions;
}) {
  return (
    <Stack gap={6}>
      {types.map((t) => (
        <SharedRow key={t.id} type={t} actions={actions} />
      ))}
      {custom.map((t) => (
        <CustomRow key={t.id} type={t} actions={actions} />
      ))}
    </Stack>
  );
}

/**
 * One category of the document picker (docs/spec/settings-billing-admin.md §2: the document template modal's columns):
 * its types, then each subcategory's, each a checkbox with an edit button; the adviser's own types can be deleted.
 */
export function DocumentCategoryColumn({
  category,
  actions,
}: {
  category: DocumentCategory;
  actions: DocumentPickerActions;
}) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`category-${category.name}`}>
      <Stack gap="sm">
        <Title order={3} fz="sm">
          {category.name}
        </Title>
        <TypeList types={category.document_types} custom={category.custom_document_types} actions={actions} />
        {category.subcategories.map((sub) => (
          <Stack key={sub.id} gap={6}>
            <Text fz="xs" fw={700} c="dimmed">
              {sub.name}
            </Text>
            <TypeList types={sub.document_types} custom={sub.custom_document_types} actions={actions} />
          </Stack>
        ))}
        <Button variant="subtle" size="compact-xs" w="fit-content" onClick={() => actions.onAddCustom(category.id)}>
          + Add document type
        </Button>
      </Stack>
    </Paper>
  );
}
