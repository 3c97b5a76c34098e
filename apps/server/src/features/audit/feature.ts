import type { Feature } from '../../feature';
import { auditRoutes } from './audit.routes';

/** The firm-wide audit: administrators read every event, advisers those of their own clients (decision 044). */
export const auditFeature: Feature = { name: 'audit', routes: auditRoutes };
