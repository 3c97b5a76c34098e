import type { User } from '@brokerdesk/contract/constants';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { PublicLayout } from '../features/auth';
import { CLIENT_LIST_SEARCH_PATTERN, openClientLoader } from '../features/clients';
import { adviserHomeLoader } from '../features/home';
import { listSearchPattern } from '../lib/list-params';
import { NotFoundPage } from './not-found-page';
import { RouteError } from './route-error';
import { homePathFor } from './session';
import { ensureSession, requireAccess } from './session-loader';
import { AppLayout } from './shell/app-layout';

/**
 * Which side navigation a page shows (docs/spec/core-and-application.md §2: only application, help, client and adviser
 * detail pages).
 */
export type SideNav = 'adviser-settings' | 'application' | 'help';
export interface RouteHandle {
  nav?: SideNav;
}

type Access = (user: User, params: LoaderFunctionArgs['params']) => boolean;
const isAdmin: Access = (u) => u.is_admin;
const ownBroker: Access = (u, p) => u.is_admin || (u.role === 'broker' && String(u.broker_id) === p.brokerId);
const ownPlanner: Access = (u, p) => u.is_admin || (u.role === 'planner' && String(u.planner_id) === p.plannerId);
const isBroker: Access = (u) => u.role === 'broker';
const isPlanner: Access = (u) => u.role === 'planner';
const isAdviser: Access = (u) => u.role === 'broker' || u.role === 'planner';
const notClient: Access = (u) => u.role !== 'client';
const ownClient: Access = (u, p) => (u.role === 'client' ? String(u.client_id) === p.clientId : true);

/**
 * A signed-in page, loaded on first visit (code split by area, docs/engineering-guide.md §5), for the users `access`
 * allows.
 */
function page(
  path: string,
  access: Access,
  load: () => Promise<{ Component: React.ComponentType }>,
  handle?: RouteHandle,
): RouteObject {
  return {
    path,
    handle,
    loader: async ({ request, params }) => {
      requireAccess(await ensureSession(request), (u) => access(u, params));
      return null;
    },
    lazy: load,
  };
}

/**
 * An admin list (docs/spec/core-and-application.md §2 Broker list): its default view and its list-search view, on one
 * page module.
 */
function listPages(base: string, load: Parameters<typeof page>[2]): RouteObject[] {
  return [page(`${base}/list`, isAdmin, load), page(listSearchPattern(base), isAdmin, load)];
}

const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      { path: 'login', lazy: () => import('../features/auth/login-page') },
      { path: 'signup', lazy: () => import('../features/auth/signup-page') },
      { path: 'forgot-password', lazy: () => import('../features/auth/forgot-password-page') },
      { path: 'reset-password/:token', lazy: () => import('../features/auth/reset-password-page') },
      { path: 'verify-email/:token', lazy: () => import('../features/auth/verify-email-page') },
      { path: 'accept-invite/:token', lazy: () => import('../features/portal/accept-invite-page') },
      { path: 'logged-out', lazy: () => import('../features/auth/logged-out-page') },
      { path: 'client/logged-out', lazy: () => import('../features/auth/client-logged-out-page') },
      { path: 'contact', lazy: () => import('../features/legal/contact-page') },
      { path: 'privacy', lazy: () => import('../features/legal/privacy-page') },
      { path: 'terms', lazy: () => import('../features/legal/terms-page') },
    ],
  },
  {
    id: 'app',
    loader: ({ request }) => ensureSession(request),
    // Every route change passes through here, so the token check of docs/spec/core-and-application.md §4 runs on each
    // navigation.
    shouldRevalidate: () => true,
    Component: AppLayout,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, loader: async ({ request }) => redirect(homePathFor(await ensureSession(request))) },
          {
            path: 'broker/home',
            loader: adviserHomeLoader('broker'),
            lazy: () => import('../features/home/broker-home-page'),
          },
          {
            path: 'planner/home',
            loader: adviserHomeLoader('planner'),
            lazy: () => import('../features/home/planner-home-page'),
          },
          page('broker/onboard', isBroker, () => import('../features/home/onboarding-page')),
          page('planner/onboard', isPlanner, () => import('../features/home/onboarding-page')),
          page('client/list', isAdviser, () => import('../features/clients/client-list-page')),
          page(CLIENT_LIST_SEARCH_PATTERN, isAdviser, () => import('../features/clients/client-list-page')),
          { path: 'client/:clientId', loader: openClientLoader },
          page('client/:clientId/activity', notClient, () => import('../features/clients/client-activity-page'), {
            nav: 'application',
          }),
          page('client/:clientId/home', ownClient, () => import('../features/home/client-home-page'), {
            nav: 'application',
          }),
          page(
            'client/:clientId/application/applicant/:applicantId',
            ownClient,
            () => import('../features/applicants/applicant-profile-page'),
            { nav: 'application' },
          ),
          ...(
            [
              ['requirement', () => import('../features/application/requirement-page')],
              ['asset', () => import('../features/application/assets-page')],
              ['liability', () => import('../features/application/liabilities-page')],
              ['expense', () => import('../features/application/expenses-page')],
              ['risk-profile', () => import('../features/application/risk-profile-page')],
              ['submit', () => import('../features/portal/submit-page')],
            ] as const
          ).map(([key, load]) => page(`client/:clientId/application/${key}`, ownClient, load, { nav: 'application' })),
          page('broker/:brokerId/account', ownBroker, () => import('../features/advisers/account-page'), {
            nav: 'adviser-settings',
          }),
          page('planner/:plannerId/account', ownPlanner, () => import('../features/advisers/account-page'), {
            nav: 'adviser-settings',
          }),
          page('broker/:brokerId/password', ownBroker, () => import('../features/users/password-page'), {
            nav: 'adviser-settings',
          }),
          page('planner/:plannerId/password', ownPlanner, () => import('../features/users/password-page'), {
            nav: 'adviser-settings',
          }),
          page(
            'broker/:brokerId/site-appearance',
            ownBroker,
            () => import('../features/appearance/site-appearance-page'),
            { nav: 'adviser-settings' },
          ),
          page(
            'planner/:plannerId/site-appearance',
            ownPlanner,
            () => import('../features/appearance/site-appearance-page'),
            { nav: 'adviser-settings' },
          ),
          page(
            'broker/:brokerId/mail-setting',
            ownBroker,
            () => import('../features/mail-settings/mail-settings-page'),
            { nav: 'adviser-settings' },
          ),
          page(
            'planner/:plannerId/mail-setting',
            ownPlanner,
            () => import('../features/mail-settings/mail-settings-page'),
            { nav: 'adviser-settings' },
          ),
          page('broker/:brokerId/lead-capture', ownBroker, () => import('../features/leads/lead-capture-page'), {
            nav: 'adviser-settings',
          }),
          page('broker/:brokerId/template', ownBroker, () => import('../features/templates/templates-page'), {
            nav: 'adviser-settings',
          }),
          page('dashboard', isAdmin, () => import('../features/dashboard/dashboard-page')),
          page('document/catalogue', isAdmin, () => import('../features/documents/catalogue-page')),
          ...listPages('broker', () => import('../features/advisers/broker-list-page')),
          ...listPages('planner', () => import('../features/advisers/planner-list-page')),
          ...listPages('feedback', () => import('../features/feedback/feedback-list-page')),
          ...listPages('stripe', () => import('../features/billing/webhook-list-page')),
          page('stripe/:id', isAdmin, () => import('../features/billing/webhook-event-page')),
          page('metric/home', isAdmin, () => import('../features/metrics/metrics-home-page')),
          page('metric/:name/:year', isAdmin, () => import('../features/metrics/metric-chart-page')),
          page('mailbox', isAdmin, () => import('../features/mailbox/mailbox-page')),
          page('mailbox/:emailId', isAdmin, () => import('../features/mailbox/mailbox-email-page')),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
