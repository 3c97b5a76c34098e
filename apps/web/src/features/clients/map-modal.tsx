import { Box, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useMapsConfig } from '../../lib/meta';
import { useGeocode } from './geocode-api';

const LeafletMap = lazy(() => import('./leaflet-map'));

/**
 * The map modal (docs/spec/core-and-application.md §2 Broker landing page): the address, geocoded through the server,
 * on a map. `address` undefined means it is still being looked up; null means there is none on file. A failed geocode
 * shows the address without a map and no error (docs/spec/core-and-application.md §8: geocoding failures are ignored).
 */
export function MapModal({
  opened,
  onClose,
  title,
  address,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  address: string | null | undefined;
}) {
  const maps = useMapsConfig();
  const geocode = useGeocode(opened && maps ? address : null);
  const waiting = address === undefined || geocode.isLoading;
  const point = geocode.data ?? null;
  const spinner = (
    <Center h={360}>
      <Loader />
    </Center>
  );

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="xl" centered>
      <Stack gap="sm" data-testid="map-modal">
        {address === null ? (
          <Text c="dimmed">No address on file for this client yet.</Text>
        ) : (
          address && <Text fw={500}>{address}</Text>
        )}
        {waiting && spinner}
        {!waiting && address && !point && (
          <Text fz="sm" c="dimmed">
            No map is available for this address.
          </Text>
        )}
        {!waiting && address && point && maps && (
          <Box data-testid="map">
            <Suspense fallback={spinner}>
              <LeafletMap
                point={point}
                label={address}
                tiles={{ url: maps.tiles_url, attribution: maps.attribution }}
              />
            </Suspense>
          </Box>
        )}
      </Stack>
    </Modal>
  );
}
