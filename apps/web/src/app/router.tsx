import type { User } from '@brokerdesk/contract/constants';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { NOT_FOUND_TITLE, NotFoundPage } from '../components/not-found-page';
import { prefetchApplication } from '../features/application';
import { PublicLayout } from '../features/auth';
import { CLIENT_LIST_SEARCH_PATTERN, openClientLoader } from '../features/clients';
import { firstApplicantDocumentsLoader } from '../features/documents';
import type { HelpSlug } from '../features/help';
import { listSearchPattern } from '../lib/list-params';
import { homePathFor } from '../lib/me';
import { metaQuery } from '../lib/meta';
import { queryClient } from '../lib/query-client';
import { getToken } from '../lib/session';
import { ensureSession, requireAccess } from '../lib/session-loader';
import { adviserHomeLoader } from './home/home-loader';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';
import { applicantTitle, documentsTitle, settingsTitle } from './route-titles';
import { AppLayout } from './shell/app-layout';
import { ShellFallback } from './shell/shell-fallback';

export type { RouteHandle, SideNav } from './route-handle';

type Access = (user: User, params: LoaderFunctionArgs['params']) => boolean;
const isAdmin: Access = (u) => u.is_admin;
const ownBroker: Access = (u, p) => u.is_admin || (u.role === 'broker' && String(u.broker_id) === p.brokerId);
const ownPlanner: Access = (u, p) => u.is_admin || (u.role === 'planner' && String(u.planner_id) === p.plannerId);
const isBroker: Access = (u) => u.role === 'broker';
const isPlanner: Access = (u) => u.role === 'planner';
const isAdviser: Access = (u) => u.role === 'broker' || u.role === 'planner';
const notClient: Access = (u) => u.role !== 'client';
const signedIn: Access = () => true;
const adviserOrAdmin: Access = (u) => u.is_admin || u.role === 'broker' || u.role === 'planner';
const ownClient: Access = (u, p) => (u.role === 'client' ? String(u.client_id) === p.clientId : true);

/**
 * A signed-in page, loaded on first visit (code split by area, docs/engineering-guide.md §5), for the users `access`
 * allows, named by `handle.title`.
 */
function page(
  path: string,
  access: Access,
  load: () => Promise<{ Component: React.ComponentType }>,
  handle: RouteHandle,
): RouteObject {
  return {
    path,
    handle,
    loader: async ({ request, params }) => {
      // An application page's client and progress are asked for beside the session check, not after the page draws.
      // A fact-find page's own answers too (its path's last part names the page), beside the page's code.
      if (handle.nav === 'application' && params.clientId && getToken()) {
        prefetchApplication(Number(params.clientId), new URL(request.url).pathname.split('/').at(-1));
      }
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
function listPages(base: string, title: string, load: Parameters<typeof page>[2]): RouteObject[] {
  return [page(`${base}/list`, isAdmin, load, { title }), page(listSearchPattern(base), isAdmin, load, { title })];
}

/** A public page: no loader, named by its title. */
const publicPage = (path: string, title: string, lazy: () => Promise<object>): RouteObject => ({
  path,
  handle: { title } satisfies RouteHandle,
  lazy,
});

/** The adviser settings pages, for brokers and planners alike (docs/engineering-guide.md §3 rule 2). */
function settingsPages(
  segment: string,
  load: Parameters<typeof page>[2],
  title: RouteHandle['title'],
  help: HelpSlug,
  kinds: readonly ('broker' | 'planner')[] = ['broker', 'planner'],
): RouteObject[] {
  return kinds.map((kind) =>
    page(`${kind}/:${kind}Id/${segment}`, kind === 'broker' ? ownBroker : ownPlanner, load, {
      nav: 'adviser-settings',
      title,
      help,
    }),
  );
}

/** The fact-find pages, named as the application navigation names them (features/application/nav-pages.ts). */
const FACT_FIND_PAGES = [
  ['requirement', 'Requirements', () => import('../features/application/requirement-page')],
  ['asset', 'Assets', () => import('../features/application/assets-page')],
  ['liability', 'Liabilities', () => import('../features/application/liabilities-page')],
  ['expense', 'Living Expenses', () => import('../features/application/expenses-page')],
  ['risk-profile', 'Risk Profile', () => import('../features/application/risk-profile-page')],
  ['submit', 'Submit', () => import('../features/portal/submit-page')],
] as const;

/** The one route table (docs/engineering-guide.md §2), exported for its tests. */
export const routes: RouteObject[] = [
  {
    // Above both layouts: the tab title and its announcement follow every page, signed in or not.
    Component: RootLayout,
    children: [
      {
        element: <PublicLayout />,
        // The public frame paints while the page's code loads on a first visit.
        HydrateFallback: PublicLayout,
        errorElement: <RouteError />,
        children: [
          publicPage('login', 'Sign in', () => import('../features/auth/login-page')),
          publicPage('signup', 'Start your free trial', () => import('../features/auth/signup-page')),
          publicPage('forgot-password', 'Forgot your password?', () => import('../features/auth/forgot-password-page')),
          publicPage(
            'reset-password/:token',
            'Choose a new password',
            () => import('../features/auth/reset-password-page'),
          ),
          publicPage(
            'verify-email/:token',
            'Confirm your email address',
            () => import('../features/auth/verify-email-page'),
          ),
          publicPage(
            'accept-invite/:token',
            'Accept your invitation',
            () => import('../features/portal/accept-invite-page'),
          ),
          publicPage('logged-out', 'Logged out', () => import('../features/auth/logged-out-page')),
          publicPage('client/logged-out', 'Logged out', () => import('../features/auth/client-logged-out-page')),
          publicPage('contact', 'Contact us', () => import('../features/legal/contact-page')),
          publicPage('privacy', 'Privacy Policy', () => import('../features/legal/privacy-page')),
          publicPage('terms', 'Terms of Service', () => import('../features/legal/terms-page')),
        ],
      },
      {
        id: 'app',
        // The session, and whether the demo banner shows (asked for as the app starts, lib/meta.ts): a page drawn
        // before that answer would be pushed down by the banner when it came.
        loader: async ({ request }) => {
          const [session] = await Promise.all([
            ensureSession(request),
            queryClient.ensureQueryData(metaQuery).catch(() => null),
          ]);
          return session;
        },
        // Every route change passes through here, so the token check of docs/spec/core-and-application.md §4 runs on
        // each navigation.
        shouldRevalidate: () => true,
        Component: AppLayout,
        // A first visit draws the shell's frame at once while the session check and the page load.
        HydrateFallback: ShellFallback,
        errorElement: <RouteError />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, loader: async ({ request }) => redirect(homePathFor(await ensureSession(request))) },
              {
                path: 'broker/home',
                handle: { title: 'Home' } satisfies RouteHandle,
                loader: adviserHomeLoader('broker'),
                lazy: () => import('./home/broker-home-page'),
              },
              {
                path: 'planner/home',
                handle: { title: 'Home' } satisfies RouteHandle,
                loader: adviserHomeLoader('planner'),
                lazy: () => import('./home/planner-home-page'),
              },
              page('broker/onboard', isBroker, () => import('./home/onboarding-page'), {
                title: 'Set up your account',
              }),
              page('planner/onboard', isPlanner, () => import('./home/onboarding-page'), {
                title: 'Set up your account',
              }),
              page('client/list', isAdviser, () => import('../features/clients/client-list-page'), {
                title: 'Clients',
              }),
              page(CLIENT_LIST_SEARCH_PATTERN, isAdviser, () => import('../features/clients/client-list-page'), {
                title: 'Clients',
              }),
              page('client/board', isAdviser, () => import('../features/clients/board-page'), {
                title: 'Pipeline',
              }),
              page('client/import', isAdviser, () => import('../features/clients/import-clients-page'), {
                title: 'Import clients',
              }),
              { path: 'client/:clientId', loader: openClientLoader },
              page('client/:clientId/activity', notClient, () => import('../features/clients/client-activity-page'), {
                nav: 'application',
                title: 'Activity',
              }),
              page('client/:clientId/review/:reviewId', notClient, () => import('../features/clients/review-page'), {
                nav: 'application',
                title: 'Annual review',
              }),
              page('client/:clientId/messages', ownClient, () => import('../features/messages/messages-page'), {
                nav: 'application',
                title: 'Messages',
              }),
              page(
                'client/:clientId/serviceability',
                notClient,
                () => import('../features/reports/serviceability-page'),
                {
                  nav: 'application',
                  title: 'Serviceability',
                },
              ),
              page('client/:clientId/strategies', notClient, () => import('../features/reports/strategies-page'), {
                nav: 'application',
                title: 'Strategies',
              }),
              // Upload to the lodgement system and its confirmation route: one page module, one entry here.
              page(
                'client/:clientId/lodgement/:view?',
                notClient,
                () => import('../features/lodgement/lodgement-page'),
                {
                  nav: 'application',
                  title: ({ params }) =>
                    params.view === 'confirmation' ? 'Lodgement confirmation' : 'Upload to the lodgement system',
                },
              ),
              page('client/:clientId/home', ownClient, () => import('./home/client-home-page'), {
                nav: 'application',
                title: 'Home',
              }),
              page(
                'client/:clientId/application/applicant/:applicantId',
                ownClient,
                () => import('../features/application/applicants/applicant-profile-page'),
                { nav: 'application', title: applicantTitle },
              ),
              ...FACT_FIND_PAGES.map(([key, title, load]) =>
                page(`client/:clientId/application/${key}`, ownClient, load, { nav: 'application', title }),
              ),
              // application-document (clientId, applicantId); without an applicant it opens the first one's.
              page(
                'client/:clientId/application/document/:applicantId',
                ownClient,
                () => import('../features/documents/documents-page'),
                { nav: 'application', title: documentsTitle },
              ),
              { path: 'client/:clientId/application/document', loader: firstApplicantDocumentsLoader },
              ...settingsPages(
                'account',
                () => import('../features/advisers/account-page'),
                settingsTitle('Account', 'My account'),
                'your-details',
              ),
              ...settingsPages(
                'password',
                () => import('../features/users/password-page'),
                settingsTitle('Password'),
                'your-details',
              ),
              ...settingsPages(
                'site-appearance',
                () => import('../features/appearance/site-appearance-page'),
                settingsTitle('Site appearance'),
                'appearance',
              ),
              ...settingsPages(
                'mail-setting',
                () => import('../features/mail-settings/mail-settings-page'),
                settingsTitle('Mail settings'),
                'email-settings',
              ),
              ...(['broker', 'planner'] as const).map((kind) =>
                page(
                  `${kind}/:${kind}Id/serviceability`,
                  kind === 'broker' ? ownBroker : ownPlanner,
                  () => import('../features/reports/serviceability-settings-page'),
                  { nav: 'adviser-settings', title: settingsTitle('Serviceability settings') },
                ),
              ),
              // docs/spec/settings-billing-admin.md §2: broker-payment loads the broker and goes to broker-stripe, the
              // Payment Settings; the planner's payment page is Payment Settings itself.
              page('broker/:brokerId/payment', ownBroker, () => import('../features/billing/payment-redirect-page'), {
                nav: 'adviser-settings',
                title: 'Payment Settings',
                help: 'payments',
              }),
              page('broker/:brokerId/stripe', ownBroker, () => import('../features/billing/payment-page'), {
                nav: 'adviser-settings',
                title: settingsTitle('Payment Settings'),
                help: 'payments',
              }),
              page('planner/:plannerId/payment', ownPlanner, () => import('../features/billing/payment-page'), {
                nav: 'adviser-settings',
                title: settingsTitle('Payment Settings'),
                help: 'payments',
              }),
              // docs/spec/settings-billing-admin.md §2: the lead capture form and templates are broker screens only.
              ...settingsPages(
                'lead-capture',
                () => import('../features/leads/lead-capture-page'),
                settingsTitle('Lead capture'),
                'new-client',
                ['broker'],
              ),
              ...settingsPages(
                'template',
                () => import('../features/templates/templates-page'),
                settingsTitle('Templates'),
                'workflow',
                ['broker'],
              ),
              // The help page names itself (useTitleOverride), so its titles stay out of the first load.
              page('help/:slug', notClient, () => import('../features/help/help-page'), { nav: 'help', title: 'Help' }),
              page('security', signedIn, () => import('../features/auth/security-page'), { title: 'Security' }),
              page('audit', adviserOrAdmin, () => import('../features/audit/audit-page'), { title: 'Audit' }),
              page('dashboard', isAdmin, () => import('./dashboard/dashboard-page'), { title: 'Dashboard' }),
              page('document/catalogue', isAdmin, () => import('../features/catalogue/catalogue-page'), {
                title: 'Document catalogue',
              }),
              ...listPages('broker', 'Brokers', () => import('../features/advisers/broker-list-page')),
              ...listPages('planner', 'Planners', () => import('../features/advisers/planner-list-page')),
              ...listPages('feedback', 'Feedback', () => import('../features/feedback/feedback-list-page')),
              ...listPages('stripe', 'Webhook responses', () => import('../features/billing/webhook-list-page')),
              page('stripe/:id', isAdmin, () => import('../features/billing/webhook-event-page'), {
                title: 'Webhook event',
              }),
              page('metric/home', isAdmin, () => import('../features/metrics/metrics-home-page'), { title: 'Metrics' }),
              page('metric/:name/:year', isAdmin, () => import('../features/metrics/metric-chart-page'), {
                title: ({ params }) => `Metric chart, ${params.year}`,
              }),
              page('mailbox', isAdmin, () => import('../features/mailbox/mailbox-page'), { title: 'Mailbox' }),
              page('mailbox/:emailId', isAdmin, () => import('../features/mailbox/mailbox-email-page'), {
                title: 'Email',
              }),
              { path: '*', handle: { title: NOT_FOUND_TITLE } satisfies RouteHandle, element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
