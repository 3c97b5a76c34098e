import type { AdviserKind } from '@brokerdesk/contract/constants';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { WELCOME_PARAM } from '../../features/clients';
import { CONFIRM_REGISTRATION_PARAM } from '../../lib/me';
import { CLIENT_LIST_PATH } from '../../lib/paths';
import { ensureSession, requireAccess } from '../../lib/session-loader';

/**
 * broker/home and planner/home: with 'Show this page each time you log in' off (should_show_landing), home goes
 * straight to the client list. The landing page still opens when asked for on purpose (the client list's
 * 'Welcome page' link) and right after sign-up. If the setting cannot be read, the landing page is shown.
 */
export function adviserHomeLoader(kind: AdviserKind) {
  return async ({ request }: LoaderFunctionArgs) => {
    // Loaded on use, so the settings schemas stay out of the login page's first download; fetched beside the session
    // check rather than after it.
    const landing = import('./landing-data');
    const me = await ensureSession(request);
    requireAccess(me, (u) => u.role === kind);
    const id = kind === 'broker' ? me.broker_id : me.planner_id;
    if (!id) return null;
    const search = new URL(request.url).searchParams;
    const detail = (await landing).loadLanding({ kind, id }, search);
    if (search.has(WELCOME_PARAM) || search.has(CONFIRM_REGISTRATION_PARAM)) return null;
    const answer = await detail;
    if (answer && !answer.should_show_landing) return redirect(CLIENT_LIST_PATH);
    return null;
  };
}
