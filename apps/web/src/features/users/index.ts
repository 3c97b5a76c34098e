/**
 * The users feature as the app's shell uses it: the banner of an adviser whose email is not yet verified (decision
 * 016), which the shell loads lazily. The password page is loaded by the router from its own file.
 */
export { UnverifiedEmailBanner } from './unverified-email-banner';
