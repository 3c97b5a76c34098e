/** The portal feature as the client's home (app/home) uses it: a client's progress through the application's pages. */
export { type PageProgress, pageProgress, pagesOf } from './portal-pages';
export { ProgressList, ProgressListSkeleton } from './progress-list';
export { useConsents } from './api';
export { ConsentPanel } from './consent-panel';
export { ReviewConfirmPanel } from './review-confirm';
