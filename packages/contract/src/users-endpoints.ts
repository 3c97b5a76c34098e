import { defineEndpoints } from './endpoint';

/**
 * A user's own account (docs/spec/core-and-application.md §5, docs/spec/settings-billing-admin.md §5): anyone reads and
 * changes their own; an administrator anyone's. The planner pages post the password to a path of their own.
 */
export const usersEndpoints = defineEndpoints('users', {
  detail: {
    method: 'GET',
    path: '/user/detail',
    access: 'signedIn',
    summary: 'Read the signed-in user, or any user for an administrator',
    duringEnrolment: true,
  },
  password: {
    method: 'POST',
    path: '/user/password',
    access: 'signedIn',
    summary: "Change a password: one's own with the current one, or anyone's as an administrator",
  },
  plannerPassword: {
    method: 'POST',
    path: '/planner/user/password',
    access: 'signedIn',
    summary: "Change a planner's password: one's own with the current one, or any planner's as an administrator",
  },
});
