/**
 * The application report (decision 021): View Report's opener and the Submit page's assessment notes; and the advice
 * it prints (decision 048): the navigation's Serviceability and Strategies entries (their pages load from the router).
 */
export { AdviceEntries } from './advice-entries';
export { openReport } from './api';
export { AssessmentNotes } from './assessment-notes';
