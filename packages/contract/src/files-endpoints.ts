import { defineEndpoints } from './endpoint';

/** Stored files served by key (docs/engineering-guide.md §6); private files go out through file/download. */
export const filesEndpoints = defineEndpoints('files', {
  publicImage: {
    method: 'GET',
    path: '/files/public/:key',
    access: 'public',
    produces: 'image/*',
    summary: 'A branding image (a logo, a photo) by its key, for pages and emails',
  },
});
