import { type ClientDetail, PRODUCT_NAME, UNNAMED_APPLICANT, type User } from '@brokerdesk/contract/constants';
import type { Params } from 'react-router';

/**
 * Which side navigation a page shows (docs/spec/core-and-application.md §2: only application, help, client and adviser
 * detail pages).
 */
export type SideNav = 'adviser-settings' | 'application' | 'help';

/** What a page's title may depend on. */
export interface TitleContext {
  params: Params;
  /** The signed-in user; absent on the public pages. */
  me?: User;
  /** The client a page under client/:clientId belongs to, once loaded. */
  client?: ClientDetail;
}

/** What a route tells the shell about its page (the `handle` of the route table). */
export interface RouteHandle {
  nav?: SideNav;
  /** The help page (features/help HELP_PAGES slug) the page's "?" link opens: the settings pages have one. */
  help?: string;
  /** The page's name: the first part of the browser tab's title and the last crumb of the application breadcrumb. */
  title?: string | ((ctx: TitleContext) => string);
}

/** The name of the deepest route that names its page. */
export function pageName(handles: readonly unknown[], ctx: TitleContext): string | undefined {
  for (const handle of [...handles].reverse()) {
    const title = (handle as RouteHandle | undefined)?.title;
    if (title !== undefined) return typeof title === 'function' ? title(ctx) : title;
  }
  return undefined;
}

/** docs/spec/core-and-application.md §3: a client is named by their primary applicant; unnamed shows as '[None]'. */
export const clientLabel = (client: Pick<ClientDetail, 'name'>) => client.name.trim() || UNNAMED_APPLICANT;

/**
 * The browser tab's title: "{Page} · {Client or context} · BrokerDesk", so two tabs of two clients read
 * apart and the history lists pages by name. Parts not known are left out.
 */
export function documentTitle(page: string | undefined, context?: string): string {
  return [page, context, PRODUCT_NAME].filter((part) => part?.trim()).join(' · ');
}
