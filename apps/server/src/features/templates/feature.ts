import type { Feature } from '../../feature';
import { templatesRoutes } from './templates.routes';

/** Document and fact-find templates. */
export const templatesFeature: Feature = { name: 'templates', routes: templatesRoutes };
