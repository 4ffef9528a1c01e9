import type { AccessType } from './contract';
import type { OverviewPartName } from './overview';

/** What decides which panels of the overview a user sees. */
export interface PanelFacts {
  isAdmin: boolean;
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
 * allows) and the app (which shows only that). It follows the rights of the detail pages' calls
 * (requirements §6): the main account holder sees costs, subscription, invoices and support; every
 * user sees the numbers. An inactive account reads only support (as its helpdesk notice says),
 * and only as admin.
 */
export function panelRights({ isAdmin, active, accessType }: PanelFacts): PanelRights {
  const admin = isAdmin && active;
  return {
    month: admin,
    subscription: admin && accessType === 1,
    lastInvoice: admin,
    support: isAdmin,
    numbers: active,
    blockedNumbers: admin,
    numberSettings: active && accessType === 1,
  };
}
