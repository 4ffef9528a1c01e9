import { nl } from '../text/nl';
import { teamAccessText as teamText } from '../text/teamAccess';

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
  '/app': {
    title: nl.titles.dashboard,
    access: 'user',

    back: 'close-webview',
    allowInactive: true,
  },
  '/messages': { title: nl.titles.messages, access: 'user', back: '/app' },
  '/numbers': { title: nl.titles.numbers, access: 'user', back: '/app' },
  '/subscriptions': {
    title: nl.titles.subscriptions,
    access: 'user',

    back: '/app',
    accessType: 1,
  },
  '/subscription/:id/options': {
    title: nl.titles.subscriptionOptions,
    access: 'user',

    back: '/subscriptions',
    accessType: 1,
  },
  '/invoices': { title: nl.titles.invoices, access: 'user', back: '/app' },
  '/invoice/:id': { title: nl.titles.invoice, access: 'user', back: '/invoices' },
  '/blacklist': { title: nl.titles.blacklist, access: 'user', back: '/app' },
  '/account': { title: nl.titles.account, access: 'user', back: '/app' },
  '/settings': { title: nl.titles.settings, access: 'user', back: '/app' },
  '/password-edit': { title: nl.titles.passwordEdit, access: 'user', back: '/account' },
  '/email-edit': { title: nl.titles.emailEdit, access: 'user', back: '/account' },
  '/usage': { title: nl.titles.usage, access: 'user', back: '/app' },
  '/credit': { title: nl.titles.credit, access: 'user', back: '/app', accessType: 3 },
  // Beyond requirements §2: every user's own logins and two-step methods (docs/decisions/0025-security-page.md).
  '/security': { title: nl.titles.security, access: 'user', back: '/app' },
  '/feedback': { title: nl.titles.feedback, access: 'user', back: '/app', allowInactive: true },
  '/feedback/create': {
    title: nl.titles.feedbackCreate,
    access: 'user',

    back: '/feedback',
    allowInactive: true,
  },
  '/feedback/ticket/:id': {
    title: nl.titles.ticket,
    access: 'user',

    back: '/feedback',
    allowInactive: true,
  },
  [bundles]: {
    title: nl.titles.bundlesOverview,
    access: 'user',

    back: '/app',
    accessType: 1,
  },
  '/account/:poc/bundles-request/extra-user/:subscriptionBundleId': {
    title: nl.titles.extraUserRequest,
    access: 'user',

    back: bundles,
    accessType: 1,
  },
  '/account/:poc/bundles-request/extra-number': {
    title: nl.titles.extraNumberRequest,
    access: 'user',

    back: bundles,
    accessType: 1,
  },
  '/account/:poc/bundles-request/extra-user-overview': {
    title: nl.titles.extraUserOverview,
    access: 'user',

    back: bundles,
    accessType: 1,
  },
  '/account/:poc/bundles-request/extra-number-overview': {
    title: nl.titles.extraNumberOverview,
    access: 'user',

    back: bundles,
    accessType: 1,
  },
  // Beyond requirements §2: team access (docs/decisions/0085-one-permission-matrix.md).
  '/team': { title: teamText.pageTitle, access: 'user', back: '/app' },
  '/team/activity': { title: teamText.activityTitle, access: 'user', back: '/team' },
  '/invitation': { title: teamText.invitationTitle, access: 'public', back: '/' },
} satisfies Record<string, RouteHandle>;

export type RoutePath = keyof typeof routeHandles;
