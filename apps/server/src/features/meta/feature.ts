import type { Feature } from '../../feature';
import { metaRoutes } from './meta.routes';

/** What every page needs to know about the install (product settings, billing mode). */
export const metaFeature: Feature = { name: 'meta', routes: metaRoutes };
