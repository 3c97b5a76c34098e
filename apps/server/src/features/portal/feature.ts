import type { Feature } from '../../feature';
import { portalRoutes } from './portal.routes';

/** The client's portal: invitations, accepting them, and submitting the fact-find. */
export const portalFeature: Feature = { name: 'portal', routes: portalRoutes };
