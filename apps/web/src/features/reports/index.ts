/** The application report (decision 021): View Report's opener and the Submit page's assessment notes. */
export { openReport } from './api';
export { AssessmentNotes } from './assessment-notes';
