/**
 * The catalogue room (docs/decisions/037): the document types there are, the adviser's wording of them and their own
 * types, and the administrators' changes. It imports nothing of the requests or reminders rooms.
 */
export { adviserCatalogueRoutes } from './adviser-catalogue.routes';
export { findRequestableTypes, findTemplateDocumentTypes } from './catalogue.repo';
export { catalogueAdminRoutes } from './catalogue-admin.routes';
export { syncDocumentCatalogue } from './catalogue-sync';
