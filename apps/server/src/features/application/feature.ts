import type { Feature } from '../../feature';
import { applicationRoutes } from './application.routes';

/** The fact-find's pages: requirements, assets, liabilities, expenses, risk profile, submit. */
export const applicationFeature: Feature = { name: 'application', routes: applicationRoutes };
