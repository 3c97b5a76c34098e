import { Anchor, Group, Loader, Text } from '@mantine/core';
import type { Autosave } from './use-autosave';

/**
 * What a field says under itself: saving, kept on the phone until the connection returns, the reason a save failed (with Retry when sending again may work), or on
 * a conflict the newer value
 * with a choice between it and the user's own.
 */
export function AutosaveFieldStatus<T>({ field, show = String }: { field: Autosave<T>; show?: (v: T) => string }) {
  if (field.status === 'saving')
    return (
      <Group gap={4} component="span">
        <Loader size={10} />
        <Text span fz="xs" c="dimmed">
          Auto-saving
        </Text>
      </Group>
    );
  if (field.status === 'kept')
    return (
      <Text span fz="xs" c="dimmed" data-testid="kept-on-phone">
        Kept on this phone
      </Text>
    );
  if (field.status === 'conflict' && field.conflict)
    return (
      <Text span fz="xs" c="orange">
        Someone else saved “{show(field.conflict.current)}”.{' '}
        <Anchor component="button" type="button" fz="xs" onClick={() => void field.resolveConflict('mine')}>
          Keep mine
        </Anchor>{' '}
        ·{' '}
        <Anchor component="button" type="button" fz="xs" onClick={() => void field.resolveConflict('theirs')}>
          Use theirs
        </Anchor>
      </Text>
    );
  // Retry is offered when sending again may work; a refused value needs a different value instead.
  if (field.status === 'failed' && field.error)
    return (
      <Text span fz="xs" c="red">
        {field.error}
        {field.retryable && (
          <>
            {' '}
            <Anchor component="button" type="button" fz="xs" onClick={() => void field.retry()}>
              Retry
            </Anchor>
          </>
        )}
      </Text>
    );
  return null;
}
