/** What every page may know before sign-in (GET /api/meta), as the shell and the signed-out layout use it. */
export { useIsDemo } from './api';
