import type { Feature } from '../feature';
import { advisersFeature } from './advisers/feature';
import { appearanceFeature } from './appearance/feature';
import { applicantsFeature } from './application/applicants/feature';
import { applicationFeature } from './application/feature';
import { auditFeature } from './audit/feature';
import { authFeature } from './auth/feature';
import { billingFeature } from './billing/feature';
import { clientsFeature } from './clients/feature';
import { dashboardFeature } from './dashboard/feature';
import { documentsFeature } from './documents/feature';
import { feedbackFeature } from './feedback/feature';
import { filesFeature } from './files/feature';
import { healthFeature } from './health/feature';
import { leadsFeature } from './leads/feature';
import { lodgementFeature } from './lodgement/feature';
import { mailSettingsFeature } from './mail-settings/feature';
import { mailboxFeature } from './mailbox/feature';
import { mapsFeature } from './maps/feature';
import { messagesFeature } from './messages/feature';
import { metaFeature } from './meta/feature';
import { metricsFeature } from './metrics/feature';
import { portalFeature } from './portal/feature';
import { reportsFeature } from './reports/feature';
import { templatesFeature } from './templates/feature';
import { usersFeature } from './users/feature';

/**
 * The product's features (feature.ts): the app registers their routes, the workers their jobs, the start-up their
 * after-migration work, in this order. A new feature is one line here and one object in its index.ts.
 */
export const FEATURES: readonly Feature[] = [
  healthFeature,
  authFeature,
  metaFeature,
  usersFeature,
  mailboxFeature,
  advisersFeature,
  dashboardFeature,
  feedbackFeature,
  billingFeature,
  metricsFeature,
  mailSettingsFeature,
  filesFeature,
  appearanceFeature,
  documentsFeature,
  templatesFeature,
  applicantsFeature,
  applicationFeature,
  clientsFeature,
  portalFeature,
  reportsFeature,
  leadsFeature,
  messagesFeature,
  lodgementFeature,
  mapsFeature,
  auditFeature,
];
