import type { AccessType } from './contract';
import type { OverviewPartName } from './overview';
import { can, type Role } from './permissions';

/** What decides which panels of the overview a user sees. */
export interface PanelFacts {
  /** The user's role; null before the answer. */
  role: Role | null;
  active: boolean;
  /** accessType of the current subscription; null without one. */
  accessType: AccessType | null;
}

/** Each panel, and the parts within one that not every user who sees the panel may see. */
export type PanelRights = Record<OverviewPartName, boolean> & {
  /** The count of blocked numbers in 'Nummers' and its link. */
  blockedNumbers: boolean;
  /** The link to the number settings in 'Nummers'. */
  numberSettings: boolean;
};

/**
 * The one rule of who sees what on the overview, shared by the server (which reads only what it
 * allows) and the app (which shows only that). Each panel follows the permission of its detail
 * page in the role matrix (src/api/permissions.ts): costs and invoices for the money roles, the
 * subscription for those who read it, numbers for those who see them. An inactive account reads
 * only support (as its helpdesk notice says), where the role has the tickets.
 */
export function panelRights({ role, active, accessType }: PanelFacts): PanelRights {
  const may = (permission: Parameters<typeof can>[1]) => active && can(role, permission);
  return {
    month: may('usage'),
    subscription: may('subscription') && accessType === 1,
    lastInvoice: may('invoices'),
    support: can(role, 'tickets'),
    numbers: may('numbers'),
    blockedNumbers: may('blacklist'),
    numberSettings: may('numbers') && accessType === 1,
  };
}
