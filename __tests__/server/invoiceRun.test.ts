import type { CallsResponse, InvoiceDetail } from '../../src/api/contract';
import { outbox, useTestServer } from './helpers';
import { lastNumber, linesOf, runInvoices, runMarch, runMonth, series } from './invoiceRunHelpers';

// 18 March 2026; the seed invoiced every month up to February, so the runs here make March's on 1 April.
const server = useTestServer();

describe('the monthly invoice run', () => {
  test('one invoice per subscription customer, with the sums the usage page rated', async () => {
    const s = server();
    s.clock.set('2026-04-01T07:00:00Z');
    const { token } = await s.login('admin@demo.test');
    const usage = await s.get<CallsResponse>('/api/usage/currentandpreviousmonth/100001', token);
    const ratedCents = usage.body.data.previousMonth.calls.reduce((sum, call) => sum + Math.round(call.cost * 100), 0);
    expect(ratedCents).toBeGreaterThan(0);

    const reply = await runMarch(s);
    const { token: later } = await s.login('admin@demo.test');
    const invoices = await runInvoices(s);
    expect(reply.invoices.map((i) => i.number)).toEqual(invoices.map((i) => i.number));
    // Each customer once; the prepaid customer (100002) gets none for the month.
    const pocs = invoices.map((i) => i.poc);
    expect(new Set(pocs).size).toBe(pocs.length);
    expect(pocs).not.toContain('100002');

    const admin = invoices.find((i) => i.poc === '100001');
    expect(admin).toBeDefined();
    const lines = await linesOf(s, admin?.id ?? 0);
    expect(lines.slice(0, 3).map(({ id: _id, ...line }) => line)).toEqual([
      { description: 'Abonnement Zakelijk Plus', quantity: 1, unit: 'MON', amount: 14.95 },
      { description: 'Extra gebruiker', quantity: 2, unit: 'C62', amount: 2 },
      { description: 'Extra lokaal nummer', quantity: 1, unit: 'C62', amount: 1 },
    ]);
    const callLines = lines.filter((line) => line.unit === 'MIN');
    expect(callLines.map((line) => line.description)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Gesprekken buiten de bundel, \w+$/)]),
    );
    // The call lines add up to what the usage page showed, to the cent, and 6 cents a minute.
    expect(callLines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0)).toBe(ratedCents);
    for (const line of callLines) expect(Math.round(line.amount * 100)).toBe(line.quantity * 6);
    // The page and the PDF say the minutes in the line's text.
    const detail = await s.get<InvoiceDetail>(`/api/invoices?id=${admin?.id}`, later);
    const shown = detail.body.lines.filter((line) => line.description.startsWith('Gesprekken'));
    expect(shown.map((line) => [line.description, line.quantity])).toEqual(
      callLines.map((line) => [`${line.description}: ${line.quantity} min.`, 1]),
    );
    const net = lines.reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
    expect(Math.round((admin?.price ?? 0) * 100)).toBe(net);
    expect(Math.round((admin?.priceVat ?? 0) * 100)).toBe(net + Math.round(net * 0.21));
  });

  test("a second run of the month makes nothing new; numbers continue the year's series without gaps", async () => {
    const s = server();
    const before = await lastNumber(s, 2026);
    expect(before).toBeGreaterThan(0);
    const first = await runMarch(s);
    const again = await runMonth(s, '2026-03');
    expect(again.status).toBe(200);
    expect(again.body.invoices).toEqual([]);
    const invoices = await runInvoices(s);
    expect(invoices.map((i) => i.number)).toEqual(series(2026, first.invoices.length, before + 1));
    // The next month continues the year's series.
    s.clock.set('2026-05-02T08:00:00Z');
    const april = await runMonth(s, '2026-04');
    expect(april.body.invoices[0]?.number).toBe(series(2026, 1, before + first.invoices.length + 1)[0]);
  });

  test('a month that has not ended, or is not a month, is refused', async () => {
    const s = server();
    for (const period of ['2026-03', '2026-13', '26-02']) {
      const reply = await runMonth(s, period);
      expect(reply.status).toBe(400);
    }
    expect(await runInvoices(s)).toEqual([]);
  });

  test('a month the calendar cannot hold is refused with a 400 that says which months can, never a 500', async () => {
    const s = server();
    const outOfRange = {
      message: 'Kies een maand tussen 1900-01 en 9999-11, als jaar en maand (bijvoorbeeld 2026-10).',
    };
    for (const period of ['9999-12', '0001-01', '1899-12']) {
      const reply = await runMonth(s, period);
      expect([period, reply.status, reply.body]).toEqual([period, 400, outOfRange]);
    }
    const future = await runMonth(s, '9999-11');
    expect([future.status, future.body]).toEqual([
      400,
      { message: 'Kies een maand die voorbij is, als jaar en maand (bijvoorbeeld 2026-10).' },
    ]);
    expect((await runMonth(s, '1900-01')).status).toBe(200);
    expect(await runInvoices(s)).toEqual([]);
  });

  test('each invoice is mailed once, with its PDF, to the invoice address', async () => {
    const s = server();
    await runMarch(s);
    await runMonth(s, '2026-03');
    const mails = (await outbox(s)).filter((mail) => mail.subject.startsWith('Factuur'));
    const invoices = await runInvoices(s);
    expect(mails).toHaveLength(invoices.length);
    const admin = invoices.find((i) => i.poc === '100001');
    const mail = mails.find((m) => m.subject === `Factuur ${admin?.number}`);
    expect(mail?.to).toBe('facturen@demo.test');
    // The amount as on the invoice, with a no-break space after the euro sign.
    expect(mail?.body).toContain(`totaal €\u00a0${String(admin?.priceVat).replace('.', ',')} incl. btw`);
    expect(mail?.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      [`factuur-${admin?.number}.pdf`, 'application/pdf'],
    ]);
    expect(
      Buffer.from(mail?.attachments?.[0]?.content ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  test('prepaid customers get an invoice per top-up instead of a monthly one', async () => {
    const s = server();
    await s.db.query(
      `INSERT INTO credit_topups (customer_id, plan_id, paid_at)
       SELECT id, 12, $2::timestamptz FROM customers WHERE poc = $1 UNION ALL SELECT id, 14, $3::timestamptz FROM customers WHERE poc = $1`,
      ['100002', new Date('2026-03-03T09:00:00Z'), new Date('2026-03-31T21:30:00Z')],
    );
    await runMarch(s);
    const prepaid = (await runInvoices(s)).filter((i) => i.poc === '100002');
    expect(prepaid.map((i) => [i.runKey?.startsWith('topup:'), i.prepaid, i.price, i.priceVat])).toEqual([
      [true, 1, 8.26, 9.99],
      [true, 1, 16.52, 19.99],
    ]);
    expect(await linesOf(s, prepaid[1]?.id ?? 0)).toEqual([
      { id: expect.any(Number), description: 'Tegoed Prepaid 400', quantity: 1, unit: 'C62', amount: 16.52 },
    ]);
    // The seeded top-ups were invoiced before: no run invoices them again.
    const [left] = await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM credit_topups WHERE invoice_id IS NULL',
    );
    expect(left?.n).toBe(0);
  });
});
