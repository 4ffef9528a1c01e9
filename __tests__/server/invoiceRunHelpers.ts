import { DEFAULT_NOW, type TestServer } from './helpers';

export interface RunReply {
  period: string;
  invoices: Array<{ id: number; number: string }>;
}

export const runMonth = (s: TestServer, period: string) => s.post<RunReply>('/api/dev/invoice-run', { period });

/**
 * The seed invoiced every month up to February (the test clock's last month). March is the first the
 * run makes invoices for: on 1 April, as the schedule would.
 */
export async function runMarch(s: TestServer): Promise<RunReply> {
  s.clock.set('2026-04-01T08:00:00Z');
  const reply = await runMonth(s, '2026-03');
  expect(reply.status).toBe(200);
  return reply.body;
}

export interface StoredInvoice {
  id: number;
  poc: string;
  number: string;
  price: number;
  priceVat: number;
  prepaid: number;
  runKey: string | null;
  kind: 'invoice' | 'credit';
}

/** The invoices a test's runs made (not the seed's history), by number. */
export const runInvoices = (s: TestServer): Promise<StoredInvoice[]> =>
  s.db.query<StoredInvoice>(
    `SELECT i.id, c.poc, i.number, i.price, i.price_vat AS "priceVat", i.prepaid, i.run_key AS "runKey", i.kind
       FROM invoices i JOIN customers c ON c.id = i.customer_id
      WHERE i.created_at >= $1 ORDER BY i.number`,
    [new Date(DEFAULT_NOW)],
  );

export const linesOf = (s: TestServer, invoiceId: number) =>
  s.db.query<{ id: number; description: string; quantity: number; unit: string; amount: number }>(
    'SELECT id, description, quantity, unit, amount FROM invoice_lines WHERE invoice_id = $1 ORDER BY sort',
    [invoiceId],
  );

/** Numbers F<year>-<from> … in one unbroken series. */
export const series = (year: number, count: number, from = 1): string[] =>
  Array.from({ length: count }, (_, i) => `F${year}-${String(from + i).padStart(6, '0')}`);

/** The last number the year's series handed out. */
export async function lastNumber(s: TestServer, year: number): Promise<number> {
  const [row] = await s.db.query<{ last: number }>('SELECT last FROM invoice_numbers WHERE year = $1', [year]);
  return row?.last ?? 0;
}
