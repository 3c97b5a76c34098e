import { z } from 'zod';
import { MessageResponseSchema, NewPasswordSchema } from './auth';
import { BrandingSchema } from './branding';
import { apiComponents, bindSchemas } from './endpoint-schemas';
import { IdSchema, text } from './inputs';
import { MESSAGES } from './messages';
import { usersEndpoints } from './users-endpoints';

export const RoleSchema = z.enum(['admin', 'broker', 'planner', 'client']);

export { IdSchema };

export const UserSchema = z.object({
  id: z.number(),
  role: RoleSchema,
  is_admin: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  broker_id: z.number().nullable(),
  planner_id: z.number().nullable(),
  client_id: z.number().nullable(),
  free_version_notice: z.boolean(),
  /** The login email was proven by a single-use link (decision 016); until then an adviser cannot invite or pay. */
  email_verified: z.boolean(),
  /** A change of login email waiting for its link to be followed at the new address, or null. */
  pending_email: z.string().nullable(),
  /** Two-step sign-in (TOTP) is on for this account. */
  mfa_enabled: z.boolean(),
  /**
   * The firm requires two-step sign-in of this account (ADMIN_MFA, ADVISER_MFA) and it is not on yet: every page but
   * its set-up is closed until it is (decision 044).
   */
  mfa_enrolment_required: z.boolean(),
  /** The header's branding: the adviser's own, or for a client their adviser's; null for administrators. */
  branding: BrandingSchema.nullable(),
});
export type User = z.infer<typeof UserSchema>;
// Answered by several endpoints (users and advisers): named for what it is, not for the first endpoint bound to it.
apiComponents.add(UserSchema, { id: 'User' });

export const UserDetailQuerySchema = z.object({ userId: IdSchema.optional() });

export const ChangePasswordSchema = z.object({
  userId: IdSchema,
  currentPassword: text().max(200).optional(),
  newPassword: NewPasswordSchema,
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;
apiComponents.add(ChangePasswordSchema, { id: 'ChangePassword' });

export const usersApi = bindSchemas(usersEndpoints, {
  detail: { query: UserDetailQuerySchema, reply: UserSchema },
  password: { body: ChangePasswordSchema, reply: MessageResponseSchema },
  plannerPassword: { body: ChangePasswordSchema, reply: MessageResponseSchema },
});

/**
 * The browser-side password form (docs/spec/core-and-application.md §5): the messages differ per field, so it is its
 * own schema.
 */
export function passwordFormSchema(opts: { needsCurrent: boolean; planner: boolean }) {
  const newMsg = opts.planner ? MESSAGES.newPasswordRequired : MESSAGES.invalidPassword;
  const confirmMsg = opts.planner ? MESSAGES.confirmPasswordRequiredPlanner : MESSAGES.confirmPasswordRequired;
  return z
    .object({
      currentPassword: opts.needsCurrent ? text().min(1, { error: MESSAGES.currentPasswordRequired }) : text(),
      newPassword: text().min(1, { error: newMsg }).pipe(NewPasswordSchema),
      confirmPassword: text().min(1, { error: confirmMsg }),
    })
    .refine((v) => v.newPassword === v.confirmPassword, {
      error: MESSAGES.passwordMismatch,
      // The planner page shows the mismatch on the new password field (docs/spec/settings-billing-admin.md §5).
      path: [opts.planner ? 'newPassword' : 'confirmPassword'],
    });
}
