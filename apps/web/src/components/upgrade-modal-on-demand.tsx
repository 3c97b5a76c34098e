import { useFocusReturn } from '@mantine/hooks';
import { lazy, Suspense } from 'react';

const UpgradeModal = lazy(() => import('./upgrade-modal'));

/**
 * The upgrade modal, loaded the first time it opens: the application navigation is on every page a client sees,
 * and most never meet a locked page (the portal's first load).
 */
export function UpgradeModalOnDemand({
  opened,
  onClose,
  message,
}: {
  opened: boolean;
  onClose: () => void;
  message?: string;
}) {
  // The modal is mounted already open and unmounted on close, so it cannot give focus back: this wrapper does.
  useFocusReturn({ opened });
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <UpgradeModal opened onClose={onClose} message={message} />
    </Suspense>
  );
}
