import { ActionIcon, Group, Text } from '@mantine/core';

/**
 * docs/spec/settings-billing-admin.md §5 multiplicity: plus adds an instance of the type, minus removes one. One
 * instance stays while the type is ticked; unticking it is how it leaves the template.
 */
export function CountControl({
  label,
  value,
  max,
  onChange,
}: {
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={`How many ${label}`}>
      <ActionIcon
        variant="default"
        size="sm"
        aria-label={`One fewer ${label}`}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </ActionIcon>
      <Text fz="sm" fw={600} w={22} ta="center" data-testid={`count-${label}`}>
        {value}
      </Text>
      <ActionIcon
        variant="default"
        size="sm"
        aria-label={`One more ${label}`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </ActionIcon>
    </Group>
  );
}
