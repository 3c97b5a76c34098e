import type { ActivityItem } from '@brokerdesk/contract';
import { requireAccess } from '../../access';
import { isAdministrator } from '../../accounts/administrators';
import { recordActivity } from '../../audit/activity.repo';
import { touchClient } from '../../client-events';
import type { Actor, RequestMeta, ServiceContext } from '../../context';
import { type ClientActivityRow, listClientActivity } from './client-activity.repo';

export function toActivityItem(r: ClientActivityRow, adminEmails: ReadonlySet<string>): ActivityItem {
  const actor =
    r.actor_id === null
      ? null
      : {
          id: r.actor_id,
          name: `${r.actor_first_name ?? ''} ${r.actor_last_name ?? ''}`.trim(),
          role: isAdministrator({ role: r.actor_role ?? '', email: r.actor_email ?? '' }, adminEmails)
            ? 'admin'
            : (r.actor_role ?? ''),
        };
  return { id: r.id, action: r.action, detail: r.detail, actor, created_at: r.created_at.toISOString() };
}

/** client-activity: who did what and when; the adviser's page, not the client's. */
export async function getClientActivity(
  ctx: ServiceContext,
  actor: Actor,
  query: { clientId: number; limit: number; offset: number },
) {
  await requireAccess(ctx, actor, { kind: 'client', id: query.clientId }, 'adviser-only');
  const { rows, total } = await listClientActivity(ctx.db, query.clientId, query);
  return { activity: rows.map((r) => toActivityItem(r, ctx.config.adminEmails)), total };
}

/**
 * common/log-activity: what only the browser sees (a page opened, the report viewed, the video played). The
 * client's own visits count as activity on the client (the list's last activity); an adviser's do not, so looking
 * at a client does not move it up the adviser's own list.
 */
export async function logActivity(
  ctx: ServiceContext,
  actor: Actor,
  input: { clientId: number; action: string; detail?: Record<string, unknown> },
  meta: RequestMeta,
): Promise<void> {
  const { client, isClientActor } = await requireAccess(ctx, actor, { kind: 'client', id: input.clientId }, 'change');
  await recordActivity(ctx.db, {
    action: input.action,
    actorUserId: actor.userId,
    adviserId: client.adviser_id,
    clientId: client.id,
    detail: input.detail ?? null,
    ip: meta.ip,
  });
  if (isClientActor) await touchClient(ctx.db, client.id, actor, ctx.now(), { dataChanged: false });
}
