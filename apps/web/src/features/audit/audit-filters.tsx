import { AUDIT_TYPE_LABELS, type AuditFilter } from '@brokerdesk/contract/constants';
import { Button, CloseButton, Group, Pill, Select, TextInput } from '@mantine/core';

const TYPE_OPTIONS = Object.entries(AUDIT_TYPE_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** The filter bar: type, dates, and the person and client chosen from a row (shown as pills to clear). */
export function AuditFilters({
  filter,
  names,
  onChange,
  onExport,
  exporting,
}: {
  filter: AuditFilter;
  names: { person?: string; client?: string };
  onChange: (next: AuditFilter) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const set = (patch: Partial<AuditFilter>) => onChange({ ...filter, ...patch });
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <Select
        label="Event type"
        placeholder="Every type"
        data={TYPE_OPTIONS}
        value={filter.type ?? null}
        onChange={(v) => set({ type: v ?? undefined })}
        clearable
        searchable
        w={260}
      />
      <TextInput
        label="From"
        type="date"
        value={filter.from ?? ''}
        onChange={(e) => set({ from: e.currentTarget.value || undefined })}
        w={170}
      />
      <TextInput
        label="To"
        type="date"
        value={filter.to ?? ''}
        onChange={(e) => set({ to: e.currentTarget.value || undefined })}
        w={170}
      />
      {filter.userId !== undefined && (
        <Pill
          size="lg"
          withRemoveButton
          onRemove={() => set({ userId: undefined })}
          removeButtonProps={{ 'aria-label': 'Clear the person filter' }}
        >
          Person: {names.person ?? `#${filter.userId}`}
        </Pill>
      )}
      {filter.clientId !== undefined && (
        <Pill
          size="lg"
          withRemoveButton
          onRemove={() => set({ clientId: undefined })}
          removeButtonProps={{ 'aria-label': 'Clear the client filter' }}
        >
          Client: {names.client ?? `#${filter.clientId}`}
        </Pill>
      )}
      <Group gap="xs" ml="auto">
        {Object.values(filter).some((v) => v !== undefined) && (
          <CloseButton aria-label="Clear every filter" onClick={() => onChange({})} />
        )}
        <Button variant="default" loading={exporting} onClick={onExport}>
          Export CSV
        </Button>
      </Group>
    </Group>
  );
}
