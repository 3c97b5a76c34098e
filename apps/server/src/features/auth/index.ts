/** What other features and the app's wiring may use of this feature; its other modules are its own. */

export { authenticate, startSession } from './auth.service';
export { replaceEmailToken, verifyEmailUrl } from './email-verification.service';
