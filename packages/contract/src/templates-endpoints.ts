import { defineEndpoints } from './endpoint';

/** Advisers and administrators; a client is refused (403) before anything is looked up. */
const ADVISERS = ['admin', 'broker', 'planner'] as const;

/** docs/spec/settings-billing-admin.md §7 Templates and documents: an adviser's asset, liability and document templates. */
export const templatesEndpoints = defineEndpoints('templates', {
  list: {
    method: 'GET',
    path: '/template/list',
    access: ADVISERS,
    summary: "List an adviser's templates, of one type or all",
  },
  save: {
    method: 'POST',
    path: '/template/save',
    access: ADVISERS,
    summary: 'Create a template, or replace the name and contents of one',
  },
  remove: {
    method: 'DELETE',
    path: '/template/delete',
    access: ADVISERS,
    summary: 'Delete a template (templateId and brokerId in the query or the body)',
  },
});
