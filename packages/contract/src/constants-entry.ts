/*
 * `@brokerdesk/contract/constants`: what a page may read from the contract without downloading zod (decision 011's
 * light first load). Plain values, messages, reference data and pure functions are exported as values; everything
 * else only as types, which the build erases. constants-entry.test.ts fails when a module reachable from here
 * imports zod. A schema's module keeps its plain values in a `-values` module beside it, which is listed here.
 */

// Plain values, pure functions and the error class both sides throw
export * from './constants';
export * from './messages';
export * from './reference-data';
export * from './api-error';
export * from './auth-values';
export * from './inputs-values';
export * from './advisers-admin-values';
export * from './feedback-values';
export * from './metrics-values';
export * from './stripe-events-values';
export * from './files-values';
export * from './clients-values';
export * from './documents-values';
export * from './templates-values';
export * from './maps-values';
export * from './application/business-numbers';
export * from './application/required-keys';
export * from './application/steps';
export * from './phone';
export * from './phone-display';
export * from './colour-contrast';

// Types only: these modules build zod schemas
export type * from './auth';
export type * from './errors';
export type * from './health';
export type * from './inputs';
export type * from './meta';
export type * from './users';
export type * from './mailbox';
export type * from './paging';
export type * from './branding';
export type * from './advisers-admin';
export type * from './feedback';
export type * from './metrics';
export type * from './stripe-events';
export type * from './stripe-event-detail';
export type * from './adviser-settings';
export type * from './files';
export type * from './clients';
export type * from './client-activity';
export type * from './documents';
export type * from './templates';
export type * from './template-save';
export type * from './maps';
export type * from './application/address';
export type * from './application/api';
export type * from './application/asset';
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
export type * from './application/requirement';
export type * from './application/risk-profile';
export type * from './application/third-party';
export type * from './application/trust';
