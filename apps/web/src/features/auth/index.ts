/** The auth feature as the app uses it: the layout of the signed-out pages, and signing out. */
export { logout } from './api';
export { PublicLayout } from './public-layout';
