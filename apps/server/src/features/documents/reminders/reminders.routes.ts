import { ClientRemindersSchema, IdSchema, MessageResponseSchema } from '@brokerdesk/contract';
import { z } from 'zod';
import type { ServiceContext } from '../../../context';
import { actorOf } from '../../../http/auth-hook';
import type { Api } from '../../../http/types';
import { sendReminderNow, setRemindersPaused } from './reminders.service';

export const SendReminderSchema = z.object({ clientId: IdSchema });

/** The adviser's controls of a client's document reminders: pause or resume them, and send one now. */
export function reminderRoutes(api: Api, ctx: ServiceContext): void {
  api.post(
    '/client/reminders',
    { schema: { tags: ['documents'], body: ClientRemindersSchema, response: { 200: MessageResponseSchema } } },
    async (req) => ({
      message: await setRemindersPaused(ctx, actorOf(req), req.body.clientId, req.body.paused),
    }),
  );
  api.post(
    '/client/send-reminder',
    { schema: { tags: ['documents'], body: SendReminderSchema, response: { 200: MessageResponseSchema } } },
    async (req) => ({ message: await sendReminderNow(ctx, actorOf(req), req.body.clientId) }),
  );
}
