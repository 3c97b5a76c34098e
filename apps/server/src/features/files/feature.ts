import type { Feature } from '../../feature';
import { filesRoutes } from './files.routes';

/** Stored files: uploads, public images and downloads. */
export const filesFeature: Feature = { name: 'files', routes: filesRoutes };
