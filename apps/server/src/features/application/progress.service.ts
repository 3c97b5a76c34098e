import { type ApplicationProgress, applicationProgress, type CompletenessInput } from '@brokerdesk/contract';
import { requireAccess } from '../../access';
import { businessToday } from '../../business-day';
import type { Actor, ServiceContext } from '../../context';
import type { Db } from '../../db/client';
import { listApplicants } from './applicants';
import { countDocumentsNeeded } from './documents-needed.repo';
import { type ItemScope, listClientItems } from './items.repo';
import { listSections } from './sections.repo';

/**
 * Every page's completeness for one client (the navigation shows which sections still need something).
 * Callers have passed the access gate; client/detail may include it.
 */
export async function loadApplicationProgress(
  db: Db,
  scope: ItemScope,
  today: string,
): Promise<ApplicationProgress['pages']> {
  const applicants = await listApplicants(db, scope);
  const items = await listClientItems(db, scope);
  const sections: CompletenessInput['sections'] = {};
  for (const row of await listSections(db, scope)) sections[row.section] = row.data;
  return applicationProgress({ applicants, items, sections }, today);
}

export async function getApplicationProgress(
  ctx: ServiceContext,
  actor: Actor,
  clientId: number,
): Promise<ApplicationProgress> {
  const { client } = await requireAccess(ctx, actor, { kind: 'client', id: clientId }, 'read');
  const today = businessToday(ctx);
  const scope = { clientId: client.id, adviserId: client.adviser_id };
  const [pages, documents_needed] = await Promise.all([
    loadApplicationProgress(ctx.db, scope, today),
    countDocumentsNeeded(ctx.db, scope),
  ]);
  return { pages, documents_needed };
}
