import { eq } from 'drizzle-orm';
import { clients, tasks } from '../src/db/schema';
import type { ClientEndpoint } from './client-endpoints';

/** The pipeline, tasks and notes (features/clients pipeline and tasks) in the client permission walk. */
export const PIPELINE_ENDPOINTS: ClientEndpoint[] = [
  {
    method: 'POST',
    path: '/api/client/stage',
    input: (w) => ({ clientId: w.clientId, stage: 'conditional' }),
    adviserOnly: true,
    prepare: async (ctx, w) => {
      await ctx.db.update(clients).set({ status: 'lodged', stage: 'lodged' }).where(eq(clients.id, w.clientId));
      return {};
    },
  },
  {
    method: 'POST',
    path: '/api/client/deal',
    input: (w) => ({ clientId: w.clientId, lender: 'Walk Bank', loan_amount_cents: 100 }),
    adviserOnly: true,
  },
  {
    method: 'GET',
    path: '/api/client/board',
    input: (w) => ({ adviserId: w.adviserId, stage: 'lodged' }),
    expect: { client: 403, clientOutsidePages: 403, otherClient: 403 },
  },
  {
    method: 'POST',
    path: '/api/task/save',
    input: (w) => ({ clientId: w.clientId, title: 'Walk', due_date: '2027-01-01' }),
    adviserOnly: true,
  },
  {
    method: 'POST',
    path: '/api/task/save',
    input: (w) => ({ clientId: w.clientId, taskId: w.extra.taskId, title: 'Walk', due_date: '2027-01-01', done: true }),
    adviserOnly: true,
    prepare: async (ctx, w) => {
      const [row] = await ctx.db
        .insert(tasks)
        .values({ adviser_id: w.adviserId, client_id: w.clientId, title: 'Walk', due_date: '2027-01-01' })
        .returning({ id: tasks.id });
      return { taskId: row?.id as number };
    },
  },
  {
    method: 'GET',
    path: '/api/task/list',
    input: (w) => ({ clientId: w.clientId, due: 'all' }),
    expect: { client: 403, clientOutsidePages: 403, otherClient: 403 },
  },
  {
    method: 'GET',
    path: '/api/task/list',
    input: (w) => ({ adviserId: w.adviserId, due: 'today' }),
    expect: { client: 403, clientOutsidePages: 403, otherClient: 403 },
  },
  {
    method: 'POST',
    path: '/api/client/note',
    input: (w) => ({ clientId: w.clientId, text: 'Walk' }),
    adviserOnly: true,
    ok: 201,
  },
];
