/** The feedback feature as other features and the shell use it: the feedback modal, and the admin's feedback list. */
export { useFeedbackList } from './api';
export { FeedbackModal } from './feedback-modal';
