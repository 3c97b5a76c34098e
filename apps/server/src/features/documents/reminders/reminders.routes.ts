import { documentRemindersApi } from '@brokerdesk/contract';
import type { ServiceContext } from '../../../context';
import { actorOf } from '../../../http/auth-hook';
import { route } from '../../../http/endpoints';
import type { Api } from '../../../http/types';
import { sendReminderNow, setRemindersPaused } from './reminders.service';

/** The adviser's controls of a client's document reminders: pause or resume them, and send one now. */
export function reminderRoutes(api: Api, ctx: ServiceContext): void {
  route(api, documentRemindersApi.pause, async (req) => ({
    message: await setRemindersPaused(ctx, actorOf(req), req.body.clientId, req.body.paused),
  }));
  route(api, documentRemindersApi.sendNow, async (req) => ({
    message: await sendReminderNow(ctx, actorOf(req), req.body.clientId),
  }));
}
