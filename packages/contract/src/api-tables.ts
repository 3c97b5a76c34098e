import { serviceabilityApi, strategyApi } from './advice/api';
import { dashboardApi } from './advisers-admin';
import { advisersApi } from './advisers-api';
import { appearanceApi } from './appearance';
import { applicantsApi, applicationApi } from './application/api';
import { auditApi } from './audit';
import { authApi } from './auth';
import { billingApi } from './billing';
import { clientImportApi } from './client-import';
import { messagesApi } from './client-messages';
import { clientsApi, portalApi } from './clients-api';
import { documentRemindersApi, documentRequestsApi } from './document-requests';
import { catalogueAdminApi, documentCatalogueApi } from './documents';
import { feedbackApi } from './feedback';
import { filesApi } from './files';
import { healthApi } from './health';
import { leadsApi } from './leads';
import { mailSettingsApi } from './mail-settings';
import { mailboxApi } from './mailbox';
import { mapsApi } from './maps';
import { metaApi } from './meta';
import { metricsApi } from './metrics';
import { pipelineApi, tasksApi } from './pipeline';
import { lodgementApi, reportsApi } from './report-lodgement';
import { reviewsApi } from './reviews';
import { templatesApi } from './template-save';
import { usersApi } from './users';

/**
 * Every feature's endpoints with their schemas (docs/decisions/033): the server registers its routes from these,
 * the OpenAPI document is built from them, and the web's client takes its types from `ApiTables` (types only).
 */
export const apiTables = {
  advisers: advisersApi,
  applicants: applicantsApi,
  application: applicationApi,
  audit: auditApi,
  auth: authApi,
  catalogueAdmin: catalogueAdminApi,
  clients: clientsApi,
  clientImport: clientImportApi,
  dashboard: dashboardApi,
  documentCatalogue: documentCatalogueApi,
  documentReminders: documentRemindersApi,
  documentRequests: documentRequestsApi,
  feedback: feedbackApi,
  files: filesApi,
  health: healthApi,
  lodgement: lodgementApi,
  mailbox: mailboxApi,
  maps: mapsApi,
  meta: metaApi,
  metrics: metricsApi,
  pipeline: pipelineApi,
  tasks: tasksApi,
  portal: portalApi,
  reports: reportsApi,
  reviews: reviewsApi,
  serviceability: serviceabilityApi,
  strategy: strategyApi,
  templates: templatesApi,
  users: usersApi,
  appearance: appearanceApi,
  billing: billingApi,
  leads: leadsApi,
  'mail-settings': mailSettingsApi,
  messages: messagesApi,
};
export type ApiTables = typeof apiTables;
