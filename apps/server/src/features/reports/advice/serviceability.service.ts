import {
  assessServiceability,
  type Serviceability,
  type ServiceabilityQuery,
  type ServiceabilityResult,
  serviceabilityInput,
  type WhatIf,
} from '@brokerdesk/contract';
import { requireAccess } from '../../../access';
import { businessToday } from '../../../business-day';
import type { Actor, ServiceContext } from '../../../context';
import { notFound } from '../../../errors';
import { type ApplicationSnapshot, loadApplicationSnapshot } from '../application-snapshot.repo';
import { settingsOf } from './advice-settings';
import { factFindOf } from './fact-find';

/** Serviceability of a snapshot on a day, with the firm's settings: what the page and the report both show. */
export async function serviceabilityOf(
  ctx: ServiceContext,
  s: ApplicationSnapshot,
  whatIf: WhatIf = {},
  date = businessToday(ctx),
): Promise<ServiceabilityResult> {
  const settings = await settingsOf(ctx.db, s.client.adviser_id);
  return assessServiceability(serviceabilityInput(factFindOf(s), date, whatIf), settings);
}

/**
 * GET serviceability: the client's adviser (or an administrator) on a paid plan; the Free plan gets 403 with the
 * upgrade message (the `report` need, as View Report).
 */
export async function getServiceability(
  ctx: ServiceContext,
  actor: Actor,
  query: ServiceabilityQuery,
): Promise<Serviceability> {
  await requireAccess(ctx, actor, { kind: 'client', id: query.clientId }, 'report');
  const snapshot = await loadApplicationSnapshot(ctx.db, query.clientId);
  if (!snapshot) throw notFound();
  const date = businessToday(ctx);
  const result = await serviceabilityOf(
    ctx,
    snapshot,
    { rate: query.rate, termYears: query.termYears, loanAmount: query.loanAmount },
    date,
  );
  const client = snapshot.client;
  return {
    client_id: client.id,
    client_name: client.display_name,
    adviser: { kind: snapshot.adviser.kind, id: snapshot.adviser.id },
    date,
    ...result,
  };
}
