import { useParams } from 'react-router';

/**
 * The client of a client's page (client/:clientId/…, docs/spec/core-and-application.md §2): the application's pages,
 * the conversation, the lodgement, the activity all take it from the route.
 */
export function useClientId(): number {
  return Number(useParams().clientId);
}
