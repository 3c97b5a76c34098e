import { type Feature, job } from '../../feature';
import { MESSAGE_NOTIFY_JOB, type MessageNotifyJob, messageNotifier } from './message-notify';
import { messagesRoutes } from './messages.routes';

/** The conversation between a client and their adviser, and its batched emails (decision 022). */
export const messagesFeature: Feature = {
  name: 'messages',
  routes: messagesRoutes,
  jobs: [job<MessageNotifyJob>(MESSAGE_NOTIFY_JOB, (ctx, data) => messageNotifier(ctx)(data))],
};
