import { NOTICE_MS } from '@brokerdesk/contract/constants';

/**
 * Notices last 3 seconds, as success or error (docs/spec/core-and-application.md §8). The notifications package loads
 * on first use, so it is not part of the login page's first download.
 */
let loading: Promise<typeof import('@mantine/notifications')> | undefined;

function show(message: string, color: string): void {
  loading ??= import('@mantine/notifications');
  void loading.then(({ notifications }) =>
    notifications.show({ message, color, autoClose: NOTICE_MS, withBorder: true }),
  );
}

export function notifySuccess(message: string): void {
  show(message, 'teal');
}

export function notifyError(message: string): void {
  show(message, 'red');
}
