import { z } from 'zod';
import { bindSchemas } from './endpoint-schemas';
import { text } from './inputs';
import { mapsEndpoints } from './maps-endpoints';

/**
 * The landing page's map modal (docs/spec/core-and-application.md §2, §7, §9): an address is placed through the
 * server's geocoding proxy, `GET /api/maps/geocode?q=`, which answers the first match or null (failures are
 * ignored, docs/spec/core-and-application.md §8).
 */
export const GeocodeQuerySchema = z.object({ q: text().trim().min(1).max(300) });
export const GeoPointSchema = z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) });
export type GeoPoint = z.infer<typeof GeoPointSchema>;
export const GeocodeResultSchema = GeoPointSchema.nullable();

export const mapsApi = bindSchemas(mapsEndpoints, {
  geocode: { query: GeocodeQuerySchema, reply: GeocodeResultSchema },
});
