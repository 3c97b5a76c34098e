import { AdviserKindSchema, MessageResponseSchema } from '@brokerdesk/contract';
import { actorOf } from '../../http/auth-hook';
import type { Api } from '../../http/types';
import { getDefaultPersonalMessage } from './mail-settings.service';

/**
 * Mail settings (docs/spec/settings-billing-admin.md §2, §7): the default personal message the page's 'Reset to
 * default' fetches. The settings themselves save through broker/save and planner/save; the attachments live with the
 * file uploads.
 */
export function mailSettingsRoutes(api: Api): void {
  for (const kind of AdviserKindSchema.options) {
    api.get(
      `/${kind}/default-personal-message`,
      { schema: { tags: ['mail-settings'], response: { 200: MessageResponseSchema } } },
      (req) => ({ message: getDefaultPersonalMessage(actorOf(req)) }),
    );
  }
}
