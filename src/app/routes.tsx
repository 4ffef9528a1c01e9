import { lazy, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { AppShell, type DesktopFrame } from '../frame/AppShell';
import { NotFoundPage } from '../frame/NotFoundPage';
import type { PageAccess } from '../frame/PageAccess';
import { loadPageAccess } from '../frame/pageAccessChunk';
import { RouteErrorPage } from '../frame/RouteErrorPage';
import { pageAccessTypes } from '../routing/accessTypes';
import { openRouteHandles } from '../routing/openRoutes';
import type { UserRoutePath as UserPath } from '../routing/routePermissions';
import type { RouteHandle, RoutePath } from '../routing/routeTable';
import type { FirstRead } from '../state/hooks';
import { rememberFirstRead } from './firstReads';

type PageModule = Promise<{ default: ComponentType; firstRead?: FirstRead }>;

/**
 * One lazily loaded chunk per route; the page module's default export is the page, and its export
 * `firstRead`, if any, the read a page load starts before the page's first render (app/firstReads.ts).
 * The pages open without a login come first; the logged-in pages load with their access check
 * (`userPages`, whose chunks the build's route-chunks.json preloads with the page's own).
 */
const openPages: Record<Exclude<RoutePath, UserPath>, () => PageModule> = {
  '/': () => import(/* webpackChunkName: "login" */ '../session/pages/LoginPage'),
  '/forgot-password': () => import(/* webpackChunkName: "forgot-password" */ '../session/pages/ForgotPasswordPage'),
  '/reset-password': () => import(/* webpackChunkName: "reset-password" */ '../session/pages/ResetPasswordPage'),
  '/email-confirm': () => import(/* webpackChunkName: "email-confirm" */ '../session/pages/EmailConfirmPage'),
  '/invitation': () => import(/* webpackChunkName: "invitation" */ '../features/team/InvitationPage'),
  '/activate': () => import(/* webpackChunkName: "activate" */ '../session/pages/ActivatePage'),
};

const userPages: Record<UserPath, () => PageModule> = {
  '/app': () => import(/* webpackChunkName: "dashboard" */ '../features/dashboard/DashboardPage'),
  '/messages': () => import(/* webpackChunkName: "messages" */ '../features/messages/MessagesPage'),
  '/numbers': () => import(/* webpackChunkName: "numbers" */ '../features/numbers/NumbersPage'),
  '/numbers/porting': () => import(/* webpackChunkName: "porting-form" */ '../features/porting/PortingFormPage'),
  '/numbers/porting/:id': () =>
    import(/* webpackChunkName: "porting-status" */ '../features/porting/PortingStatusPage'),
  '/subscriptions': () => import(/* webpackChunkName: "subscriptions" */ '../features/subscriptions/SubscriptionsPage'),
  '/subscription/:id/options': () =>
    import(/* webpackChunkName: "subscription-options" */ '../features/subscriptions/SubscriptionOptionsPage'),
  '/invoices': () => import(/* webpackChunkName: "invoices" */ '../features/invoices/InvoicesPage'),
  '/invoice/:id': () => import(/* webpackChunkName: "invoice" */ '../features/invoices/InvoicePage'),
  '/invoice-details': () => import(/* webpackChunkName: "invoice-details" */ '../features/invoices/InvoiceDetailsPage'),
  '/blacklist': () => import(/* webpackChunkName: "blacklist" */ '../features/blacklist/BlacklistPage'),
  '/account': () => import(/* webpackChunkName: "account" */ '../features/account/AccountPage'),
  '/settings': () => import(/* webpackChunkName: "settings" */ '../features/settings/SettingsPage'),
  '/password-edit': () => import(/* webpackChunkName: "password-edit" */ '../features/account/PasswordEditPage'),
  '/email-edit': () => import(/* webpackChunkName: "email-edit" */ '../features/account/EmailEditPage'),
  '/usage': () => import(/* webpackChunkName: "usage" */ '../features/usage/UsagePage'),
  '/credit': () => import(/* webpackChunkName: "credit" */ '../features/credit/CreditPage'),
  '/security': () => import(/* webpackChunkName: "security" */ '../features/security/SecurityPage'),
  '/feedback': () => import(/* webpackChunkName: "feedback" */ '../features/support/FeedbackPage'),
  '/feedback/create': () => import(/* webpackChunkName: "feedback-create" */ '../features/support/TicketCreatePage'),
  '/feedback/ticket/:id': () => import(/* webpackChunkName: "ticket" */ '../features/support/TicketPage'),
  '/account/:poc/bundles-overview': () =>
    import(/* webpackChunkName: "bundles-overview" */ '../features/bundles/BundlesOverviewPage'),
  '/account/:poc/bundles-request/extra-user/:subscriptionBundleId': () =>
    import(/* webpackChunkName: "extra-user-request" */ '../features/bundles/ExtraUserRequestPage'),
  '/account/:poc/bundles-request/extra-number': () =>
    import(/* webpackChunkName: "extra-number-request" */ '../features/bundles/ExtraNumberRequestPage'),
  '/account/:poc/bundles-request/extra-user-overview': () =>
    import(/* webpackChunkName: "extra-user-overview" */ '../features/bundles/ExtraUserOverviewPage'),
  '/account/:poc/bundles-request/extra-number-overview': () =>
    import(/* webpackChunkName: "extra-number-overview" */ '../features/bundles/ExtraNumberOverviewPage'),
  '/team': () => import(/* webpackChunkName: "team" */ '../features/team/TeamPage'),
  '/team/activity': () => import(/* webpackChunkName: "activity" */ '../features/team/ActivityPage'),
};

const isUserPath = (path: RoutePath): path is UserPath => Object.hasOwn(userPages, path);
const paths = [...Object.keys(openPages), ...Object.keys(userPages)] as RoutePath[];

/** A logged-in page whose access check did not load either: the frame's access rules still apply. */
const unloadedUserPage: RouteHandle = { title: '', access: 'user', back: '/app' };

/**
 * A logged-in page's handle (title, back target) comes with its access check, so the first visit
 * carries only the open pages' (routing/openRoutes.ts). The router shows nothing at all when a route's
 * `lazy` itself rejects (a chunk lost on a weak connection), so a failed load becomes a page that
 * throws, which the route's errorElement catches; the frame keeps the page's handle where it came.
 */
async function loadPage(path: RoutePath): Promise<{ Component: ComponentType; handle?: RouteHandle }> {
  const accessType = pageAccessTypes[path];
  const userPath = isUserPath(path) ? path : null;
  const access = userPath ? loadPageAccess() : null;
  try {
    const [page, checks, gate] = await Promise.all([
      isUserPath(path) ? userPages[path]() : openPages[path](),
      access,
      accessType ? loadAccessTypeGate() : null,
    ]);
    rememberFirstRead(path, page.firstRead);
    const Page = accessType && gate ? gated(gate.AccessTypeGate, page.default, accessType) : page.default;
    return userPath && checks
      ? { Component: checked(checks.PageAccess, Page, userPath), handle: checks.userPageHandle(userPath) }
      : { Component: Page };
  } catch (error) {
    const checks = await access?.catch(() => null);
    return {
      Component: function PageNotLoaded(): never {
        throw error;
      },
      handle: userPath ? (checks?.userPageHandle(userPath) ?? unloadedUserPage) : undefined,
    };
  }
}

/** Loaded with the pages that need it, not with the entry. */
const loadAccessTypeGate = () => import(/* webpackChunkName: "access-gate" */ '../features/dashboard/AccessTypeGate');

/** A page of one kind of account (the route table's accessType): the other kind gets a notice instead. */
function gated(
  AccessTypeGate: (props: { accessType: 1 | 3; children: ReactNode }) => ReactNode,
  Page: ComponentType,
  accessType: 1 | 3,
): ComponentType {
  return function GatedPage() {
    return (
      <AccessTypeGate accessType={accessType}>
        <Page />
      </AccessTypeGate>
    );
  };
}

/** A logged-in page behind its access check: 'Geen toegang' for a role without its permission. */
function checked(Access: typeof PageAccess, Page: ComponentType, path: UserPath): ComponentType {
  return function CheckedPage() {
    return (
      <Access path={path}>
        <Page />
      </Access>
    );
  };
}

/** The desktop frame (top bar, side menu, breadcrumb): one chunk, fetched on desktop once a page needs it. */
const loadDesktopFrame = () => import(/* webpackChunkName: "desktop-frame" */ '../features/navigation/public');
const desktopFrame: DesktopFrame = {
  Navigation: lazy(async () => ({ default: (await loadDesktopFrame()).DesktopNavigation })),
  Breadcrumb: lazy(async () => ({ default: (await loadDesktopFrame()).Breadcrumb })),
};

export const routes: RouteObject[] = [
  {
    element: <AppShell desktopFrame={desktopFrame} />,
    // Outside the shell (it failed itself); pages fail inside it, keeping the header's back button.
    errorElement: <RouteErrorPage />,
    // The first route chunk is loading: keep the screen calm instead of flashing content.
    hydrateFallbackElement: <div className="app app-starting" aria-busy="true" />,
    children: [
      ...paths.map((path): RouteObject => ({
        // The path as id: the frame finds a page's place in the route table by it (routing/routeChain.ts).
        id: path,
        path,
        handle: isUserPath(path) ? undefined : openRouteHandles[path],
        errorElement: <RouteErrorPage />,
        lazy: () => loadPage(path),
      })),
      // Without a session an unknown address leads to the login; with one, to the not-found page.
      {
        path: '*',
        element: <NotFoundPage />,
        handle: { title: '', access: 'user', back: '/app', allowInactive: true } satisfies RouteHandle,
      },
    ],
  },
];
