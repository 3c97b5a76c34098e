import type { Feature } from '../../feature';
import { mapsRoutes } from './maps.routes';

/** Placing a client's address on the map modal (the geocoder, through the server). */
export const mapsFeature: Feature = { name: 'maps', routes: mapsRoutes };
