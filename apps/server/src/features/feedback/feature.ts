import type { Feature } from '../../feature';
import { feedbackRoutes } from './feedback.routes';

/** Feedback sent by advisers and clients, read by administrators. */
export const feedbackFeature: Feature = { name: 'feedback', routes: feedbackRoutes };
