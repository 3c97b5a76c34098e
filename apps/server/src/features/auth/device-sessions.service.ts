import type { DeviceSession } from '@brokerdesk/contract';
import { listOpenSessions, revokeOwnSession } from '../../accounts/sessions.repo';
import { recordActivity } from '../../audit/activity.repo';
import type { Actor, RequestMeta, ServiceContext } from '../../context';
import { notFound } from '../../errors';
import { ROTATION_GRACE_MS } from './auth.service';

/** Each person's signed-in devices (decision 044): their own open sessions, the one in use marked. */
export async function listDevices(ctx: ServiceContext, actor: Actor): Promise<{ sessions: DeviceSession[] }> {
  const now = ctx.now();
  const rows = await listOpenSessions(ctx.db, actor.userId, {
    now,
    idleSince: new Date(now.getTime() - ctx.config.session.idleMs),
    rotatedSince: new Date(now.getTime() - ROTATION_GRACE_MS),
  });
  return {
    sessions: rows.map((r) => ({
      id: r.id,
      created_at: r.created_at.toISOString(),
      last_seen_at: r.last_seen_at.toISOString(),
      ip: r.ip,
      user_agent: r.user_agent,
      current: r.id === actor.sessionId,
    })),
  };
}

/** Signs one of one's own devices out; another person's session answers 404, as if it did not exist. */
export async function signOutDevice(
  ctx: ServiceContext,
  actor: Actor,
  sessionId: number,
  meta: RequestMeta,
): Promise<void> {
  if (!(await revokeOwnSession(ctx.db, actor.userId, sessionId, ctx.now()))) throw notFound();
  await recordActivity(ctx.db, {
    action: 'session_revoked',
    actorUserId: actor.userId,
    adviserId: actor.adviserId,
    detail: { session_id: sessionId },
    ip: meta.ip,
  });
}
