import { DEFAULT_TRIAL_DURATION, type TrialDuration, TrialDurationSchema } from '@brokerdesk/contract';
import { Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import { TRIAL_OPTIONS } from './trial-options';

/** Change Trial: pick a duration (default 7 days) and apply it. */
export function TrialChange({ loading, onApply }: { loading: boolean; onApply: (duration: TrialDuration) => void }) {
  const [duration, setDuration] = useState<TrialDuration>(DEFAULT_TRIAL_DURATION);
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <Select
        aria-label="Change trial by"
        data={TRIAL_OPTIONS}
        value={duration}
        onChange={(value) => {
          const parsed = TrialDurationSchema.safeParse(value);
          if (parsed.success) setDuration(parsed.data);
        }}
        allowDeselect={false}
        comboboxProps={{ zIndex: 400 }}
        flex={1}
      />
      <Button onClick={() => onApply(duration)} loading={loading}>
        Apply
      </Button>
    </Group>
  );
}
