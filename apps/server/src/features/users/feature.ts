import type { Feature } from '../../feature';
import { usersRoutes } from './users.routes';

/** A user's own account: details, password, login email. */
export const usersFeature: Feature = { name: 'users', routes: usersRoutes };
