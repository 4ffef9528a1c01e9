import { createHash } from 'node:crypto';
import { addMonths } from '../../server/base/dates';
import { refreshCallTotals } from '../../server/domain/callTotals';
import { monthLines } from '../../server/domain/invoicing/monthLines';
import { INVOICED_MONTHS } from '../../server/seed/invoices';
import type { CallPage, DownloadPrepareResponse, Invoice } from '../../src/api/contract';
import { outbox, useTestServer, type TestServer } from './helpers';
import { linesOf, runInvoices, runMarch, runMonth } from './invoiceRunHelpers';

// Download links are absolute: they need a listening server.
const server = useTestServer({ listen: true });

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

async function download(s: TestServer, token: string, id: number, service: 'account/invoice' | 'account/invoice-ubl') {
  const prepared = await s.post<DownloadPrepareResponse>('/api/download/prepare', { service, meta: { id } }, token);
  expect(prepared.status).toBe(200);
  const reply = await fetch(prepared.body.pdf?.pdfUrl ?? prepared.body.ubl?.ublUrl ?? '');
  expect(reply.status).toBe(200);
  return new Uint8Array(await reply.arrayBuffer());
}

/** The SHA-256 of both files of an invoice as a download gives them. */
async function hashes(s: TestServer, email: string, id: number) {
  const { token } = await s.login(email);
  return {
    pdf: sha256(await download(s, token, id, 'account/invoice')),
    ubl: sha256(await download(s, token, id, 'account/invoice-ubl')),
  };
}

describe('invoices as issued', () => {
  test("every charge of every demo customer's months is on exactly one invoice; a run of them adds nothing", async () => {
    const s = server();
    const customers = await s.db.query<{ id: number; poc: string }>('SELECT id, poc FROM customers ORDER BY id');
    for (let back = 1; back <= INVOICED_MONTHS; back += 1) {
      const periodStart = addMonths('2026-03-01', -back);
      for (const customer of customers) {
        const covering = await s.db.query<{ id: number }>(
          `SELECT id FROM invoices WHERE customer_id = $1 AND kind = 'invoice' AND prepaid = 0
              AND period_start <= $2::date + interval '1 month' - interval '1 day' AND period_end >= $2`,
          [customer.id, periodStart],
        );
        const charges = await monthLines(s.db, customer.id, periodStart);
        const where = `${customer.poc} ${periodStart}`;
        expect({ where, invoices: covering.length }).toEqual({ where, invoices: charges ? 1 : 0 });
        if (!charges || !covering[0]) continue;
        // The one invoice holds every fee, extra and call of the month: the lines the run computes now.
        const stored = (await linesOf(s, covering[0].id)).map(({ id: _id, ...line }) => line);
        const computed = charges.map((line) => ({ ...line, amount: line.amountCents / 100 }));
        expect({ where, lines: stored }).toEqual({
          where,
          lines: computed.map(({ amountCents: _cents, ...line }) => line),
        });
      }
      const again = await runMonth(s, periodStart.slice(0, 7));
      expect({ periodStart, made: again.body.invoices }).toEqual({ periodStart, made: [] });
    }
    // Every top-up on one invoice of its own.
    const topUps = await s.db.query<{ invoice_id: number | null }>('SELECT invoice_id FROM credit_topups');
    expect(topUps.length).toBeGreaterThan(0);
    expect(topUps.filter((t) => t.invoice_id === null)).toEqual([]);
    expect(new Set(topUps.map((t) => t.invoice_id)).size).toBe(topUps.length);
    // One series a year, without gaps, over every invoice the seed made.
    const numbers = await s.db.query<{ year: string; n: number; last: number }>(
      `SELECT substr(number, 2, 4) AS year, count(*)::int AS n, max(substr(number, 7)::int) AS last
         FROM invoices GROUP BY 1 ORDER BY 1`,
    );
    for (const year of numbers) expect(year.last).toBe(year.n);
  });

  test('a download has the bytes of the mail; changing the account afterwards changes no issued file', async () => {
    const s = server();
    await s.db.query(`UPDATE customers SET invoice_mail_format = 'pdf-ubl' WHERE poc = '100001'`);
    await runMarch(s);
    const march = (await runInvoices(s)).find((invoice) => invoice.poc === '100001');
    const mail = (await outbox(s)).find((m) => m.subject === `Factuur ${march?.number}`);
    const [pdfFile, ublFile] = mail?.attachments ?? [];
    const mailed = { pdf: sha256(Buffer.from(pdfFile?.content ?? '', 'base64')), ubl: sha256(ublFile?.content ?? '') };
    const first = await hashes(s, 'admin@demo.test', march?.id ?? 0);
    expect(first).toEqual(mailed);
    const { token } = await s.login('admin@demo.test');
    const seeded = (await s.get<Invoice[]>('/api/invoices', token)).body.find((i) => i.number === 'F2026-000018');
    const seededBefore = await hashes(s, 'admin@demo.test', seeded?.id ?? 0);
    expect(await hashes(s, 'admin@demo.test', seeded?.id ?? 0)).toEqual(seededBefore);

    await s.db.query(
      `UPDATE customers SET company = 'De Vries Holding B.V.', ponumber = 'PO-2027-NIEUW', vatnumber = 'NL123456789B01',
              invoice_address = 'Postbus', invoice_number = '100', invoice_zip = '1000 AA', invoice_city = 'Amsterdam'
        WHERE poc = '100001'`,
    );
    expect(await hashes(s, 'admin@demo.test', march?.id ?? 0)).toEqual(first);
    expect(await hashes(s, 'admin@demo.test', seeded?.id ?? 0)).toEqual(seededBefore);

    // The next invoice is made out to the account as it is now.
    s.clock.set('2026-05-01T08:00:00Z');
    await runMonth(s, '2026-04');
    const april = (await runInvoices(s)).find((invoice) => invoice.poc === '100001' && invoice.id !== march?.id);
    const aprilMail = (await outbox(s)).find((m) => m.subject === `Factuur ${april?.number}`);
    const ubl = aprilMail?.attachments?.[1]?.content ?? '';
    for (const now of ['De Vries Holding B.V.', 'PO-2027-NIEUW', 'NL123456789B01', 'Postbus 100', '1000 AA'])
      expect(ubl).toContain(now);
    expect(ublFile?.content).toContain('PO-2024-17');
    expect(ublFile?.content).not.toContain('Holding');
  });

  test('a character XML forbids never reaches a UBL file, not even one stored before the rule', async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const account = (await s.get<Record<string, unknown>>('/api/account', token)).body;
    const refused = await s.post<{ message: string }>('/api/account', { ...account, ponumber: 'PO-\uffff' }, token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('PO-nummer: bevat tekens die niet kunnen worden opgeslagen.');
    // Stored before the rule, by another way: the mailed file replaces it and stays well-formed.
    await s.db.query(
      `UPDATE customers SET ponumber = 'PO-\uffff', invoice_mail_format = 'pdf-ubl' WHERE poc = '100001'`,
    );
    await runMarch(s);
    const march = (await runInvoices(s)).find((invoice) => invoice.poc === '100001');
    const ubl = (await outbox(s)).find((m) => m.subject === `Factuur ${march?.number}`)?.attachments?.[1]?.content;
    expect(ubl).toContain('<cbc:BuyerReference>PO-\ufffd</cbc:BuyerReference>');
    expect(ubl).not.toMatch(/[\ufffe\uffff]/);
  });
});

describe('the usage page names the invoice that carries the calls', () => {
  test('issued with its number, due with its date, or none when no invoice will carry them', async () => {
    const s = server();
    const month = async (email: string, poc: string, which: 'current' | 'previous') => {
      const { token } = await s.login(email);
      const reply = await s.get<CallPage>(`/api/usage/calls/${poc}?month=${which}`, token);
      return reply.body.month;
    };
    expect((await month('admin@demo.test', '100001', 'previous'))?.invoice).toEqual({
      number: 'F2026-000018',
      date: '2026-03-01',
    });
    expect((await month('admin@demo.test', '100001', 'current'))?.invoice).toEqual({
      number: null,
      date: '2026-04-01',
    });
    // Prepaid calls are paid from the credit.
    expect((await month('prepaid@demo.test', '100002', 'current'))?.invoice).toBeNull();
    // A paid call recorded after February was invoiced is on no invoice: none is named.
    const before = await month('admin@demo.test', '100001', 'previous');
    const [admin] = await s.db.query<{ id: number }>(`SELECT id FROM customers WHERE poc = '100001'`);
    await s.db.query(
      `INSERT INTO calls (customer_id, type, category, called_number, telephone_number, started_at, duration)
       VALUES ($1, 'O', 'Internationaal', '3225123456', '0201234567', '2026-02-27T10:00:00Z', 600)`,
      [admin?.id],
    );
    await refreshCallTotals(s.db, admin?.id ?? 0);
    const late = await month('admin@demo.test', '100001', 'previous');
    expect(late?.cost).toBeGreaterThan(before?.cost ?? 0);
    expect(late?.invoice).toBeNull();
  });
});
