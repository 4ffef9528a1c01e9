import type { AccessType } from '../../api/contract';
import { href } from '../../app/href';
import type { RoutePath } from '../../app/routeTable';

/** The rows of the dashboard, in display order. */
export type DashboardRow =
  | 'messages'
  | 'outgoingNumber'
  | 'email'
  | 'credit'
  | 'numberSettings'
  | 'subscription'
  | 'bundles'
  | 'account'
  | 'usage'
  | 'blacklist'
  | 'invoices'
  | 'settings'
  | 'support'
  | 'security';

export interface RowFacts {
  isAdmin: boolean;
  active: boolean;
  hasSms: boolean;
  /** accessType of the subscription; null without one. */
  accessType: AccessType | null;
}

/**
 * Which rows a user sees (requirements §2 "Dashboard" and §6). Non-admins see only the outgoing-number
 * selector, the messages link, number settings and the security page, so the prepaid credit row is for admins too.
 * An inactive account sees no rows: the server refuses it everything behind them (even the outgoing
 * number switch), and its helpdesk notice carries the way to 'Ondersteuning'.
 */
export function dashboardRows({ isAdmin, active, hasSms, accessType }: RowFacts): DashboardRow[] {
  if (!active) return [];
  const rows: Array<DashboardRow | false> = [
    hasSms && active && 'messages',
    'outgoingNumber',
    isAdmin && 'email',
    isAdmin && accessType === 3 && 'credit',
    accessType === 1 && 'numberSettings',
    isAdmin && accessType === 1 && 'subscription',
    isAdmin && accessType === 1 && 'bundles',
    isAdmin && 'account',
    isAdmin && 'usage',
    isAdmin && 'blacklist',
    isAdmin && 'invoices',
    isAdmin && 'settings',
    isAdmin && 'support',
    // Admins reach the security page from 'Configuratie'; every other user from here.
    !isAdmin && 'security',
  ];
  return rows.filter((row): row is DashboardRow => row !== false);
}

/** Where each link row goes; `poc` fills the bundles route. */
export function rowTarget(row: Exclude<DashboardRow, 'outgoingNumber'>, poc: string): string {
  if (row === 'bundles') return href('/account/:poc/bundles-overview', { poc });
  const targets = {
    messages: '/messages',
    email: '/email-edit',
    credit: '/credit',
    numberSettings: '/numbers',
    subscription: '/subscriptions',
    account: '/account',
    usage: '/usage',
    blacklist: '/blacklist',
    invoices: '/invoices',
    settings: '/settings',
    support: '/feedback',
    security: '/security',
  } as const satisfies Record<typeof row, RoutePath>;
  return href(targets[row]);
}

/** The dashboard's e-mail: at most `max` characters in total, the ellipsis included (requirements §9). */
export function shortEmail(email: string, max: number): string {
  return email.length > max ? `${email.slice(0, Math.max(0, max - 1))}…` : email;
}
