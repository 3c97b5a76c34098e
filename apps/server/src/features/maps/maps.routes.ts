import { mapsApi, PRODUCT_NAME } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import type { Api } from '../../http/types';
import { createGeocoder } from './geocoder';
import { geocodeAddress } from './maps.service';

/** GET maps/geocode?q= → `{ lat, lon }` or null: the browser never calls the geocoding service itself. */
export function mapsRoutes(api: Api, ctx: ServiceContext): void {
  const geocoder = createGeocoder({
    url: ctx.config.geocoderUrl,
    userAgent: `${PRODUCT_NAME} (${ctx.config.publicUrl})`,
  });
  route(api, mapsApi.geocode, (req) =>
    geocodeAddress(geocoder, actorOf(req), req.query.q, req.log, ctx.config.maps !== null),
  );
}
