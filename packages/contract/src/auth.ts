import { z } from 'zod';
import { isStrongPassword } from './auth-values';
import { text } from './inputs';
import { MESSAGES } from './messages';

/** Emails are compared trimmed and lowercased everywhere (docs/spec/core-and-application.md §5 Login). */
export const EmailSchema = text()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: MESSAGES.invalidEmail }).max(254, { error: MESSAGES.invalidEmail }));

export const NewPasswordSchema = text({ error: MESSAGES.invalidPassword })
  .max(200, { error: MESSAGES.passwordPolicy })
  .refine(isStrongPassword, { error: MESSAGES.passwordPolicy });

export const LoginSchema = z.object({
  email: EmailSchema,
  password: text({ error: MESSAGES.invalidPassword }).min(1, { error: MESSAGES.invalidPassword }).max(200),
});
export type Login = z.infer<typeof LoginSchema>;

export const TokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

export const ValidateTokenResponseSchema = z.object({ valid: z.literal(true), token: z.string().optional() });
export type ValidateTokenResponse = z.infer<typeof ValidateTokenResponseSchema>;

export const AdviserKindSchema = z.enum(['broker', 'planner']);
export type AdviserKind = z.infer<typeof AdviserKindSchema>;

const PersonNameSchema = text({ error: MESSAGES.nameRequired })
  .trim()
  .min(1, { error: MESSAGES.nameRequired })
  .max(100);

export const RegisterSchema = z.object({
  first_name: PersonNameSchema,
  last_name: PersonNameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  type: AdviserKindSchema,
  referrer_code: text().trim().max(40).optional(),
  source: text().trim().max(100).optional(),
});
export type Register = z.infer<typeof RegisterSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export const ResetPasswordSchema = z.object({
  token: text().min(1).max(200),
  password: NewPasswordSchema,
});
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/** The browser form that chooses a password from an emailed link (reset, or an invitation): typed twice. */
export const ChoosePasswordFormSchema = z
  .object({
    password: text().min(1, { error: MESSAGES.invalidPassword }).pipe(NewPasswordSchema),
    confirm: text().min(1, { error: MESSAGES.confirmPasswordRequired }),
  })
  .refine((v) => v.password === v.confirm, { error: MESSAGES.passwordMismatch, path: ['confirm'] });

/** The page of an emailed verification or change-of-email link posts its token (decision 016). */
export const VerifyEmailSchema = z.object({ token: text().min(1).max(200) });
export type VerifyEmail = z.infer<typeof VerifyEmailSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
