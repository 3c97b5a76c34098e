import { Group, Loader, Text } from '@mantine/core';
import { useAutosaveSummary } from './autosave-store';

/**
 * The page's 'Auto-saving' indicator (docs/spec/core-and-application.md §2 Broker account page): saving, saved, or not
 * saved. One status region stays in the page while its words change, so a screen reader reads each new state (a
 * region swapped for another is not reliably read).
 */
export function AutosaveIndicator() {
  const { saving, failed } = useAutosaveSummary();
  const failedText = failed === 1 ? '1 change was not saved' : `${failed} changes were not saved`;
  return (
    <Group gap={6} role="status" aria-live="polite" data-testid="autosave-indicator">
      {saving > 0 && <Loader size={14} aria-hidden />}
      {saving > 0 ? (
        <Text fz="sm" c="dimmed">
          Auto-saving
        </Text>
      ) : failed > 0 ? (
        <Text fz="sm" c="red">
          {failedText}
        </Text>
      ) : (
        <Text fz="sm" c="dimmed">
          Changes save automatically
        </Text>
      )}
    </Group>
  );
}
