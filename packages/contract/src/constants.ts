import type { ApplicantType, ApplicationPage } from './clients-values';

/*
 * Plain values that server and web share and that the browser needs on its first paint. They live apart from the
 * schemas: a page that reads only these downloads no zod (the portal's first load; decision 011).
 */

export const PRODUCT_NAME = 'BrokerDesk';

/** docs/spec/core-and-application.md §2 Shell, §9: the header background when an adviser has not chosen one. */
export const DEFAULT_HEADER_BACKGROUND = '#1A356F';
/** docs/spec/settings-billing-admin.md §9: 'although #182F64 is shown when a planner's colour is unset'. */
const PLANNER_DEFAULT_HEADER_BACKGROUND = '#182F64';
/** docs/spec/settings-billing-admin.md §2, §9: the banner colour picker's Reset link sets white. */
export const RESET_HEADER_BACKGROUND = '#ffffff';

/** The colour an adviser who has not chosen one is shown: the planner's own default, else the product navy. */
export function defaultHeaderBackground(kind: 'broker' | 'planner'): string {
  return kind === 'planner' ? PLANNER_DEFAULT_HEADER_BACKGROUND : DEFAULT_HEADER_BACKGROUND;
}

/**
 * List paging shared by every list endpoint (docs/spec/core-and-application.md §9: page size 50, offset 0; at most 200
 * a page).
 */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
/** The list route's stand-in for an empty search (docs/spec/core-and-application.md §9: "a fixed marker string"). */
export const EMPTY_QUERY_MARKER = '-';

/** docs/spec/core-and-application.md §4: locked for a suspended adviser or one on the Free plan after the trial. */
export const LOCKED_PAGES: readonly ApplicationPage[] = ['liability', 'expense', 'risk-profile', 'document', 'submit'];

/** docs/spec/core-and-application.md §2 Application navigation labels. */
export const APPLICANT_LABELS: Record<ApplicantType, string> = {
  person: 'Applicant',
  company: 'Company',
  trust: 'Trust',
};
/** docs/spec/core-and-application.md §3: an unnamed applicant shows as '[None]'. */
export const UNNAMED_APPLICANT = '[None]';

/** The fact-find pages that show completeness (application/completeness.ts works it out). */
export const COMPLETENESS_PAGES = ['profile', 'requirement', 'asset', 'liability', 'expense', 'risk-profile'] as const;
export type CompletenessPage = (typeof COMPLETENESS_PAGES)[number];

/**
 * How many of each repeatable item one owner may hold (docs/decisions/015-input-boundary.md): far above any real
 * fact-find or settings page, low enough that no caller can grow a list without bound. Per applicant for an
 * applicant's own lists, per client for assets and liabilities (above what the largest templates add to a new
 * client: 8 asset types × 20), per adviser for the rest.
 */
export const ITEM_CAPS = {
  address: 20,
  employment: 20,
  other_income: 20,
  asset: 200,
  liability: 200,
} as const;
export const MAX_TEMPLATES = 100;
export const MAX_CUSTOM_DOCUMENT_TYPES = 300;
export const MAX_ATTACHMENTS = 10;
