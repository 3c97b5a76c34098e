import { lazy } from 'react';

/** The help centre as the shell uses it: its side navigation (loaded with the first help page), addresses and titles. */
export const HelpNav = lazy(() => import('./help-nav'));
export { HELP_PAGES, type HelpSlug, helpPath, helpTitle } from './help-routes';
