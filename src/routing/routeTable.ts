import type { Role } from '../api/permissions';
import { pageTitles } from '../text/pageTitles';
import { openRouteHandles } from './openRoutes';

/**
 * Who may open a route: 'guest' only without a session, 'public' always, 'user' with one (and the
 * permission routing/routePermissions.ts names for it).
 */
export type RouteAccess = 'guest' | 'public' | 'user';
/** Where the header's back button goes: a path, or closing the native web view. */
export type BackTarget = string | 'close-webview' | null;

export interface RouteHandle {
  title: string;
  access: RouteAccess;
  back: BackTarget;
  /**
   * Open to inactive accounts too (requirements §6: they get the dashboard's helpdesk notice and, as admins, the
   * support pages). Mirrors the server's `allowInactive` route option; every other protected route
   * leads an inactive account back to '/app'.
   */
  allowInactive?: boolean;
  /**
   * Whether the page shows the desktop's breadcrumb (routeChain.ts): given with a logged-in page's
   * handle when the page loads (app/routes.tsx), so the first visit does not carry the route chain.
   */
  subPage?: (role: Role | null) => boolean;
  /**
   * The page is a card of its own, as the login is (its heading inside the card, centred on desktop):
   * the desktop frame prints no page heading above it.
   */
  card?: boolean;
}

const bundles = '/account/:poc/bundles-overview';

/**
 * Every route of requirements §2 with its header title, access and back target. The logged-in pages'
 * load with those pages (app/routes.tsx); the first visit carries only the open ones (openRoutes.ts).
 */
export const routeHandles = {
  ...openRouteHandles,
  '/app': {
    title: pageTitles.dashboard,
    access: 'user',
    back: 'close-webview',
    allowInactive: true,
  },
  '/messages': { title: pageTitles.messages, access: 'user', back: '/app' },
  '/numbers': { title: pageTitles.numbers, access: 'user', back: '/app' },
  // Beyond requirements §2: porting numbers in (docs/decisions/0123-porting-requests-and-their-messages.md).
  '/numbers/porting': { title: pageTitles.portingForm, access: 'user', back: '/numbers' },
  '/numbers/porting/:id': { title: pageTitles.portingStatus, access: 'user', back: '/numbers' },
  '/subscriptions': {
    title: pageTitles.subscriptions,
    access: 'user',
    back: '/app',
  },
  '/subscription/:id/options': {
    title: pageTitles.subscriptionOptions,
    access: 'user',
    back: '/subscriptions',
  },
  '/invoices': { title: pageTitles.invoices, access: 'user', back: '/app' },
  '/invoice/:id': { title: pageTitles.invoice, access: 'user', back: '/invoices' },
  '/invoice-details': { title: pageTitles.invoiceDetails, access: 'user', back: '/invoices' },
  '/blacklist': { title: pageTitles.blacklist, access: 'user', back: '/app' },
  '/account': { title: pageTitles.account, access: 'user', back: '/app' },
  '/settings': { title: pageTitles.settings, access: 'user', back: '/app' },
  '/password-edit': { title: pageTitles.passwordEdit, access: 'user', back: '/account' },
  '/email-edit': { title: pageTitles.emailEdit, access: 'user', back: '/account' },
  '/usage': { title: pageTitles.usage, access: 'user', back: '/app' },
  '/credit': { title: pageTitles.credit, access: 'user', back: '/app' },
  // Beyond requirements §2: every user's own logins and two-step methods (docs/decisions/0025-security-page.md).
  '/security': { title: pageTitles.security, access: 'user', back: '/app' },
  '/feedback': { title: pageTitles.feedback, access: 'user', back: '/app', allowInactive: true },
  '/feedback/create': {
    title: pageTitles.feedbackCreate,
    access: 'user',
    back: '/feedback',
    allowInactive: true,
  },
  '/feedback/ticket/:id': {
    title: pageTitles.ticket,
    access: 'user',
    back: '/feedback',
    allowInactive: true,
  },
  [bundles]: {
    title: pageTitles.bundlesOverview,
    access: 'user',
    back: '/app',
  },
  '/account/:poc/bundles-request/extra-user/:subscriptionBundleId': {
    title: pageTitles.extraUserRequest,
    access: 'user',
    back: bundles,
  },
  '/account/:poc/bundles-request/extra-number': {
    title: pageTitles.extraNumberRequest,
    access: 'user',
    back: bundles,
  },
  '/account/:poc/bundles-request/extra-user-overview': {
    title: pageTitles.extraUserOverview,
    access: 'user',
    back: bundles,
  },
  '/account/:poc/bundles-request/extra-number-overview': {
    title: pageTitles.extraNumberOverview,
    access: 'user',
    back: bundles,
  },
  // Beyond requirements §2: team access (docs/decisions/0085-one-permission-matrix.md).
  '/team': { title: pageTitles.team, access: 'user', back: '/app' },
  '/team/activity': { title: pageTitles.activity, access: 'user', back: '/team' },
} satisfies Record<string, RouteHandle>;

export type RoutePath = keyof typeof routeHandles;
