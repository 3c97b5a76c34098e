import type { Feature } from '../../../feature';
import { applicantItemsRoutes } from './applicant-items.routes';
import { applicantsRoutes } from './applicants.routes';

/** The people, companies and trusts of an application, and their own lists. */
export const applicantsFeature: Feature = {
  name: 'applicants',
  routes(api, ctx) {
    applicantsRoutes(api, ctx);
    applicantItemsRoutes(api, ctx);
  },
};
