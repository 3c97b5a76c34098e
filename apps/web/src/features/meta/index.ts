/** What every page may know before sign-in (GET /api/meta), as the shell and the signed-out layout use it. */
export { prefetchMeta, useIsDemo } from './api';
