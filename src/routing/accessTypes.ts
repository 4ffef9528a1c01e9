import type { RoutePath } from './routeTable';

/**
 * The pages of one kind of account (requirements §6: accessType 1 has the subscription and bundle
 * pages, 3 the credit); opened by address by the other kind, the page gives way to a notice
 * (app/routes.tsx loads that gate with the page).
 */
export const pageAccessTypes: Partial<Record<RoutePath, 1 | 3>> = {
  '/subscriptions': 1,
  '/numbers/porting': 1,
  '/numbers/porting/:id': 1,
  '/subscription/:id/options': 1,
  '/credit': 3,
  '/account/:poc/bundles-overview': 1,
  '/account/:poc/bundles-request/extra-user/:subscriptionBundleId': 1,
  '/account/:poc/bundles-request/extra-number': 1,
  '/account/:poc/bundles-request/extra-user-overview': 1,
  '/account/:poc/bundles-request/extra-number-overview': 1,
};
