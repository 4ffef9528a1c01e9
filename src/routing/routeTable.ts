import { nl } from '../text/nl';

/** Who may open a route: 'guest' only without a session, 'public' always, 'user' with one, 'admin' as admin. */
export type RouteAccess = 'guest' | 'public' | 'user' | 'admin';
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
   * Only for accounts of this accessType (requirements §6: 1 has the subscription and bundle pages, 3 the credit);
   * opened by address by the other kind, the page gives way to a notice (app/routes.tsx).
   */
  accessType?: 1 | 3;
}

const bundles = '/account/:poc/bundles-overview';

/** Every route of requirements §2 with its header title, access and back target. */
export const routeHandles = {
  '/': { title: nl.titles.login, access: 'guest', back: null },
  '/forgot-password': { title: nl.titles.forgotPassword, access: 'public', back: '/' },
  // Beyond requirements §2: the page behind the forgot-password mail's link (docs/decisions/0016-reset-password-page.md).
  '/reset-password': { title: nl.titles.resetPassword, access: 'public', back: '/' },
  // Beyond requirements §2: the page behind the link that confirms a new login address (docs/decisions/0076-confirmed-login-address.md).
  '/email-confirm': { title: nl.titles.emailConfirm, access: 'public', back: '/' },
  '/app': { title: nl.titles.dashboard, access: 'user', back: 'close-webview', allowInactive: true },
  '/messages': { title: nl.titles.messages, access: 'user', back: '/app' },
  '/numbers': { title: nl.titles.numbers, access: 'user', back: '/app' },
  '/subscriptions': { title: nl.titles.subscriptions, access: 'admin', back: '/app', accessType: 1 },
  '/subscription/:id/options': {
    title: nl.titles.subscriptionOptions,
    access: 'admin',
    back: '/subscriptions',
    accessType: 1,
  },
  '/invoices': { title: nl.titles.invoices, access: 'admin', back: '/app' },
  '/invoice/:id': { title: nl.titles.invoice, access: 'admin', back: '/invoices' },
  '/blacklist': { title: nl.titles.blacklist, access: 'admin', back: '/app' },
  '/account': { title: nl.titles.account, access: 'admin', back: '/app' },
  '/settings': { title: nl.titles.settings, access: 'admin', back: '/app' },
  '/password-edit': { title: nl.titles.passwordEdit, access: 'admin', back: '/account' },
  '/email-edit': { title: nl.titles.emailEdit, access: 'admin', back: '/account' },
  '/usage': { title: nl.titles.usage, access: 'admin', back: '/app' },
  '/credit': { title: nl.titles.credit, access: 'admin', back: '/app', accessType: 3 },
  // Beyond requirements §2: every user's own logins and two-step methods (docs/decisions/0025-security-page.md).
  '/security': { title: nl.titles.security, access: 'user', back: '/app' },
  '/feedback': { title: nl.titles.feedback, access: 'admin', back: '/app', allowInactive: true },
  '/feedback/create': { title: nl.titles.feedbackCreate, access: 'admin', back: '/feedback', allowInactive: true },
  '/feedback/ticket/:id': { title: nl.titles.ticket, access: 'admin', back: '/feedback', allowInactive: true },
  [bundles]: { title: nl.titles.bundlesOverview, access: 'admin', back: '/app', accessType: 1 },
  '/account/:poc/bundles-request/extra-user/:subscriptionBundleId': {
    title: nl.titles.extraUserRequest,
    access: 'admin',
    back: bundles,
    accessType: 1,
  },
  '/account/:poc/bundles-request/extra-number': {
    title: nl.titles.extraNumberRequest,
    access: 'admin',
    back: bundles,
    accessType: 1,
  },
  '/account/:poc/bundles-request/extra-user-overview': {
    title: nl.titles.extraUserOverview,
    access: 'admin',
    back: bundles,
    accessType: 1,
  },
  '/account/:poc/bundles-request/extra-number-overview': {
    title: nl.titles.extraNumberOverview,
    access: 'admin',
    back: bundles,
    accessType: 1,
  },
} satisfies Record<string, RouteHandle>;

export type RoutePath = keyof typeof routeHandles;
