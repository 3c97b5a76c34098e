import { ApiError, EmailSchema, NewPasswordSchema } from '@brokerdesk/contract';
import { z } from 'zod';
import { insertAdviser } from '../../accounts/advisers.repo';
import { requireEmailAvailable } from '../../accounts/email-availability';
import { hashPassword } from '../../accounts/passwords';
import { newTrialEnd } from '../../accounts/plan-access';
import { findLiveUserByEmail, findUserWithLinks, insertClientOfUser, insertUser } from '../../accounts/users.repo';
import type { ServiceContext } from '../../context';

export const CreateUserAccountSchema = z.object({
  email: EmailSchema,
  password: NewPasswordSchema,
  role: z.enum(['admin', 'broker', 'planner', 'client']),
  first_name: z.string().trim().max(100).default(''),
  last_name: z.string().trim().max(100).default(''),
  /** A client belongs to an adviser: the email of that broker or planner. */
  adviser_email: EmailSchema.optional(),
});
export type CreateUserAccount = z.input<typeof CreateUserAccountSchema>;

/**
 * For real deployments (`npm run user:create`): the same validation as sign-up, a clear error on a taken email.
 * An administrator's email must be in ADMIN_EMAILS: the admin role and the list together make an administrator,
 * and this command is the only way to the role (decision 016). Its accounts count as verified.
 */
export async function createUserAccount(ctx: ServiceContext, raw: CreateUserAccount) {
  const parsed = CreateUserAccountSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiError('validation', issue?.message ?? 'Invalid input.', issue?.path.join('.'));
  }
  const input = parsed.data;
  await requireEmailAvailable(ctx, ctx.db, input.email, { id: null, role: input.role });
  if (input.role === 'admin' && !ctx.config.adminEmails.has(input.email)) {
    throw new ApiError(
      'validation',
      `${input.email} is not in ADMIN_EMAILS; add it there so this user is an administrator.`,
      'email',
    );
  }
  let clientAdviserId: number | null = null;
  if (input.role === 'client') {
    const adviserUser = input.adviser_email ? await findLiveUserByEmail(ctx.db, input.adviser_email) : undefined;
    const links = adviserUser ? await findUserWithLinks(ctx.db, adviserUser.id) : undefined;
    if (!links?.adviserId) {
      throw new ApiError(
        'validation',
        'A client needs --adviser with the email of an existing broker or planner.',
        'adviser_email',
      );
    }
    clientAdviserId = links.adviserId;
  }
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: input.email,
      role: input.role,
      first_name: input.first_name,
      last_name: input.last_name,
      password_hash: passwordHash,
      // The operator who runs the command vouches for the address (decision 016).
      email_verified_at: now,
    });
    if (input.role === 'broker' || input.role === 'planner') {
      await insertAdviser(tx, {
        user_id: user.id,
        kind: input.role,
        registered_at: now,
        trial_end_date: newTrialEnd(ctx, now),
      });
    }
    if (clientAdviserId !== null) await insertClientOfUser(tx, clientAdviserId, user.id);
    return { id: user.id, email: user.email, role: user.role };
  });
}
