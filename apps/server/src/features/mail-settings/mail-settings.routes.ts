import { mailSettingsApi } from '@brokerdesk/contract';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import type { Api } from '../../http/types';
import { getDefaultPersonalMessage } from './mail-settings.service';

/**
 * Mail settings (docs/spec/settings-billing-admin.md §2, §7): the default personal message the page's 'Reset to
 * default' fetches, for brokers and for planners. The settings themselves save through broker/save and planner/save;
 * the attachments live with the file uploads.
 */
export function mailSettingsRoutes(api: Api): void {
  const defaultMessage = (req: FastifyRequest) => ({ message: getDefaultPersonalMessage(actorOf(req)) });
  route(api, mailSettingsApi.brokerDefaultMessage, defaultMessage);
  route(api, mailSettingsApi.plannerDefaultMessage, defaultMessage);
}
