import { defineEndpoints } from './endpoint';

/** What every page needs to know about the install, read before anyone signs in; and the API's own description. */
export const metaEndpoints = defineEndpoints('meta', {
  read: {
    method: 'GET',
    path: '/meta',
    access: 'public',
    summary: 'Read whether demo accounts exist and which billing runs',
  },
  openapi: {
    method: 'GET',
    path: '/openapi.json',
    access: 'public',
    summary: 'Read the OpenAPI document of this API',
    produces: 'application/json',
    hidden: true,
  },
});
