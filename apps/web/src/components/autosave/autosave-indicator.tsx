import { Group, Loader, Text } from '@mantine/core';
import { useAutosaveSummary } from './autosave-store';

/**
 * The page's 'Auto-saving' indicator (docs/spec/core-and-application.md §2 Broker account page): saving, saved, or not
 * saved.
 */
export function AutosaveIndicator() {
  const { saving, failed } = useAutosaveSummary();
  if (saving > 0)
    return (
      <Group gap={6} aria-live="polite" data-testid="autosave-indicator">
        <Loader size={14} />
        <Text fz="sm" c="dimmed">
          Auto-saving
        </Text>
      </Group>
    );
  if (failed > 0)
    return (
      <Text fz="sm" c="red.7" aria-live="polite" data-testid="autosave-indicator">
        {failed === 1 ? '1 change was not saved' : `${failed} changes were not saved`}
      </Text>
    );
  return (
    <Text fz="sm" c="dimmed" aria-live="polite" data-testid="autosave-indicator">
      Changes save automatically
    </Text>
  );
}
