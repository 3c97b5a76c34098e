/*
 * `@brokerdesk/contract/constants`: what a page may read from the contract without downloading zod (decision 011's
 * light first load). Plain values, messages, reference data and pure functions are exported as values; everything
 * else only as types, which the build erases. constants-entry.test.ts fails when a module reachable from here
 * imports zod. A schema's module keeps its plain values in a `-values` module beside it, which is listed here.
 */

export type * from './adviser-settings';
export type * from './advisers-admin';
export * from './advisers-admin-values';
export * from './api-error';
export type * from './application/address';
export type * from './application/api';
export type * from './application/asset';
export * from './application/business-numbers';
export type * from './application/company';
export type * from './application/completeness';
export type * from './application/employment';
export type * from './application/expense';
export type * from './application/field-rules';
export type * from './application/frequency';
export type * from './application/liability';
export type * from './application/other-income';
export type * from './application/person';
export type * from './application/registries';
export * from './application/required-keys';
export type * from './application/requirement';
export type * from './application/risk-profile';
export * from './application/steps';
export type * from './application/third-party';
export type * from './application/trust';
// Types only: these modules build zod schemas
export type * from './auth';
export * from './auth-values';
export type * from './billing';
export * from './billing-values';
export type * from './branding';
export type * from './client-activity';
export type * from './client-messages';
export * from './client-messages-values';
export type * from './clients';
export * from './clients-values';
export * from './colour-contrast';
// Plain values, pure functions and the error class both sides throw
export * from './constants';
export * from './document-formats-values';
export * from './document-freshness';
export type * from './document-requests';
export * from './document-requests-values';
export type * from './documents';
export * from './documents-values';
export type * from './errors';
export type * from './feedback';
export * from './feedback-values';
export type * from './files';
export * from './files-values';
export type * from './health';
export type * from './inputs';
export * from './inputs-values';
export type * from './leads';
export * from './leads-values';
export type * from './mailbox';
export type * from './maps';
export * from './maps-values';
export * from './messages';
export type * from './meta';
export type * from './metrics';
export * from './metrics-values';
export type * from './paging';
export * from './phone';
export * from './phone-display';
export * from './reference-data';
export type * from './report-lodgement';
export * from './report-lodgement-values';
export * from './shell-messages';
export type * from './stripe-event-detail';
export type * from './stripe-events';
export * from './stripe-events-values';
export type * from './template-save';
export type * from './templates';
export * from './templates-values';
export type * from './users';
