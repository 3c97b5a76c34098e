import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchClientAddress } from './api';
import { clientName } from './client-labels';
import { MapModal } from './map-modal';

/** The map modal for a client row: the primary applicant's address, looked up when the modal opens. */
export function ClientMapModal({
  client,
  onClose,
}: {
  client: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const address = useQuery({
    queryKey: ['client-address', client?.id ?? 0],
    queryFn: () => fetchClientAddress(queryClient, client?.id ?? 0),
    enabled: client !== null,
    retry: false,
  });
  // A failed lookup is treated as no address, as map failures are ignored (docs/spec/core-and-application.md §8).
  const value = address.isPending && client ? undefined : (address.data ?? null);
  return (
    <MapModal
      opened={client !== null}
      onClose={onClose}
      title={client ? clientName(client.name) : ''}
      address={client ? value : null}
    />
  );
}
