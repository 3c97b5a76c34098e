import { MESSAGES, UNNAMED_APPLICANT } from '@brokerdesk/contract';
import { requireAccess } from '../../access';
import { recordPrivacyEvent } from '../../audit/privacy-events';
import type { Actor, RequestMeta, ServiceContext } from '../../context';
import { conflict, invalid, notFound } from '../../errors';
import { clientsPastRetention, deleteClientRows } from './client-destroy.repo';

/** The clients destroyed by one run of the daily job at most; the next run takes the rest. */
const BATCH = 200;

/** When a client's keeping period ends: RETENTION_YEARS after its last activity (or its deletion, if later). */
export function retentionEnds(ctx: ServiceContext, client: { last_activity_at: Date; deleted_at: Date | null }): Date {
  const from = new Date(Math.max(client.last_activity_at.getTime(), client.deleted_at?.getTime() ?? 0));
  const end = new Date(from);
  end.setUTCFullYear(end.getUTCFullYear() + ctx.config.retentionYears);
  return end;
}

/**
 * Destroys one client for good (Privacy Act APP 11.2): every row in one transaction, then the stored files, and a
 * tombstone in the audit that names no one (the former id, why, how much). Nothing in the product restores it.
 * False when it was gone already.
 */
async function destroy(
  ctx: ServiceContext,
  clientId: number,
  reason: 'retention' | 'request',
  actorUserId: number | null,
  ip: string | null,
): Promise<boolean> {
  const destroyed = await ctx.db.transaction(async (tx) => {
    const done = await deleteClientRows(tx, clientId);
    if (!done) return null;
    await recordPrivacyEvent(tx, {
      action: 'client_destroyed',
      actorUserId,
      adviserId: done.adviserId,
      detail: { former_client_id: clientId, reason, rows: done.rows, files: done.storageKeys.length },
      ip,
    });
    return done;
  });
  if (!destroyed) return false;
  for (const key of destroyed.storageKeys) {
    try {
      await ctx.storage.delete(key);
    } catch (err) {
      // The row naming it is gone: the object is unreachable from the product; the operator sees what to remove.
      ctx.log.error({ err, storageKey: key }, 'a destroyed client file could not be removed from storage');
    }
  }
  return true;
}

/**
 * The daily job: destroys each lodged, archived or deleted client whose last activity is older than the keeping
 * period. pg-boss sends it once per day across instances; two runs at once would each find the other's client gone
 * (the row lock in deleteClientRows) and skip it.
 */
export async function destroyClientsPastRetention(ctx: ServiceContext): Promise<number> {
  const before = new Date(ctx.now());
  before.setUTCFullYear(before.getUTCFullYear() - ctx.config.retentionYears);
  let destroyed = 0;
  for (const id of await clientsPastRetention(ctx.db, before, BATCH)) {
    if (await destroy(ctx, id, 'retention', null, null)) destroyed += 1;
  }
  if (destroyed > 0) ctx.log.info({ destroyed }, 'clients past their keeping period destroyed');
  return destroyed;
}

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * "Destroy now", for a client who asks: the adviser (or an administrator) types the client's name to confirm. A lodged
 * application's records are kept for the keeping period whatever the client asks (the credit law's record keeping),
 * so it is refused with the date until when; anything else is destroyed at once.
 */
export async function destroyClientNow(
  ctx: ServiceContext,
  actor: Actor,
  clientId: number,
  confirmation: string,
  meta: RequestMeta,
): Promise<{ message: string }> {
  const { client } = await requireAccess(ctx, actor, { kind: 'client', id: clientId }, 'adviser-only');
  if (!sameName(confirmation, client.display_name.trim() || UNNAMED_APPLICANT)) {
    throw invalid(MESSAGES.destroyConfirmationMismatch, 'confirmation');
  }
  if (client.lodged_at !== null || client.status === 'lodged') {
    const ends = retentionEnds(ctx, client);
    if (ends.getTime() > ctx.now().getTime()) {
      const date = ends.toLocaleDateString('en-AU', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: ctx.config.businessTimeZone,
      });
      throw conflict(MESSAGES.destroyRetentionHolds.replace('{date}', date), undefined, {
        kept_until: ends.toISOString(),
      });
    }
  }
  if (!(await destroy(ctx, clientId, 'request', actor.userId, meta.ip))) throw notFound();
  return { message: MESSAGES.clientDestroyed };
}
