/**
 * A customer's invoices in the desk, and credit notes (docs/api.md "Support desk"): every staff member
 * reads them, a teamleider credits an invoice, whole or by line, with a reason. Shared by the desk
 * (types only) and the reference server (schemas), like deskContract.ts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { IsoDate } from './contract';
import { Id, Nullable, StringEnum, Text } from './wire';

export const INVOICE_AUDIT_ACTIONS = ['invoices.open', 'invoice.credit'] as const;

export const DeskInvoiceLine = Type.Object({
  id: Type.Integer(),
  description: Type.String(),
  quantity: Type.Number(),
  unit: Type.String(),
  /** The line's total excl. btw (negative on a credit note). */
  amount: Type.Number(),
  /** A credit note already took this line off. */
  credited: Type.Boolean(),
});
export type DeskInvoiceLine = Static<typeof DeskInvoiceLine>;

export const DeskInvoice = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  date: IsoDate,
  kind: StringEnum(['invoice', 'credit']),
  /** A prepaid top-up: paid when the credit was bought. */
  prepaid: Type.Boolean(),
  /** A credit note: the invoice it corrects. */
  creditsNumber: Nullable(Type.String()),
  price: Type.Number(),
  priceVat: Type.Number(),
  /** What is left to pay after the invoice's credit notes, incl. btw. */
  toPay: Type.Number(),
  reason: Nullable(Type.String()),
  lines: Type.Array(DeskInvoiceLine),
});
export type DeskInvoice = Static<typeof DeskInvoice>;

export const DeskInvoicesResponse = Type.Object({
  customerNumber: Type.String(),
  customerName: Type.String(),
  invoices: Type.Array(DeskInvoice),
});
export type DeskInvoicesResponse = Static<typeof DeskInvoicesResponse>;

export const DeskInvoiceParams = Type.Object({ invoiceId: Id() });
export const CreditRequest = Type.Object({
  /** Why: printed on the credit note, so written for the customer. */
  reason: Text(300),
  /** The lines to credit; left out: the whole invoice (every line not credited yet). */
  lineIds: Type.Optional(Type.Array(Id(), { minItems: 1, maxItems: 200 })),
});
export type CreditRequest = Static<typeof CreditRequest>;
export const CreditResponse = Type.Object({
  message: Type.String(),
  creditNote: Type.Object({ id: Type.Integer(), number: Type.String() }),
});
export type CreditResponse = Static<typeof CreditResponse>;
