import { eq } from 'drizzle-orm';
import { clients, reviews } from '../src/db/schema';
import type { ClientEndpoint } from './client-endpoints';

/** An open annual review of the world's client, for the endpoints that name one. */
async function openReview(
  ctx: Parameters<NonNullable<ClientEndpoint['prepare']>>[0],
  clientId: number,
  adviserId: number,
) {
  const [row] = await ctx.db
    .insert(reviews)
    .values({
      adviser_id: adviserId,
      client_id: clientId,
      due_on: '2027-01-01',
      snapshot: { applicants: [], items: [], sections: {} },
    })
    .returning({ id: reviews.id });
  return { reviewId: row?.id as number };
}

/** Annual reviews (features/clients reviews, features/reports review-changes) in the client permission walk. */
export const REVIEW_ENDPOINTS: ClientEndpoint[] = [
  {
    method: 'POST',
    path: '/api/review/start',
    input: (w) => ({ clientId: w.clientId }),
    adviserOnly: true,
    ok: 201,
    prepare: async (ctx, w) => {
      await ctx.db.update(clients).set({ status: 'lodged', stage: 'settled' }).where(eq(clients.id, w.clientId));
      return {};
    },
  },
  { method: 'GET', path: '/api/review/current', input: (w) => ({ clientId: w.clientId }) },
  {
    method: 'POST',
    path: '/api/review/confirm',
    input: (w) => ({ reviewId: w.extra.reviewId }),
    prepare: (ctx, w) => openReview(ctx, w.clientId, w.adviserId),
  },
  {
    method: 'GET',
    path: '/api/review/changes',
    input: (w) => ({ reviewId: w.extra.reviewId }),
    adviserOnly: true,
    prepare: (ctx, w) => openReview(ctx, w.clientId, w.adviserId),
  },
  {
    method: 'POST',
    path: '/api/report/token',
    input: (w) => ({ clientId: w.clientId, reviewId: w.extra.reviewId }),
    adviserOnly: true,
    prepare: (ctx, w) => openReview(ctx, w.clientId, w.adviserId),
  },
  {
    method: 'GET',
    path: '/api/review/due',
    input: (w) => ({ adviserId: w.adviserId }),
    expect: { client: 403, clientOutsidePages: 403, otherClient: 403 },
  },
  {
    method: 'POST',
    path: '/api/review/due-date',
    input: (w) => ({ clientId: w.clientId, review_due_on: '2027-06-30' }),
    adviserOnly: true,
  },
];
