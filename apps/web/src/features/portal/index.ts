/** The portal feature as other features use it: a client's progress through the application's pages. */
export { type PageProgress, pageProgress, pagesOf } from './portal-pages';
export { ProgressList, ProgressListSkeleton } from './progress-list';
