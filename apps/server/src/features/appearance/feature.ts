import type { Feature } from '../../feature';
import { appearanceRoutes } from './appearance.routes';

/** An adviser's site appearance: colours, logo, profile image, intro video. */
export const appearanceFeature: Feature = { name: 'appearance', routes: appearanceRoutes };
