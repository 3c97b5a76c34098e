import { ApiError, healthApi, MESSAGES } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { route } from '../../http/endpoints';
import type { Api } from '../../http/types';

/*
 * Probes for a proxy or an orchestrator (decision 032), public and logged at debug (http/request-log.ts):
 * - /health/live: the process answers (restart it if not); it touches nothing else, so an outage of the
 *   database does not get every instance restarted at once.
 * - /health/ready: this instance can serve: the database answers and the file storage can be written. Failing,
 *   it answers 503 in the error shape, saying which; while the instance drains, every request answers 503.
 * - /health: the database check, as before (kept for existing probes).
 */
export function healthRoutes(api: Api, ctx: ServiceContext): void {
  const ok = { status: 'ok' as const };
  const database = async () => {
    try {
      await ctx.database.ping();
    } catch {
      throw new ApiError('unavailable', MESSAGES.databaseUnavailable);
    }
  };

  route(api, healthApi.check, async () => {
    await database();
    return ok;
  });
  route(api, healthApi.live, () => ok);
  route(api, healthApi.ready, async () => {
    await database();
    try {
      await ctx.storage.check();
    } catch (err) {
      ctx.log.warn({ err }, 'readiness: the file storage is not answering');
      throw new ApiError('unavailable', MESSAGES.storageUnavailable);
    }
    return ok;
  });
}
