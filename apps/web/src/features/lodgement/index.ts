import { lazy } from 'react';

/**
 * Upload to the lodgement system (decision 021). The application header's broker actions load on their own, so a client's first
 * load (decision 011) never carries them; the pages are loaded by the router from their own files.
 */
export const AdviserActionsOnDemand = lazy(() => import('./adviser-actions'));
