import { useBlocker } from 'react-router';
import { ConfirmModal } from '../confirm-modal';
import { useAutosaveSummary } from './autosave-store';

/**
 * Leaving a page with values that were not saved asks first (nothing typed is lost). The browser's own
 * leave prompt is autosave-store's; this covers links inside the app. A save still under way is not a reason to
 * ask (it finishes on its own); a failed, refused or conflicting one is.
 */
export function UnsavedLeaveGuard() {
  const { failed } = useAutosaveSummary();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => failed > 0 && currentLocation.pathname !== nextLocation.pathname,
  );
  const isBlocked = blocker.state === 'blocked';
  return (
    <ConfirmModal
      opened={isBlocked}
      title="Leave without saving?"
      confirmLabel="Leave anyway"
      danger
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      {failed === 1 ? 'One change on this page was not saved.' : `${failed} changes on this page were not saved.`}{' '}
      Leaving now loses what was not saved.
    </ConfirmModal>
  );
}
