import type { Meta } from '@brokerdesk/contract';
import { anyLiveUserWithEmail } from '../../accounts/users.repo';
import type { ServiceContext } from '../../context';
import { DEMO_EMAILS } from '../../seed/demo-accounts';

/** Every page load asks; a deleted demo account may keep the banner up this long. */
export const META_CACHE_MS = 30_000;

/**
 * What every page may show before sign-in (decision 016): whether demo accounts with published passwords exist.
 * The answer is kept briefly per app, and concurrent first asks share one query.
 */
export function createMetaReader(ctx: ServiceContext): () => Promise<Meta> {
  let cached: { meta: Meta; at: number } | undefined;
  let pending: Promise<Meta> | undefined;
  return () => {
    const now = ctx.now().getTime();
    if (cached && now - cached.at < META_CACHE_MS) return Promise.resolve(cached.meta);
    pending ??= anyLiveUserWithEmail(ctx.db, DEMO_EMAILS)
      .then((demo) => {
        const { maps, geocoderUrl } = ctx.config;
        const mapsMeta = maps
          ? { tiles_url: maps.tilesUrl, attribution: maps.attribution, geocoder_host: new URL(geocoderUrl).host }
          : null;
        cached = { meta: { demo, billing: ctx.config.billing.mode, maps: mapsMeta }, at: now };
        return cached.meta;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
}
