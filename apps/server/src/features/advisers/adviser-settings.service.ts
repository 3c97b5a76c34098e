import {
  type AdviserDetail,
  type AdviserKind,
  EmailSchema,
  isStorableText,
  MESSAGES,
  type PlannerUser,
  USER_ACCOUNT_KEYS,
  type User,
  type UserAccountKey,
  type UserAccountSave,
} from '@brokerdesk/contract';
import type { Actor, ServiceContext } from '../../context';
import { conflict, forbidden, invalid, notFound } from '../../errors';
import { encryptSecret } from '../../secrets';
import { recordActivity } from '../activity/activity.repo';
import { requestEmailChange } from '../users/email-change.service';
import { findUserWithLinks, type UserWithLinks } from '../users/users.repo';
import { getUserDetail } from '../users/users.service';
import { loadAdviserDetail } from './adviser-detail';
import { lockAdviserRow, lockUserRow, updateAdviserSettings, updateUserNames } from './adviser-settings.repo';
import { matchesShown, saveRuleFor } from './save-rules';

/*
 * The account pages (docs/spec/core-and-application.md §2 Broker account page, docs/spec/settings-billing-admin.md §2
 * Planner Account): one field saved at a time, as each autosaves on blur. broker/save and planner/save are this one
 * function with the kind of the mount.
 */

export interface KeyValueSave {
  key: string;
  value: unknown;
  /** What the editor last saw; when the stored value differs the save changes nothing and answers 409. */
  previous?: unknown;
}

export async function saveAdviserSetting(
  ctx: ServiceContext,
  actor: Actor,
  kind: AdviserKind,
  id: number,
  input: KeyValueSave,
): Promise<AdviserDetail> {
  const before = await loadAdviserDetail(ctx, actor, kind, id);
  const rule = saveRuleFor(kind, input.key);
  if (!rule) throw invalid(MESSAGES.unknownSettingKey, 'key');
  if (rule.lodgement && !before.lodgement_available) throw forbidden(MESSAGES.lodgementUnavailable);
  const stored = rule.parse(input.value, input.key);
  const columnValue = rule.secret && typeof stored === 'string' ? encryptSecret(ctx.config, stored) : stored;

  await ctx.db.transaction(async (tx) => {
    const row = await lockAdviserRow(tx, id);
    if (!row) throw notFound();
    const old = row[rule.column] as string | number | boolean | null;
    // A secret is never shown, so an editor cannot have seen it: there is nothing to compare.
    if (input.previous !== undefined && !rule.secret) {
      const current = rule.show ? rule.show(old) : old;
      if (!matchesShown(rule, current, input.previous)) {
        throw conflict(MESSAGES.settingChanged, input.key, { current });
      }
    }
    await updateAdviserSettings(tx, id, { [rule.column]: columnValue }, ctx.now());
    await recordActivity(tx, {
      action: 'adviser_setting_saved',
      actorUserId: actor.userId,
      adviserId: id,
      // The audit trail says that a secret changed, never what it is.
      detail: rule.secret
        ? { kind, key: input.key, set: stored !== null }
        : { kind, key: input.key, from: old, to: stored },
    });
  });
  return loadAdviserDetail(ctx, actor, kind, id);
}

/**
 * The user behind an account page: one's own, or anyone's for an administrator; a client is refused and another
 * user's id answers 404. The planner mounts (`plannerOnly`) also answer 404 for a user who is not a planner.
 */
async function loadAccountUser(
  ctx: ServiceContext,
  actor: Actor,
  userId: number,
  opts: { plannerOnly: boolean },
): Promise<UserWithLinks> {
  if (!actor.isAdmin && actor.role === 'client') throw forbidden();
  if (!actor.isAdmin && userId !== actor.userId) throw notFound();
  const links = await findUserWithLinks(ctx.db, userId);
  if (!links || (opts.plannerOnly && links.user.role !== 'planner')) throw notFound();
  return links;
}

/**
 * docs/spec/settings-billing-admin.md §7 planner/user/detail: the planner user with the spec's camelCase keys
 * (docs/spec/settings-billing-admin.md §3 Planner user).
 */
export async function getPlannerUser(ctx: ServiceContext, actor: Actor, userId: number): Promise<PlannerUser> {
  const { user } = await loadAccountUser(ctx, actor, userId, { plannerOnly: true });
  return { id: user.id, firstName: user.first_name, lastName: user.last_name, email: user.email };
}

const NAME_LABELS = { first_name: 'First name', last_name: 'Last name' } as const;
const NAME_MAX = 100;

function parseUserValue(key: UserAccountKey, value: unknown): string {
  if (key === 'email') {
    const parsed = EmailSchema.safeParse(value);
    if (!parsed.success) throw invalid(MESSAGES.invalidEmail, 'email');
    return parsed.data;
  }
  if (typeof value !== 'string' || value.trim() === '') throw invalid(MESSAGES.nameRequired, key);
  if (!isStorableText(value)) throw invalid(MESSAGES.unstorableText, key);
  const name = value.trim();
  if (name.length > NAME_MAX) throw invalid(`${NAME_LABELS[key]} can be at most ${NAME_MAX} characters.`, key);
  return name;
}

/** Comparing `previous` as the API shows it: names trimmed, an email trimmed and lowercased. */
function sameUserValue(key: UserAccountKey, current: string, previous: unknown): boolean {
  if (typeof previous !== 'string') return false;
  const normalised = key === 'email' ? previous.trim().toLowerCase() : previous.trim();
  return normalised === current;
}

/**
 * user/account and planner/user/account (docs/spec/core-and-application.md §7, docs/spec/settings-billing-admin.md §7):
 * the names and email of the account pages. A name saves at once; an email only asks for the change, which happens when
 * the link sent to the new address is followed (decision 016), so the answer still shows the old email with the new one
 * as `pending_email`.
 */
export async function saveUserAccount(
  ctx: ServiceContext,
  actor: Actor,
  input: UserAccountSave,
  opts: { plannerOnly: boolean },
): Promise<User> {
  const { user } = await loadAccountUser(ctx, actor, input.userId, opts);
  if (!(USER_ACCOUNT_KEYS as readonly string[]).includes(input.key)) throw invalid(MESSAGES.unknownSettingKey, 'key');
  const key = input.key as UserAccountKey;
  const value = parseUserValue(key, input.value);

  if (key === 'email') {
    if (input.previous !== undefined && !sameUserValue(key, user.email, input.previous)) {
      throw conflict(MESSAGES.settingChanged, key, { current: user.email });
    }
    await requestEmailChange(ctx, actor, user, { email: value, currentPassword: input.currentPassword });
    return getUserDetail(ctx, actor, input.userId);
  }
  await ctx.db.transaction(async (tx) => {
    const row = await lockUserRow(tx, input.userId);
    if (!row) throw notFound();
    const old = row[key];
    if (input.previous !== undefined && !sameUserValue(key, old, input.previous)) {
      throw conflict(MESSAGES.settingChanged, key, { current: old });
    }
    await updateUserNames(tx, input.userId, { [key]: value }, ctx.now());
    await recordActivity(tx, {
      action: 'user_account_saved',
      actorUserId: actor.userId,
      detail: { userId: input.userId, key, from: old, to: value },
    });
  });
  return getUserDetail(ctx, actor, input.userId);
}
