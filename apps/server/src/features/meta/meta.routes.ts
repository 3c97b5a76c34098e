import { MetaSchema } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import type { Api } from '../../http/types';
import { createMetaReader } from './meta.service';

/** GET /api/meta: public and cheap, read by every page (the login page too) for the demo banner. */
export function metaRoutes(api: Api, ctx: ServiceContext): void {
  const readMeta = createMetaReader(ctx);
  api.get('/meta', { config: { public: true }, schema: { tags: ['health'], response: { 200: MetaSchema } } }, () =>
    readMeta(),
  );
}
