import type { Actor, ServiceContext } from '../context';
import {
  adviserGate,
  customDocumentTypeGate,
  fileGate,
  invoiceGate,
  resumableUploadGate,
  userGate,
} from './adviser-gates';
import { clientGate, clientListGate, documentRequestGate, feedbackGate, reviewGate } from './client-gates';
import type { AccessTable, GrantOf, NeedOf, Resource } from './resources';

type Gate<K extends keyof AccessTable> = (
  ctx: ServiceContext,
  actor: Actor,
  resource: AccessTable[K]['resource'],
  need: AccessTable[K]['need'],
) => Promise<AccessTable[K]['grant']>;

const GATES: { [K in keyof AccessTable]: Gate<K> } = {
  client: clientGate,
  'document-request': documentRequestGate,
  review: reviewGate,
  'client-list': clientListGate,
  adviser: adviserGate,
  user: userGate,
  file: (ctx, actor, resource) => fileGate(ctx, actor, resource),
  invoice: (ctx, actor, resource) => invoiceGate(ctx, actor, resource),
  'custom-document-type': (ctx, actor, resource) => customDocumentTypeGate(ctx, actor, resource),
  feedback: (ctx, actor) => feedbackGate(ctx, actor),
  'resumable-upload': (ctx, actor, resource) => resumableUploadGate(ctx, actor, resource),
};

/**
 * The one gate in front of a record (README, Architecture; docs/decisions/034): may this actor have this need of this
 * resource? Answers the records the gate loaded, or throws 404 (another's record, or none), 403 (a role, page or
 * plan that does not allow it) or 400 (a call that must name the adviser and does not).
 */
export function requireAccess<R extends Resource>(
  ctx: ServiceContext,
  actor: Actor,
  resource: R,
  need: NeedOf<R>,
): Promise<GrantOf<R>> {
  const gate = GATES[resource.kind] as Gate<R['kind']>;
  return gate(ctx, actor, resource as AccessTable[R['kind']]['resource'], need);
}
