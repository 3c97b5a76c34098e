import { GeocodeQuerySchema, GeocodeResultSchema, PRODUCT_NAME } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import type { Api } from '../../http/types';
import { createGeocoder } from './geocoder';
import { geocodeAddress } from './maps.service';

/** GET maps/geocode?q= → `{ lat, lon }` or null: the browser never calls the geocoding service itself. */
export function mapsRoutes(api: Api, ctx: ServiceContext): void {
  const geocoder = createGeocoder({
    url: ctx.config.geocoderUrl,
    userAgent: `${PRODUCT_NAME} (${ctx.config.publicUrl})`,
  });
  api.get(
    '/maps/geocode',
    { schema: { tags: ['maps'], querystring: GeocodeQuerySchema, response: { 200: GeocodeResultSchema } } },
    (req) => geocodeAddress(geocoder, actorOf(req), req.query.q, req.log),
  );
}
