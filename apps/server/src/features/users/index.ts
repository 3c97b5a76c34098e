/** What other features and the app's wiring may use of this feature; its other modules are its own. */
export { requestEmailChange } from './email-change.service';
export { createUserAccount } from './user-create';
export { getUserDetail } from './users.service';
