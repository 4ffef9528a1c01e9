import type { Permission } from '../api/permissions';
import { nl } from '../text/nl';
import { teamAccessText as teamText } from '../text/teamAccess';

/** Who may open a route: 'guest' only without a session, 'public' always, 'user' with one (and its `permission`). */
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
  /**
   * What the user's role must hold to open the page (src/api/permissions.ts, the server's matrix); without
   * it the page shows a Dutch notice. A role that holds it but not its '.change' only looks: no save buttons.
   */
  permission?: Permission;
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
    permission: 'own.login',
    back: 'close-webview',
    allowInactive: true,
  },
  '/messages': { title: nl.titles.messages, access: 'user', permission: 'own.login', back: '/app' },
  '/numbers': { title: nl.titles.numbers, access: 'user', permission: 'numbers', back: '/app' },
  '/subscriptions': {
    title: nl.titles.subscriptions,
    access: 'user',
    permission: 'subscription',
    back: '/app',
    accessType: 1,
  },
  '/subscription/:id/options': {
    title: nl.titles.subscriptionOptions,
    access: 'user',
    permission: 'subscription',
    back: '/subscriptions',
    accessType: 1,
  },
  '/invoices': { title: nl.titles.invoices, access: 'user', permission: 'invoices', back: '/app' },
  '/invoice/:id': { title: nl.titles.invoice, access: 'user', permission: 'invoices', back: '/invoices' },
  '/blacklist': { title: nl.titles.blacklist, access: 'user', permission: 'blacklist', back: '/app' },
  '/account': { title: nl.titles.account, access: 'user', permission: 'account', back: '/app' },
  '/settings': { title: nl.titles.settings, access: 'user', permission: 'account', back: '/app' },
  '/password-edit': { title: nl.titles.passwordEdit, access: 'user', permission: 'own.login', back: '/account' },
  '/email-edit': { title: nl.titles.emailEdit, access: 'user', permission: 'own.login', back: '/account' },
  '/usage': { title: nl.titles.usage, access: 'user', permission: 'usage', back: '/app' },
  '/credit': { title: nl.titles.credit, access: 'user', permission: 'credit', back: '/app', accessType: 3 },
  // Beyond requirements §2: every user's own logins and two-step methods (docs/decisions/0025-security-page.md).
  '/security': { title: nl.titles.security, access: 'user', permission: 'own.login', back: '/app' },
  '/feedback': { title: nl.titles.feedback, access: 'user', permission: 'tickets', back: '/app', allowInactive: true },
  '/feedback/create': {
    title: nl.titles.feedbackCreate,
    access: 'user',
    permission: 'tickets',
    back: '/feedback',
    allowInactive: true,
  },
  '/feedback/ticket/:id': {
    title: nl.titles.ticket,
    access: 'user',
    permission: 'tickets',
    back: '/feedback',
    allowInactive: true,
  },
  [bundles]: {
    title: nl.titles.bundlesOverview,
    access: 'user',
    permission: 'subscription',
    back: '/app',
    accessType: 1,
  },
  '/account/:poc/bundles-request/extra-user/:subscriptionBundleId': {
    title: nl.titles.extraUserRequest,
    access: 'user',
    permission: 'extra.users',
    back: bundles,
    accessType: 1,
  },
  '/account/:poc/bundles-request/extra-number': {
    title: nl.titles.extraNumberRequest,
    access: 'user',
    permission: 'subscription',
    back: bundles,
    accessType: 1,
  },
  '/account/:poc/bundles-request/extra-user-overview': {
    title: nl.titles.extraUserOverview,
    access: 'user',
    permission: 'extra.users',
    back: bundles,
    accessType: 1,
  },
  '/account/:poc/bundles-request/extra-number-overview': {
    title: nl.titles.extraNumberOverview,
    access: 'user',
    permission: 'subscription',
    back: bundles,
    accessType: 1,
  },
  // Beyond requirements §2: team access (docs/decisions/0085-one-permission-matrix.md).
  '/team': { title: teamText.pageTitle, access: 'user', permission: 'team', back: '/app' },
  '/team/activity': { title: teamText.activityTitle, access: 'user', permission: 'activity', back: '/team' },
  '/invitation': { title: teamText.invitationTitle, access: 'public', back: '/' },
} satisfies Record<string, RouteHandle>;

export type RoutePath = keyof typeof routeHandles;
