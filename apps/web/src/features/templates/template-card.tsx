import type { Template, TemplateType } from '@brokerdesk/contract/constants';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../lib/dates';

export const TEMPLATE_TYPE_LABELS: Record<TemplateType, string> = {
  asset: 'Asset',
  liability: 'Liability',
  document: 'Document',
};
const COLOURS: Record<TemplateType, string> = { asset: 'teal', liability: 'orange', document: 'navy' };

/** What the template holds, in a few words: "3 items" or "6 document types". */
function summary(t: Template): string {
  const n = t.type === 'document' ? t.display.length : t.data.length;
  const noun = t.type === 'document' ? 'document type' : 'item';
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/**
 * One card of the templates grid (docs/spec/settings-billing-admin.md §2): name, created date then time, type; edit and
 * delete.
 */
export function TemplateCard({
  template,
  onEdit,
  onDelete,
}: {
  template: Template;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={`template-card-${template.id}`}>
      <Stack gap={6} h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} fz="md" lineClamp={2}>
            {template.name}
          </Title>
          <Badge color={COLOURS[template.type]} variant="light" style={{ flexShrink: 0 }}>
            {TEMPLATE_TYPE_LABELS[template.type]}
          </Badge>
        </Group>
        <Text fz="sm" c="dimmed">
          Created {formatDateTime(template.created_at)}
        </Text>
        <Text fz="sm" style={{ flexGrow: 1 }}>
          {summary(template)}
        </Text>
        <Group gap="xs" mt="xs">
          <Button size="xs" variant="light" onClick={onEdit} aria-label={`Edit ${template.name}`}>
            Edit
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={onDelete} aria-label={`Delete ${template.name}`}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
