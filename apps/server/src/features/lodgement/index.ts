/** Upload to the lodgement system (decision 021): the job's worker, for the app's wiring. */
export { lodgementWorker } from './lodgement.job';
export { LODGEMENT_JOB } from './lodgement.service';
