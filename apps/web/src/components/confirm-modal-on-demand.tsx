import { useFocusReturn } from '@mantine/hooks';
import { type ComponentProps, lazy, Suspense } from 'react';

const ConfirmModal = lazy(() => import('./confirm-modal').then((m) => ({ default: m.ConfirmModal })));

/**
 * The yes/no question of components/confirm-modal.tsx, loaded the first time it opens: a page of the client's portal
 * that may ask it (the annual review's confirmation) does not download the modal, its focus trap and its scroll area
 * with its first load.
 */
export function ConfirmModalOnDemand(props: ComponentProps<typeof ConfirmModal>) {
  // The modal is mounted already open and unmounted on close, so it cannot give focus back: this wrapper does.
  useFocusReturn({ opened: props.opened });
  if (!props.opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmModal {...props} />
    </Suspense>
  );
}
