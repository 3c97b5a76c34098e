/** What other features and the app's wiring may use of this feature; its other modules are its own. */
export { MESSAGE_NOTIFY_JOB, messageNotifier } from './message-notify';
