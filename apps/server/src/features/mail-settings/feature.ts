import type { Feature } from '../../feature';
import { attachmentsRoutes } from './attachments.routes';
import { mailSettingsRoutes } from './mail-settings.routes';

/** An adviser's mail settings and the attachments their invitations carry. */
export const mailSettingsFeature: Feature = {
  name: 'mail-settings',
  routes(api, ctx) {
    mailSettingsRoutes(api);
    attachmentsRoutes(api, ctx);
  },
};
