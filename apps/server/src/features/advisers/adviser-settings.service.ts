import {
  ADVISER_SETTING_FIELDS,
  type AdviserDetail,
  type AdviserKind,
  isAdviserSaveKey,
  MESSAGES,
  type PlannerUser,
  USER_ACCOUNT_FIELDS,
  USER_ACCOUNT_KEYS,
  type User,
  type UserAccountKey,
  type UserAccountSave,
} from '@brokerdesk/contract';
import { requireAccess } from '../../access';
import {
  lockAdviserRow,
  lockUserRow,
  updateAdviserSettings,
  updateUserNames,
} from '../../accounts/adviser-settings.repo';
import type { UserWithLinks } from '../../accounts/users.repo';
import { recordActivity } from '../../audit/activity.repo';
import type { Actor, ServiceContext } from '../../context';
import { conflict, invalid, notFound } from '../../errors';
import { checkAcrossKeys, parseFieldValue } from '../../field-values';
import { encryptSecret } from '../../secrets';
import { getUserDetail, requestEmailChange } from '../users';
import { loadAdviserDetail } from './adviser-detail';
import { matchesShown, SETTING_COLUMNS, type StoredValue, settingData, toColumnValue } from './setting-columns';

/*
 * The account pages (docs/spec/core-and-application.md §2 Broker account page, docs/spec/settings-billing-admin.md §2
 * Planner Account): one field saved at a time, as each autosaves on blur. broker/save and planner/save are this one
 * function with the kind of the mount. Every key's rule is a contract field spec, read by the same parse as the
 * fact-find's keys; this service adds where it is stored, who may save it and what else a save sets off.
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
  const adviser = { kind: 'adviser', id, adviserKind: kind } as const;
  await requireAccess(ctx, actor, adviser, 'change');
  const key = input.key;
  if (!isAdviserSaveKey(kind, key)) throw invalid(MESSAGES.unknownSettingKey, 'key');
  const setting = SETTING_COLUMNS[key];
  // The lodgement options are saved only where they are shown (the Pro plan, a trial, an administrator).
  if (setting.lodgement) await requireAccess(ctx, actor, adviser, 'lodgement');
  const stored = toColumnValue(setting, parseFieldValue(ADVISER_SETTING_FIELDS[key], input.value, key));
  const columnValue = setting.secret && typeof stored === 'string' ? encryptSecret(ctx.config, stored) : stored;

  await ctx.db.transaction(async (tx) => {
    const row = await lockAdviserRow(tx, id);
    if (!row) throw notFound();
    checkAcrossKeys(ADVISER_SETTING_FIELDS, { ...settingData(row), [key]: stored }, [key]);
    const old = row[setting.column] as StoredValue;
    // A secret is never shown, so an editor cannot have seen it: there is nothing to compare.
    if (input.previous !== undefined && !setting.secret) {
      const current = setting.show ? setting.show(old) : old;
      if (!matchesShown(key, current, input.previous)) {
        throw conflict(MESSAGES.settingChanged, key, { current });
      }
    }
    await updateAdviserSettings(tx, id, { [setting.column]: columnValue }, ctx.now());
    await recordActivity(tx, {
      action: 'adviser_setting_saved',
      actorUserId: actor.userId,
      adviserId: id,
      // The audit trail says that a secret changed, never what it is.
      detail: setting.secret ? { kind, key, set: stored !== null } : { kind, key, from: old, to: stored },
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
  const role = opts.plannerOnly ? 'planner' : undefined;
  return requireAccess(ctx, actor, { kind: 'user', id: userId, role }, 'adviser-only');
}

/**
 * docs/spec/settings-billing-admin.md §7 planner/user/detail: the planner user with the spec's camelCase keys
 * (docs/spec/settings-billing-admin.md §3 Planner user).
 */
export async function getPlannerUser(ctx: ServiceContext, actor: Actor, userId: number): Promise<PlannerUser> {
  const { user } = await loadAccountUser(ctx, actor, userId, { plannerOnly: true });
  return { id: user.id, firstName: user.first_name, lastName: user.last_name, email: user.email };
}

/** Comparing `previous` as the API shows it, read by the key's rule: names trimmed, an email trimmed and lowercased. */
function sameUserValue(key: UserAccountKey, current: string, previous: unknown): boolean {
  try {
    return parseFieldValue(USER_ACCOUNT_FIELDS[key], previous, key) === current;
  } catch {
    return false;
  }
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
  const value = parseFieldValue(USER_ACCOUNT_FIELDS[key], input.value, key) as string;

  if (key === 'email') {
    if (input.previous !== undefined && !sameUserValue(key, user.email, input.previous)) {
      throw conflict(MESSAGES.settingChanged, key, { current: user.email });
    }
    await requestEmailChange(ctx, actor, user, {
      email: value,
      currentPassword: input.currentPassword,
      code: input.code,
    });
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
