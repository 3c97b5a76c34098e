import { Badge, VisuallyHidden } from '@mantine/core';
import { unreadOf, useUnreadMessages } from './unread-api';

/** The unread messages of one conversation, as a small red count; nothing when there are none. */
export function UnreadCount({ clientId }: { clientId: number }) {
  const unread = unreadOf(useUnreadMessages().data, clientId);
  if (unread === 0) return null;
  return (
    <Badge size="sm" circle color="red" data-testid="unread-badge">
      {unread}
      <VisuallyHidden> unread</VisuallyHidden>
    </Badge>
  );
}

export default UnreadCount;
