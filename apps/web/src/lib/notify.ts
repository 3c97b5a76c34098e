import { NOTICE_MS } from '@brokerdesk/contract';
import { notifications } from '@mantine/notifications';

/** Notices last 3 seconds, as success or error (core §8). */
export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'teal', autoClose: NOTICE_MS, withBorder: true });
}

export function notifyError(message: string): void {
  notifications.show({ message, color: 'red', autoClose: NOTICE_MS, withBorder: true });
}
