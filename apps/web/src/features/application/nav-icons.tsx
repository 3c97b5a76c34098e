import { IconLock } from '@tabler/icons-react';
import { iconProps } from '../../components/icons';

/** The lock of a locked page, in the navigation and on the page. */
export function LockIcon() {
  return <IconLock {...iconProps('sm')} />;
}
