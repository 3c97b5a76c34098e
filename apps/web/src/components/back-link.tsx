import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { iconProps } from './icons';

/** The link at the top of a detail page back to the list or page it was opened from, with the app's arrow icon. */
export function BackLink({ to, label, testId }: { to: string; label: string; testId?: string }) {
  return (
    <Anchor component={Link} to={to} fz="sm" data-testid={testId} w="fit-content">
      <Group component="span" gap={4} wrap="nowrap">
        <IconArrowLeft {...iconProps('sm')} />
        {label}
      </Group>
    </Anchor>
  );
}
