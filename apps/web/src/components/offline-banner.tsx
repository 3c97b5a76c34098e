import { SHELL_MESSAGES } from '@brokerdesk/contract/constants';
import { useSyncExternalStore } from 'react';
import classes from './offline-banner.module.css';

const isOnline = () => navigator.onLine;
function subscribe(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/**
 * The client portal's calm note while the phone has no connection (docs/decisions/045-portal-offline.md): answers
 * typed now are kept on the phone and sent when it is back online. Plain markup and a few styles, as it sits in the
 * portal's first load.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return (
    // The status region stays in the page, so a screen reader reads the note when it appears.
    <div role="status" className={classes.region}>
      {!online && (
        <p className={classes.banner} data-testid="offline-banner">
          {SHELL_MESSAGES.offline}
        </p>
      )}
    </div>
  );
}
