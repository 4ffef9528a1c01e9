import { nl } from '../text/nl';
import type { RouteHandle } from './routeTable';

/**
 * The routes open without a login, with their header title, access and back target: all of the route
 * table (routeTable.ts) that the first visit carries; a logged-in page's handle loads with the page.
 */
export const openRouteHandles = {
  '/': { title: nl.titles.login, access: 'guest', back: null },
  '/forgot-password': { title: nl.titles.forgotPassword, access: 'public', back: '/' },
  // Beyond requirements §2: the page behind the forgot-password mail's link
  // (docs/decisions/0016-reset-password-page.md).
  '/reset-password': { title: nl.titles.resetPassword, access: 'public', back: '/', card: true },
  // Beyond requirements §2: the page behind the link that confirms a new login address
  // (docs/decisions/0076-confirmed-login-address.md).
  '/email-confirm': { title: nl.titles.emailConfirm, access: 'public', back: '/', card: true },
  // Beyond requirements §2: a colleague's invitation (docs/decisions/0086-invitations-and-required-two-step.md).
  '/invitation': { title: nl.titles.invitation, access: 'public', back: '/', card: true },
  // Beyond requirements §2: a new extra user activates its login
  // (docs/decisions/0114-extra-user-login-after-its-address-confirms.md).
  '/activate': { title: nl.titles.activate, access: 'public', back: '/', card: true },
} satisfies Record<string, RouteHandle>;
