/*
 * The audit (decision 044): one event store, the activity table. Every feature records through `recordAuditEvent`
 * (a sign-in, an export, a download, a destruction...); the client timelines and the firm-wide audit read it.
 */
export { type ActivityEntry as AuditEntry, recordActivity as recordAuditEvent } from './activity.repo';
export { type AuditRow, type AuditScope, iterateAuditEvents, listAuditEvents } from './audit.repo';
