import type { Permission } from '../api/permissions';
import type { routeHandles, RoutePath } from './routeTable';

/** The logged-in pages: the routes of access 'user' (routeTable.ts). */
export type UserRoutePath = {
  [Path in RoutePath]: (typeof routeHandles)[Path]['access'] extends 'user' ? Path : never;
}[RoutePath];

/**
 * What the user's role must hold to open each logged-in page (src/api/permissions.ts, the server's
 * matrix); without it the page shows 'Geen toegang'. A role that holds it but not its '.change' only
 * looks: a notice, and no save buttons. Loaded with the logged-in pages' access check
 * (frame/PageAccess.tsx), not with the route table, which every first visit carries.
 */
export const routePermissions: Record<UserRoutePath, Permission> = {
  '/app': 'own.login',
  '/messages': 'own.login',
  '/numbers': 'numbers',
  '/numbers/porting': 'porting.change',
  '/numbers/porting/:id': 'porting',
  '/subscriptions': 'subscription',
  '/subscription/:id/options': 'subscription',
  '/invoices': 'invoices',
  '/invoice/:id': 'invoices',
  '/invoice-details': 'invoice.details',
  '/blacklist': 'blacklist',
  '/account': 'account',
  '/settings': 'account',
  '/password-edit': 'own.login',
  '/email-edit': 'own.login',
  '/usage': 'usage',
  '/credit': 'credit',
  '/security': 'own.login',
  '/feedback': 'tickets',
  '/feedback/create': 'tickets',
  '/feedback/ticket/:id': 'tickets',
  '/account/:poc/bundles-overview': 'subscription',
  '/account/:poc/bundles-request/extra-user/:subscriptionBundleId': 'extra.users',
  '/account/:poc/bundles-request/extra-number': 'subscription',
  '/account/:poc/bundles-request/extra-user-overview': 'extra.users',
  '/account/:poc/bundles-request/extra-number-overview': 'subscription',
  '/team': 'team',
  '/team/activity': 'activity',
};
