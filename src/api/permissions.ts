/**
 * Who of an account may do what: the one permission matrix of the portal, free of schema code. The
 * server checks it on every route (a route names its permission in its config), the OpenAPI document
 * shows it per operation (`x-permission`, `x-roles`), and the app's dashboard, menu and pages follow it.
 *
 * A new route or page names an existing permission, or adds one here with the roles that hold it; a
 * permission that changes data ends in '.change' (a read-only role never holds one).
 */
export const ROLES = ['beheerder', 'financieel', 'gebruiker', 'alleen_lezen'] as const;
export type Role = (typeof ROLES)[number];

const everyone = ROLES;
const seesAll = ['beheerder', 'alleen_lezen'] as const;
const money = ['beheerder', 'financieel', 'alleen_lezen'] as const;

export const PERMISSIONS = {
  /** The caller's own login: dashboard, configuration, security page, own password. */
  'own.login': everyone,
  /** The caller's own settings: outgoing number, two-step, newsletter (read). */
  'own.settings': everyone,
  'own.settings.change': ['beheerder', 'financieel', 'gebruiker'],
  /** The account's numbers and their names (a Gebruiker renames them, requirements §6). */
  numbers: ['beheerder', 'gebruiker', 'alleen_lezen'],
  'numbers.change': ['beheerder', 'gebruiker'],
  /** Support questions of the account; a Financieel reads and asks only those about invoices. */
  tickets: ['beheerder', 'financieel', 'alleen_lezen'],
  'tickets.change': ['beheerder', 'financieel'],
  /** Invoices: the list, the PDF and its download (an e-invoice takes this permission too). */
  invoices: money,
  /**
   * 'Factuurgegevens': the btw number, the e-mail address for invoices and 'Factuur per e-mail', the PO
   * number and a postal address for invoices.
   */
  'invoice.details': money,
  'invoice.details.change': ['beheerder', 'financieel'],
  /** Usage, the call lists and their mails. */
  usage: money,
  /** The usage limit and cap. */
  'usage.limit': money,
  'usage.limit.change': ['beheerder', 'financieel'],
  credit: money,
  /** The subscription and bundles; a Financieel reads them. */
  subscription: money,
  'subscription.change': ['beheerder'],
  /** Extra users (paid phone lines) and blocked numbers. */
  'extra.users': seesAll,
  'extra.users.change': ['beheerder'],
  blacklist: seesAll,
  'blacklist.change': ['beheerder'],
  /** Personal and company data, and the account's removal. */
  account: seesAll,
  'account.change': ['beheerder'],
  /** The export of every personal datum of the account (every user's logins, IBAN, calls): a Beheerder's. */
  'account.export': ['beheerder'],
  /** 'Gebruikers en rechten': the portal's colleagues, their roles and invitations, required two-step. */
  team: seesAll,
  'team.change': ['beheerder'],
  /** 'Activiteit': who did what and when. */
  activity: seesAll,
  /** 'Nummer overzetten': porting numbers in and their status; only a Beheerder asks for one or changes it. */
  porting: seesAll,
  'porting.change': ['beheerder'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** A role that sees what a Beheerder sees and changes nothing of the account. */
export const isReadOnlyRole = (role: Role | null | undefined): boolean => role === 'alleen_lezen';

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);
