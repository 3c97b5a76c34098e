import { type GeoPoint, mapsEndpoints } from '@brokerdesk/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/**
 * GET maps/geocode (the server's proxy to the configured geocoder): the address's point, or null. Failures are
 * ignored silently (docs/spec/core-and-application.md §7, §8): they read as "no point", never as an error notice.
 */
export function useGeocode(address: string | null | undefined) {
  return useQuery({
    queryKey: ['geocode', address ?? ''],
    queryFn: ({ signal }): Promise<GeoPoint | null> =>
      api(mapsEndpoints.geocode, { query: { q: address ?? '' } }, { signal }).catch(() => null),
    enabled: Boolean(address?.trim()),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
