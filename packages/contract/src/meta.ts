import { z } from 'zod';
import { bindSchemas } from './endpoint-schemas';
import { metaEndpoints } from './meta-endpoints';

/**
 * What every page may show before anyone signs in: whether demo accounts with published passwords exist, and which
 * billing runs (docs/decisions/026: with `off` no page offers a trial, a plan or an upgrade).
 */
export const MetaSchema = z.object({
  demo: z.boolean(),
  billing: z.enum(['stripe', 'local', 'off']),
  /**
   * The client map (MAPS, MAP_TILES_URL): where its tiles come from and whom they credit, and the geocoder's host
   * that client addresses are sent to (the privacy page names both); null when maps are off.
   */
  maps: z.object({ tiles_url: z.string(), attribution: z.string(), geocoder_host: z.string() }).nullable(),
});
export type Meta = z.infer<typeof MetaSchema>;

export const metaApi = bindSchemas(metaEndpoints, {
  read: { reply: MetaSchema },
  // The document is built by @fastify/swagger from the routes; it has no schema of its own.
  openapi: {},
});
