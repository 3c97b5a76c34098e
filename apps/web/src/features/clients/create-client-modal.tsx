import { useFocusReturn } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';

const CreateClientDialog = lazy(() =>
  import('./create-client-dialog').then((m) => ({ default: m.CreateClientDialog })),
);

/**
 * Add a New Client, loaded the first time it opens: its form and the contract's schema checks are not needed by the
 * client list and home pages behind the button on their first load (docs/decisions/011-light-first-load.md). Once loaded it stays mounted, so it closes with its transition.
 */
export function CreateClientModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  // The modal is first mounted already open, so it never saw what had focus: this wrapper notes it and gives focus
  // back to the button on close, as Mantine's modal does once mounted.
  useFocusReturn({ opened });
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CreateClientDialog opened={opened} onClose={onClose} />
    </Suspense>
  );
}
