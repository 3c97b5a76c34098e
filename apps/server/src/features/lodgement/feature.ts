import { type Feature, job } from '../../feature';
import { lodgementWorker } from './lodgement.job';
import { lodgementRoutes } from './lodgement.routes';
import { LODGEMENT_JOB } from './lodgement.service';

/** Uploading an application to the lodgement system, as a job that retries (decision 021). */
export const lodgementFeature: Feature = {
  name: 'lodgement',
  routes: lodgementRoutes,
  jobs: [job<{ lodgementId: number }>(LODGEMENT_JOB, (ctx, data) => lodgementWorker(ctx)(data))],
};
