import type { AccessType } from '../../api/contract';
import { can, type Role } from '../../api/permissions';
import { href } from '../../routing/href';
import type { RoutePath } from '../../routing/routeTable';
import { dashboardText as t } from '../../text/dashboard';
import { pageTitles } from '../../text/pageTitles';
import { teamText } from '../../text/team';

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
  | 'invoiceDetails'
  | 'settings'
  | 'support'
  | 'security'
  | 'team'
  | 'activity';

export interface RowFacts {
  /** The user's role (src/api/permissions.ts); null before the answer. */
  role: Role | null;
  active: boolean;
  hasSms: boolean;
  /** accessType of the subscription; null without one. */
  accessType: AccessType | null;
}

/**
 * Which rows a user sees (requirements §2 "Dashboard" and §6): each row follows the permission of its
 * page in the server's matrix (src/api/permissions.ts). A Gebruiker sees the outgoing-number selector,
 * the messages link, number settings and the security page; a Financieel the money pages and
 * 'Factuurgegevens'.
 * An inactive account keeps only 'Ondersteuning', and only where the role has the tickets: the server
 * refuses it everything else (even the outgoing number switch), and its helpdesk notice points there.
 * The desktop side menu is built from this same rule (`menuEntries`), so the two never differ.
 */
export function dashboardRows({ role, active, hasSms, accessType }: RowFacts): DashboardRow[] {
  const may = (permission: Parameters<typeof can>[1]) => can(role, permission);
  if (!active) return may('tickets') ? ['support'] : [];
  const rows: Array<DashboardRow | false> = [
    hasSms && may('numbers') && 'messages',
    may('numbers') && 'outgoingNumber',
    may('account') && 'email',
    may('credit') && accessType === 3 && 'credit',
    may('numbers') && accessType === 1 && 'numberSettings',
    may('subscription') && accessType === 1 && 'subscription',
    may('subscription') && accessType === 1 && 'bundles',
    may('account') && 'account',
    may('team') && 'team',
    may('activity') && 'activity',
    may('usage') && 'usage',
    may('blacklist') && 'blacklist',
    may('invoices') && 'invoices',
    // Btw number, PO number and invoice address: where those who keep the books look, beside 'Facturen'.
    may('invoice.details') && 'invoiceDetails',
    may('account') && 'settings',
    may('tickets') && 'support',
    // Who has 'Configuratie' reaches the security page there; every other user from here.
    !may('account') && 'security',
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
  invoiceDetails: pageTitles.invoiceDetails,
  settings: t.settings,
  support: t.support,
  security: t.security,
  team: teamText.pageTitle,
  activity: teamText.activityTitle,
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
  // A dashboard without its own 'Beveiliging' row (an admin's leads there through 'Configuratie'); the
  // menu, a page's way to every other, names it at the end.
  if (facts.role !== null && facts.active && !rows.includes('security')) rows.push('security');
  return [
    { key: 'overview', label: pageTitles.dashboard, to: href('/app') },
    ...rows.map((row) => ({ key: row, label: menuLabel(row), to: rowTarget(row, poc) })),
  ];
}

/** The menu names a page as its title does: 'Tegoed' rather than the dashboard row's 'Tegoed / Verlengen'. */
const menuLabel = (row: PageRow): string => (row === 'credit' ? pageTitles.credit : rowLabels[row]);

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
    invoiceDetails: '/invoice-details',
    settings: '/settings',
    support: '/feedback',
    security: '/security',
    team: '/team',
    activity: '/team/activity',
  } as const satisfies Record<typeof row, RoutePath>;
  return href(targets[row]);
}

/** The dashboard's e-mail: at most `max` characters in total, the ellipsis included (requirements §9). */
export function shortEmail(email: string, max: number): string {
  return email.length > max ? `${email.slice(0, Math.max(0, max - 1))}…` : email;
}
