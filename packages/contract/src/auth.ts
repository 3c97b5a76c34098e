import { z } from 'zod';
import { authEndpoints } from './auth-endpoints';
import { isStrongPassword } from './auth-values';
import { PublicBrandingSchema } from './branding';
import { apiComponents, bindSchemas } from './endpoint-schemas';
import { IdSchema, text } from './inputs';
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
// Answered by several features' endpoints: named for what it is, not for the first endpoint bound to it.
apiComponents.add(TokenResponseSchema, { id: 'TokenResponse' });

/**
 * A right password of an account with two-step sign-in opens no session: it answers a short-lived ticket that
 * POST auth/login/totp exchanges, with a code, for the token (decision 044).
 */
export const MfaChallengeSchema = z.object({ mfa_required: z.literal(true), mfa_token: z.string() });
export type MfaChallenge = z.infer<typeof MfaChallengeSchema>;
export const LoginReplySchema = z.union([TokenResponseSchema, MfaChallengeSchema]);
export type LoginReply = z.infer<typeof LoginReplySchema>;

/** Six digits from the authenticator app (RFC 6238); spaces typed between the groups are dropped. */
export const TotpCodeSchema = text({ error: MESSAGES.mfaCodeInvalid })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: MESSAGES.mfaCodeInvalid }));
/** A recovery code as shown at enrolment (`xxxxx-xxxxx`), compared without case, spaces or dashes. */
export const RecoveryCodeSchema = text({ error: MESSAGES.mfaRecoveryCodeInvalid })
  .transform((v) => v.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, { error: MESSAGES.mfaRecoveryCodeInvalid }));

export const LoginTotpSchema = z
  .object({
    mfa_token: text().min(1).max(200),
    code: TotpCodeSchema.optional(),
    recovery_code: RecoveryCodeSchema.optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.recovery_code === undefined), {
    error: MESSAGES.mfaCodeNeeded,
    path: ['code'],
  });
export type LoginTotp = z.infer<typeof LoginTotpSchema>;

export const TotpSetupReplySchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a QR code (an SVG document) for the app to scan. */
  qr_svg: z.string(),
});
export const TotpEnableSchema = z.object({ code: TotpCodeSchema });
export const RecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
/** The step-up before turning it off: the password and a code (from the app, or a recovery code). */
export const TotpDisableSchema = z.object({
  password: text().min(1, { error: MESSAGES.currentPasswordRequired }).max(200),
  code: text().trim().min(1, { error: MESSAGES.mfaCodeNeeded }).max(40),
});
export type TotpDisable = z.infer<typeof TotpDisableSchema>;

/** One signed-in device: an open session of the user (user agent and address as it signed in). */
export const DeviceSessionSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  last_seen_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof DeviceSessionSchema>;
export const DeviceSessionListSchema = z.object({ sessions: z.array(DeviceSessionSchema) });
export const SessionIdParamsSchema = z.object({ sessionId: IdSchema });

export const ValidateTokenResponseSchema = z.object({ valid: z.literal(true), token: z.string().optional() });

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

export const MessageResponseSchema = z.object({ message: z.string() });
// Answered by many features' endpoints: named for what it is, not for the first endpoint bound to it.
apiComponents.add(MessageResponseSchema, { id: 'MessageResponse' });

/**
 * What a followed link did, and whose page it is: the adviser's public branding (a client's adviser, or the broker or
 * planner themselves), so the page wears the header the email came with; null for an administrator.
 */
export const VerifyEmailAnswerSchema = z.object({ message: z.string(), adviser: PublicBrandingSchema.nullable() });
export type VerifyEmailAnswer = z.infer<typeof VerifyEmailAnswerSchema>;

export const authApi = bindSchemas(authEndpoints, {
  login: { body: LoginSchema, reply: LoginReplySchema },
  loginTotp: { body: LoginTotpSchema, reply: TokenResponseSchema },
  totpSetup: { reply: TotpSetupReplySchema },
  totpEnable: { body: TotpEnableSchema, reply: RecoveryCodesSchema },
  totpDisable: { body: TotpDisableSchema, reply: MessageResponseSchema },
  sessions: { reply: DeviceSessionListSchema },
  sessionRevoke: { params: SessionIdParamsSchema, reply: MessageResponseSchema },
  register: { body: RegisterSchema, reply: TokenResponseSchema },
  forgotPassword: { body: ForgotPasswordSchema, reply: MessageResponseSchema },
  resetPassword: { body: ResetPasswordSchema, reply: MessageResponseSchema },
  validateToken: { reply: ValidateTokenResponseSchema },
  logout: { reply: MessageResponseSchema },
  verifyEmail: { body: VerifyEmailSchema, reply: VerifyEmailAnswerSchema },
  resendVerification: { reply: MessageResponseSchema },
});
