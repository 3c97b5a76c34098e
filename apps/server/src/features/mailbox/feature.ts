import type { Feature } from '../../feature';
import { mailboxRoutes } from './mailbox.routes';

/** Every outgoing email, for administrators (the in-app mailbox). */
export const mailboxFeature: Feature = { name: 'mailbox', routes: mailboxRoutes };
