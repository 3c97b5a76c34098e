/*
 * The audit's event types as people read them (decision 044): zod-free, so the audit page's filter needs no schema.
 * An event of a type not listed here is still listed and exported, under its stored name.
 */
export const AUDIT_TYPE_LABELS = {
  login: 'Signed in',
  login_failed: 'Failed sign-in',
  mfa_enabled: 'Two-step sign-in turned on',
  mfa_disabled: 'Two-step sign-in turned off',
  mfa_recovery_code_used: 'Recovery code used',
  session_revoked: 'Device signed out',
  password_changed: 'Password changed',
  password_reset: 'Password reset',
  email_change_requested: 'Login email change asked for',
  email_changed: 'Login email changed',
  advisers_exported: 'Advisers exported',
  adviser_free_access: 'Adviser free access changed',
  adviser_suspended: 'Adviser suspended or restored',
  adviser_trial_changed: 'Adviser trial changed',
  adviser_billing_terminated: 'Adviser billing ended',
  adviser_deleted: 'Adviser deleted',
  adviser_setting_saved: 'Adviser setting saved',
  plan_subscribed: 'Plan subscribed',
  plan_switched: 'Plan changed',
  plan_cancelled: 'Plan cancelled',
  plan_resumed: 'Plan resumed',
  audit_exported: 'Audit exported',
  client_exported: 'Client exported',
  client_destroyed: 'Client destroyed',
  document_downloaded: 'Document downloaded',
  documents_zip_downloaded: 'Documents downloaded (zip)',
  file_downloaded: 'File downloaded',
  report_viewed: 'Report viewed',
  client_created: 'Client created',
  client_imported: 'Client imported',
  client_deleted: 'Client deleted',
  client_invited: 'Client invited',
  client_access_revoked: 'Client access revoked',
  application_submitted: 'Application submitted',
  application_lodged: 'Application lodged',
} as const satisfies Record<string, string>;
export type AuditType = keyof typeof AUDIT_TYPE_LABELS;

/** The label of a stored event type: its own words when known, else the stored name. */
export function auditTypeLabel(type: string): string {
  return (AUDIT_TYPE_LABELS as Record<string, string>)[type] ?? type.replaceAll('_', ' ');
}
