/** Fixed product data of the reference provider: plans, bundles and ticket vocabularies. */
import type { BundleKind } from '../../src/api/contract';
import { formatEuro } from '../../src/text/format';

/** A prepaid bundle's line under its name: its price incl. btw. */
const priceInclVat = (amount: number): string => `${formatEuro(amount)} incl. btw`;

export interface PlanSeed {
  id: number;
  type: string;
  name: string;
  description: string;
  salesLine1: string;
  price: number;
  icon: string;
  accessType: 1 | 3;
  /** National minutes included per month; null: unlimited; 0 for prepaid bundles (credit). */
  includedMinutes: number | null;
}

export const plans: PlanSeed[] = [
  {
    id: 1,
    type: 'abonnement',
    name: 'Zakelijk Start',
    description: 'Je zakelijke nummer op je mobiel met 250 belminuten per maand.',
    salesLine1: 'Ideaal voor zzp’ers',
    price: 9.95,
    icon: 'start',
    accessType: 1,
    includedMinutes: 250,
  },
  {
    id: 2,
    type: 'abonnement',
    name: 'Zakelijk Plus',
    description: 'Je zakelijke nummer op je mobiel met 1000 belminuten per maand.',
    salesLine1: 'Meest gekozen',
    price: 14.95,
    icon: 'plus',
    accessType: 1,
    includedMinutes: 1000,
  },
  {
    id: 3,
    type: 'abonnement',
    name: 'Zakelijk Onbeperkt',
    description: 'Onbeperkt bellen naar vaste en mobiele nummers in Nederland.',
    salesLine1: 'Voor veelbellers',
    price: 24.95,
    icon: 'onbeperkt',
    accessType: 1,
    includedMinutes: null,
  },
  {
    id: 11,
    type: 'bundel',
    name: 'Prepaid 100',
    description: '100 belminuten, te gebruiken binnen 30 dagen.',
    salesLine1: priceInclVat(4.99),
    price: 4.12,
    icon: 'prepaid',
    accessType: 3,
    includedMinutes: 0,
  },
  {
    id: 12,
    type: 'bundel',
    name: 'Prepaid 200',
    description: '200 belminuten, te gebruiken binnen 30 dagen.',
    salesLine1: priceInclVat(9.99),
    price: 8.26,
    icon: 'prepaid',
    accessType: 3,
    includedMinutes: 0,
  },
  {
    id: 13,
    type: 'bundel',
    name: 'Prepaid 300',
    description: '300 belminuten, te gebruiken binnen 30 dagen.',
    salesLine1: priceInclVat(14.99),
    price: 12.39,
    icon: 'prepaid',
    accessType: 3,
    includedMinutes: 0,
  },
  {
    id: 14,
    type: 'bundel',
    name: 'Prepaid 400',
    description: '400 belminuten, te gebruiken binnen 30 dagen.',
    salesLine1: priceInclVat(19.99),
    price: 16.52,
    icon: 'prepaid',
    accessType: 3,
    includedMinutes: 0,
  },
];

export const bundleIds: Record<BundleKind, number> = {
  'extra-user': 1,
  'extra-local-number': 2,
  'extra-business-number': 3,
};

export const bundles: Array<{ id: number; kind: BundleKind; name: string; price: number }> = [
  { id: bundleIds['extra-user'], kind: 'extra-user', name: 'Extra gebruiker', price: 1 },
  { id: bundleIds['extra-local-number'], kind: 'extra-local-number', name: 'Extra lokaal nummer', price: 1 },
  {
    id: bundleIds['extra-business-number'],
    kind: 'extra-business-number',
    name: 'Extra zakelijk 085-nummer',
    price: 1,
  },
];

/**
 * The one-off fee of porting numbers in, per request (a block included), euro excl. btw: within the
 * € 10 the rules allow a new provider to charge once (docs/decisions/0125-porting-fee-on-the-next-invoice.md).
 */
export const PORTING_FEE = 5;

/** Extension ids of extra numbers (requirements §9). */
export const EXTENSION_MOBILE = 132;
export const EXTENSION_BUSINESS = 145;
export const EXTENSION_LOCAL = 120;

/** Access types of plans: 1 a subscription (with bundles), 3 prepaid credit. */
export const ACCESS_TYPE_SUBSCRIPTION = 1;
export const ACCESS_TYPE_PREPAID = 3;

/** The ticket category that extra-number requests belong to. */
export const TICKET_CATEGORY_NUMBERS = 2;
/** 'Facturen en betalingen': the one category a Financieel reads and asks in. */
export const TICKET_CATEGORY_INVOICES = 3;
export const ticketCategories = [
  { id: 1, name: 'Algemene vraag' },
  { id: 2, name: 'Nummers en extra nummers' },
  { id: 3, name: 'Facturen en betalingen' },
  { id: 4, name: 'Storing' },
];
/** Ticket type 4 is an extra-number request, hidden from the ticket list; 1 is an ordinary question. */
export const TICKET_TYPE_QUESTION = 1;
export const TICKET_TYPE_EXTRA_NUMBER = 4;
export const ticketStatuses = { open: 1, inProgress: 2, waitingForCustomer: 3, closed: 4 } as const;
export const ticketStatusNames: Record<number, string> = {
  1: 'Open',
  2: 'In behandeling',
  3: 'Wacht op reactie',
  4: 'Gesloten',
};

export const VAT_RATE = 0.21;
export const withVat = (amount: number): number => Math.round(amount * (1 + VAT_RATE) * 100) / 100;
