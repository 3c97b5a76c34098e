import type { Feature } from '../../feature';
import { leadsRoutes } from './leads.routes';

/** The public lead capture form and its leads (decision 022). */
export const leadsFeature: Feature = { name: 'leads', routes: leadsRoutes };
