import { type FieldSpec, type KeyValue, MESSAGES, type Registry } from '@brokerdesk/contract';
import { recordActivity } from '../../audit/activity.repo';
import { touchClient } from '../../client-events';
import type { Actor, ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import type { FieldAnswers, FieldData } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';
import { checkAcrossKeys, parseFieldValue, sameValue } from '../../field-values';
import { checkFieldRef } from './field-refs';
import type { ItemScope } from './items.repo';

/**
 * The one save path of the application's fields (docs/decisions/008-application-data.md). Within one
 * transaction it locks the row, refuses unknown keys and invalid values (400 naming the key), refuses the whole
 * save when any `previous` differs from the stored value (409 with `current`), and otherwise merges the changed
 * keys with `data || patch`, stamps who answered them and when, writes each change to the activity timeline and
 * touches the client. Saves to other keys of the same row never conflict: only the keys sent are compared.
 */
export interface FieldRow {
  id: number;
  data: FieldData;
  answers: FieldAnswers;
}

export interface FieldSaveTarget<R extends FieldRow> {
  registry: Registry;
  /** The timeline's name for what is saved: applicant, address, asset, requirement... */
  section: string;
  /** Locks the row (or creates it, which holds it too); undefined answers 404. */
  lock(tx: Db): Promise<R | undefined>;
  write(tx: Db, row: R, patch: FieldData, answers: FieldAnswers, now: Date): Promise<R>;
  /** The item's kind, for keys that belong to some kinds only (asset and liability types). */
  kindOf?(row: R): string;
  /** Only these keys may be saved here (address/edit-residence). */
  allowedKeys?: readonly string[];
  /** The applicant saved, or the applicant owning the item: refs may not point at it; the timeline names it. */
  applicantId?: number;
  isItem?: boolean;
  /** After the write, in the same transaction, with the keys that changed. */
  afterWrite?(tx: Db, row: R, changedKeys: string[]): Promise<void>;
}

export interface FieldSaveScope extends ItemScope {
  actor: Actor;
}

export async function saveFields<R extends FieldRow>(
  ctx: ServiceContext,
  scope: FieldSaveScope,
  target: FieldSaveTarget<R>,
  keyValueArr: readonly KeyValue[],
): Promise<R> {
  return ctx.db.transaction(async (tx) => {
    const row = await target.lock(tx);
    if (!row) throw notFound();
    const kind = target.kindOf?.(row);
    const patch: FieldData = {};
    for (const { key, value } of keyValueArr) {
      if (Object.hasOwn(patch, key)) throw invalid(MESSAGES.duplicateField, key);
      const field = fieldFor(target.registry, target.allowedKeys, key, kind);
      const parsed = parseFieldValue(field, value, key);
      if (field.ref && parsed !== null) {
        await checkFieldRef(tx, scope, field.ref, parsed, key, target.isItem ? undefined : target.applicantId);
      }
      patch[key] = parsed;
    }
    checkAcrossKeys(target.registry, { ...row.data, ...patch }, Object.keys(patch));
    for (const { key, previous } of keyValueArr) {
      if (previous === undefined) continue;
      const current = row.data[key] ?? null;
      if (!sameValue(current, previous)) throw conflict(MESSAGES.settingChanged, key, { current });
    }
    const changed = Object.keys(patch).filter((key) => !sameValue(row.data[key], patch[key]));
    if (changed.length === 0) return row;

    const now = ctx.now();
    const at = now.toISOString();
    const changedPatch: FieldData = {};
    const answers: FieldAnswers = {};
    for (const key of changed) {
      changedPatch[key] = patch[key];
      answers[key] = { user_id: scope.actor.userId, at };
    }
    const saved = await target.write(tx, row, changedPatch, answers, now);
    for (const key of changed) {
      await recordActivity(tx, {
        action: 'field_changed',
        actorUserId: scope.actor.userId,
        adviserId: scope.adviserId,
        clientId: scope.clientId,
        detail: {
          section: target.section,
          key,
          old: row.data[key] ?? null,
          new: changedPatch[key],
          ...(target.applicantId !== undefined ? { applicant_id: target.applicantId } : {}),
          ...(target.isItem ? { item_id: row.id } : {}),
        },
      });
    }
    await touchClient(tx, scope.clientId, scope.actor, now);
    await target.afterWrite?.(tx, saved, changed);
    return saved;
  });
}

/** The key's rule, or 400 when the key is not one this row takes. */
function fieldFor(
  registry: Registry,
  allowedKeys: readonly string[] | undefined,
  key: string,
  kind: string | undefined,
): FieldSpec {
  const field = Object.hasOwn(registry, key) ? registry[key] : undefined;
  const allowed =
    field !== undefined &&
    (!allowedKeys || allowedKeys.includes(key)) &&
    (!field.kinds || (kind !== undefined && field.kinds.includes(kind)));
  if (!allowed) throw invalid(MESSAGES.unknownSettingKey, key);
  return field;
}
