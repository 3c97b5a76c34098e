import { type ClientListQuery, LANDING_CLIENT_SEARCH } from '@brokerdesk/contract/constants';

/** The landing page's search text, kept in the URL. */
export const LANDING_SEARCH_PARAM = 'q';

/** The landing page's list of active clients for a search (docs/spec/core-and-application.md §2, §9). */
export const landingListParams = (query: string): Partial<ClientListQuery> => ({ ...LANDING_CLIENT_SEARCH, query });

/** The set-up checklist's client counts: whether the adviser has any client, of either type. */
export const ACTIVE_CLIENT_COUNT: Partial<ClientListQuery> = { clientType: 'active', limit: 1 };
export const ARCHIVED_CLIENT_COUNT: Partial<ClientListQuery> = { clientType: 'archived', limit: 1 };

/** A broker's home: the five newest leads and how many there are. */
export const NEW_LEADS: Partial<ClientListQuery> = {
  clientType: 'lead',
  orderBy: 'created_at',
  orderType: 'desc',
  limit: 5,
};
