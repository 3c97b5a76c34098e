import { defineEndpoints } from './endpoint';

/** The map modal's geocoding (docs/spec/core-and-application.md §2 Broker landing page): the browser never calls out. */
export const mapsEndpoints = defineEndpoints('maps', {
  geocode: {
    method: 'GET',
    path: '/maps/geocode',
    access: ['admin', 'broker', 'planner'],
    summary: "Find an address's point on the map (null when it is not found)",
    failures: [409],
  },
});
