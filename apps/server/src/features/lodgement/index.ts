/** Upload to the lodgement system (issue 14): the job's worker, for the app's wiring. */
export { lodgementWorker } from './lodgement.job';
export { LODGEMENT_JOB } from './lodgement.service';
