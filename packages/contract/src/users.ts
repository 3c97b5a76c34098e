import { z } from 'zod';
import { NewPasswordSchema } from './auth';
import { BrandingSchema } from './branding';
import { IdSchema, text } from './inputs';
import { MESSAGES } from './messages';

export const RoleSchema = z.enum(['admin', 'broker', 'planner', 'client']);
export type Role = z.infer<typeof RoleSchema>;

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
  /** The header's branding: the adviser's own, or for a client their adviser's; null for administrators. */
  branding: BrandingSchema.nullable(),
});
export type User = z.infer<typeof UserSchema>;

export const UserDetailQuerySchema = z.object({ userId: IdSchema.optional() });

export const ChangePasswordSchema = z.object({
  userId: IdSchema,
  currentPassword: text().max(200).optional(),
  newPassword: NewPasswordSchema,
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

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
