/** What other features and the app's wiring may use of this feature; its other modules are its own. */
export { updateClient } from './clients.repo';
export { clientAnswer, insertClientWithPrimary } from './clients.service';
