import { ApiError, HealthSchema, MESSAGES } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import type { Api } from '../../http/types';

export function healthRoutes(api: Api, ctx: ServiceContext): void {
  api.get(
    '/health',
    { config: { public: true }, schema: { tags: ['health'], response: { 200: HealthSchema } } },
    async () => {
      try {
        await ctx.database.ping();
      } catch {
        throw new ApiError('unavailable', MESSAGES.databaseUnavailable);
      }
      return { status: 'ok' as const };
    },
  );
}
