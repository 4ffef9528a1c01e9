import type { TestServer } from './helpers';

export interface RunReply {
  period: string;
  invoices: Array<{ id: number; number: string }>;
}

export const runMonth = (s: TestServer, period: string) => s.post<RunReply>('/api/dev/invoice-run', { period });

export interface StoredInvoice {
  id: number;
  poc: string;
  number: string;
  price: number;
  priceVat: number;
  prepaid: number;
  runKey: string;
}

/** The invoices runs made (not the seeded ones), by number. */
export const runInvoices = (s: TestServer): Promise<StoredInvoice[]> =>
  s.db.query<StoredInvoice>(
    `SELECT i.id, c.poc, i.number, i.price, i.price_vat AS "priceVat", i.prepaid, i.run_key AS "runKey"
       FROM invoices i JOIN customers c ON c.id = i.customer_id
      WHERE i.run_key IS NOT NULL ORDER BY i.number`,
  );

export const linesOf = (s: TestServer, invoiceId: number) =>
  s.db.query<{ description: string; quantity: number; unit: string; amount: number }>(
    'SELECT description, quantity, unit, amount FROM invoice_lines WHERE invoice_id = $1 ORDER BY sort',
    [invoiceId],
  );

/** Numbers F<year>-000001 … in one unbroken series. */
export const series = (year: number, count: number): string[] =>
  Array.from({ length: count }, (_, i) => `F${year}-${String(i + 1).padStart(6, '0')}`);
