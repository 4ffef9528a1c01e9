import type { AccessType } from '../../api/contract';
import { href } from '../../routing/href';
import type { RoutePath } from '../../routing/routeTable';
import { dashboardText as t } from '../../text/dashboard';
import { nl } from '../../text/nl';

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
 * An inactive account keeps only 'Ondersteuning', and only as admin: the server refuses it everything
 * else (even the outgoing number switch), and its helpdesk notice points there.
 * The desktop side menu is built from this same rule (`menuEntries`), so the two never differ.
 */
export function dashboardRows({ isAdmin, active, hasSms, accessType }: RowFacts): DashboardRow[] {
  if (!active) return isAdmin ? ['support'] : [];
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

/** A row that leads to a page: every row but the outgoing-number selector. */
export type PageRow = Exclude<DashboardRow, 'outgoingNumber'>;
export const isPageRow = (row: DashboardRow): row is PageRow => row !== 'outgoingNumber';

/** Each page row's text, on the dashboard and in the desktop menu. */
export const rowLabels: Record<PageRow, string> = {
  messages: t.messages,
  email: t.email,
  credit: t.credit,
  numberSettings: t.numberSettings,
  subscription: t.subscription,
  bundles: t.bundles,
  account: t.account,
  usage: t.usage,
  blacklist: t.blacklist,
  invoices: t.invoices,
  settings: t.settings,
  support: t.support,
  security: t.security,
};

export interface MenuEntry {
  key: PageRow | 'overview';
  label: string;
  /** The entry's address, filled in (the bundles route carries the customer number). */
  to: string;
}

/**
 * The desktop side menu: 'Overzicht' (the dashboard) first, then the dashboard's page rows in their
 * order and with their texts: one rule for both, so what requirements §6 allows cannot differ between them.
 */
export function menuEntries(facts: RowFacts, poc: string): MenuEntry[] {
  const rows = dashboardRows(facts).filter(isPageRow);
  // An admin's dashboard leads to 'Beveiliging' through 'Configuratie'; the menu, a page's way to every
  // other, names it at the end.
  if (facts.isAdmin && facts.active) rows.push('security');
  return [
    { key: 'overview', label: nl.titles.dashboard, to: href('/app') },
    ...rows.map((row) => ({ key: row, label: menuLabel(row), to: rowTarget(row, poc) })),
  ];
}

/** The menu names a page as its title does: 'Tegoed' rather than the dashboard row's 'Tegoed / Verlengen'. */
const menuLabel = (row: PageRow): string => (row === 'credit' ? nl.titles.credit : rowLabels[row]);

/** Where each link row goes; `poc` fills the bundles route. */
export function rowTarget(row: PageRow, poc: string): string {
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
