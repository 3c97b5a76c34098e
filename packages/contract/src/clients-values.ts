import type { ClientListQuery } from './clients';

/** Client list: types, statuses, portal access and sorts, as the list route and API name them. */
export const CLIENT_TYPES = ['active', 'archived', 'lead'] as const;
export const CLIENT_STATUSES = ['not-started', 'in-progress', 'submitted', 'lodged'] as const;
export const CLIENT_ACCESS = ['none', 'invited', 'active'] as const;
export const CLIENT_SORTS = ['last_activity_timestamp', 'name', 'created_at', 'status'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export type ClientAccess = (typeof CLIENT_ACCESS)[number];
/** A client's status as every screen and the report word it. */
export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  'not-started': 'Not started',
  'in-progress': 'In progress',
  submitted: 'Submitted',
  lodged: 'Lodged',
};

/**
 * The application's pages, as the `submit.pages` string names them (docs/spec/core-and-application.md §2 Application
 * navigation).
 */
export const APPLICATION_PAGES = [
  'profile',
  'requirement',
  'asset',
  'liability',
  'expense',
  'risk-profile',
  'document',
  'submit',
] as const;
export type ApplicationPage = (typeof APPLICATION_PAGES)[number];
export const DEFAULT_SUBMIT_PAGES = APPLICATION_PAGES.join(',');

/** docs/spec/core-and-application.md §9: the landing page's search of active clients. */
export const LANDING_CLIENT_SEARCH: Partial<ClientListQuery> = {
  clientType: 'active',
  status: 'all',
  access: 'all',
  orderBy: 'last_activity_timestamp',
  orderType: 'desc',
  limit: 30,
};

export const APPLICANT_TYPES = ['person', 'company', 'trust'] as const;
export type ApplicantType = (typeof APPLICANT_TYPES)[number];

/** What only the browser sees, logged by POST common/log-activity. */
export const BROWSER_ACTIVITY_ACTIONS = ['page_opened', 'report_viewed', 'video_played'] as const;

/**
 * A deal's stages after lodgement (the pipeline): open ones in order, then the two that close a deal at any point.
 * The board shows the open ones as columns; a declined or withdrawn deal leaves them.
 */
export const DEAL_STAGES = ['lodged', 'conditional', 'unconditional', 'settled', 'declined', 'withdrawn'] as const;
export type DealStage = (typeof DEAL_STAGES)[number];
export const BOARD_STAGES = ['lodged', 'conditional', 'unconditional', 'settled'] as const;
export const DEAL_STAGE_LABELS: Record<DealStage, string> = {
  lodged: 'Lodged',
  conditional: 'Conditional approval',
  unconditional: 'Unconditional approval',
  settled: 'Settled',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};
/** Which tasks a task list shows: due today, overdue (before today, not done), or all of them. */
export const TASK_DUE_FILTERS = ['today', 'overdue', 'all'] as const;
