import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { messagesPath } from './messages-path';
import { unreadOf, useUnreadMessages } from './unread-api';

/** A client's unread messages in the list, linking to the conversation; nothing when there are none. */
export function UnreadLink({ clientId }: { clientId: number }) {
  const { data } = useUnreadMessages();
  const unread = unreadOf(data, clientId);
  if (unread === 0) return null;
  const label = `${unread} new message${unread === 1 ? '' : 's'}, unread`;
  return (
    <Anchor
      component={Link}
      to={messagesPath(clientId)}
      underline="never"
      aria-label={label}
      data-testid="unread-badge"
    >
      <Badge color="red" size="sm" radius="sm">
        {unread} new
      </Badge>
    </Anchor>
  );
}

export default UnreadLink;
