/*
 * The access module: the only place a gate is written (docs/decisions/034). `requireAccess` judges a record (whose it
 * is, which page, which plan); `requireRole` what a role may do anywhere; `checkEndpointAccess` is the route-level
 * role check of the contract's endpoint tables. Everything here sits below the features and imports none of them.
 */
export type {
  AdviserAccess,
  AdviserRecord,
  ClientRecord,
  DocumentRequestRecord,
  FileRecord,
  ReviewRecord,
} from './access.repo';
export { auditScopeOf } from './audit-scope';
export { isAnotherPersonsDetails } from './client-gates';
export { linkHolderActor } from './link-holder';
export {
  isLodgementAvailable,
  isLodgementOptionOn,
  lodgementUnavailableReason,
  mayLodge,
  mayUseStrategies,
  requireVerifiedEmail,
} from './plan-rules';
export { requireAccess } from './require-access';
export type {
  AccessTable,
  ClientAccess,
  ClientNeed,
  DocumentRequestAccess,
  FeedbackSender,
  GrantOf,
  NeedOf,
  Resource,
  ReviewAccess,
} from './resources';
export { checkEndpointAccess, type RoleNeed, requireRole } from './roles';
