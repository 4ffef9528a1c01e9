import type { Invoice, InvoiceDetail } from '../../src/api/contract';
import type { AuditResponse } from '../../src/api/deskContract';
import type { CreditResponse, DeskInvoicesResponse } from '../../src/api/deskInvoiceContract';
import { pdfText } from '../support/pdfText';
import { MEDEWERKER, staffLogin, TEAMLEIDER } from './deskHelpers';
import { outbox, useTestServer, type TestServer } from './helpers';
import { lastNumber } from './invoiceRunHelpers';

const server = useTestServer();

/** The admin's February invoice (issued 1 March): the seed's newest month invoice of customer 100001. */
async function february(s: TestServer, token: string): Promise<Invoice> {
  const invoices = (await s.get<Invoice[]>('/api/invoices', token)).body;
  const invoice = invoices.find((i) => i.kind === 'invoice' && i.prepaid === 0);
  if (!invoice) throw new Error('no month invoice');
  return invoice;
}

async function deskInvoices(s: TestServer, staffToken: string): Promise<DeskInvoicesResponse> {
  const reply = await s.get<DeskInvoicesResponse>('/api/desk/customer/100001/invoices', staffToken);
  expect(reply.status).toBe(200);
  return reply.body;
}

const cents = (euro: number) => Math.round(euro * 100);

describe('credit notes', () => {
  test('a teamleider credits a whole invoice: the customer sees the credit note, nothing is left to pay', async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const invoice = await february(s, token);
    const staff = await staffLogin(s, TEAMLEIDER);
    const number = await lastNumber(s, 2026);
    const reply = await s.post<CreditResponse>(
      `/api/desk/invoice/${invoice.id}/credit`,
      { reason: 'Abonnement stond een maand te vroeg aan' },
      staff.token,
    );
    expect(reply.status).toBe(201);
    const creditNumber = `F2026-${String(number + 1).padStart(6, '0')}`;
    expect(reply.body).toEqual({
      message: `Creditnota ${creditNumber} bij factuur ${invoice.number} is gemaakt en naar de klant gemaild.`,
      creditNote: { id: expect.any(Number), number: creditNumber },
    });

    const { token: again } = await s.login('admin@demo.test');
    const list = (await s.get<Invoice[]>('/api/invoices', again)).body;
    const note = list.find((i) => i.number === creditNumber);
    expect(note).toMatchObject({ kind: 'credit', creditsNumber: invoice.number, toPay: 0, updateDate: '2026-03-18' });
    expect(cents(note?.priceVat ?? 0)).toBe(-cents(invoice.priceVat));
    expect(cents(note?.price ?? 0)).toBe(-cents(invoice.price));
    expect(list.find((i) => i.id === invoice.id)?.toPay).toBe(0);
    const detail = (await s.get<InvoiceDetail>(`/api/invoices?id=${note?.id}`, again)).body;
    expect(detail.reason).toBe('Abonnement stond een maand te vroeg aan');
    expect(detail.lines.every((line) => line.amount < 0)).toBe(true);

    const mail = (await outbox(s)).find((m) => m.subject === `Creditnota ${creditNumber}`);
    expect(mail?.to).toBe('facturen@demo.test');
    expect(mail?.body).toContain(`creditnota ${creditNumber} van 18 maart 2026 bij factuur ${invoice.number}`);
    const pdf = Buffer.from(mail?.attachments?.[0]?.content ?? '', 'base64');
    expect(mail?.attachments?.[0]?.filename).toBe(`creditnota-${creditNumber}.pdf`);
    const text = await pdfText(new Uint8Array(pdf));
    for (const expected of [
      `Creditnota ${creditNumber}`,
      // A credit note has words of its own: its date is no invoice date.
      'Datum creditnota: 18 maart 2026',
      `Correctie op factuur: ${invoice.number} van 1 maart 2026`,
      'Reden: Abonnement stond een maand te vroeg aan',
      'Totaal incl. btw € -33,09',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Factuurdatum');

    const audit = await s.get<AuditResponse>('/api/desk/audit', staff.token);
    expect(audit.body.entries[0]).toMatchObject({
      action: 'invoice.credit',
      customerNumber: '100001',
      detail: `${creditNumber} bij ${invoice.number}`,
    });
  });

  test('by line: each line is credited once; the last credit leaves exactly nothing to pay', async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const invoice = await february(s, token);
    const staff = await staffLogin(s, TEAMLEIDER);
    const lines = (await deskInvoices(s, staff.token)).invoices.find((i) => i.id === invoice.id)?.lines ?? [];
    expect(lines.length).toBeGreaterThan(2);
    const [first, second] = lines;
    const credit = (body: object) =>
      s.post<{ message: string }>(`/api/desk/invoice/${invoice.id}/credit`, body, staff.token);

    expect((await credit({ reason: 'Extra gebruiker niet gebruikt', lineIds: [second?.id] })).status).toBe(201);
    const after = (await deskInvoices(s, staff.token)).invoices.find((i) => i.id === invoice.id);
    expect(after?.lines.map((line) => line.credited)).toEqual(lines.map((line) => line.id === second?.id));
    const secondCents = cents(second?.amount ?? 0);
    expect(cents(after?.toPay ?? 0)).toBe(cents(invoice.priceVat) - secondCents - Math.round(secondCents * 0.21));

    const twice = await credit({ reason: 'Nog een keer dezelfde regel', lineIds: [second?.id, first?.id] });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('Een gekozen regel is al gecrediteerd. Vernieuw de pagina en kies opnieuw.');

    expect((await credit({ reason: 'De rest van de maand' })).status).toBe(201);
    const done = (await deskInvoices(s, staff.token)).invoices;
    expect(done.find((i) => i.id === invoice.id)?.toPay).toBe(0);
    const notes = done.filter((i) => i.creditsNumber === invoice.number);
    expect(notes).toHaveLength(2);
    expect(notes.reduce((sum, note) => sum + cents(note.priceVat), cents(invoice.priceVat))).toBe(0);

    const nothing = await credit({ reason: 'En nog eens alles' });
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe('Deze factuur is al helemaal gecrediteerd.');
  });

  test('only a teamleider credits, with a reason, an invoice of a customer; a credit note is not credited', async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const invoice = await february(s, token);
    const medewerker = await staffLogin(s, MEDEWERKER);
    expect((await deskInvoices(s, medewerker.token)).invoices.length).toBeGreaterThan(0);
    const refused = await s.post(`/api/desk/invoice/${invoice.id}/credit`, { reason: 'Mag ik niet' }, medewerker.token);
    expect(refused.status).toBe(403);
    // A customer's own token is no staff token.
    expect((await s.post(`/api/desk/invoice/${invoice.id}/credit`, { reason: 'Zelf doen' }, token)).status).toBe(401);

    const staff = await staffLogin(s, TEAMLEIDER);
    const credit = (id: number, body: object) =>
      s.post<{ message: string }>(`/api/desk/invoice/${id}/credit`, body, staff.token);
    expect((await credit(invoice.id, { reason: '  ' })).body.message).toBe(
      'Reden: vul in waarom je crediteert (dit staat op de creditnota).',
    );
    expect((await credit(invoice.id, { reason: 'Nee' })).status).toBe(400);
    expect((await credit(999_999, { reason: 'Bestaat niet' })).status).toBe(404);
    expect((await credit(invoice.id, { reason: 'Vreemde regel', lineIds: [999_999] })).body.message).toBe(
      'Een gekozen regel hoort niet bij deze factuur.',
    );
    const made = await s.post<CreditResponse>(
      `/api/desk/invoice/${invoice.id}/credit`,
      { reason: 'Goed zo' },
      staff.token,
    );
    const again = await credit(made.body.creditNote.id, { reason: 'De creditnota zelf' });
    expect(again.body.message).toBe('Een creditnota kun je niet crediteren; kies de factuur.');
    // Nothing was made by the refusals: one credit note, one number.
    const [count] = await s.db.query<{ n: number }>("SELECT count(*)::int AS n FROM invoices WHERE kind = 'credit'");
    expect(count?.n).toBe(1);
  });

  test('a credit note issued before it had words of its own keeps them; its stored bytes never change', async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const invoice = await february(s, token);
    const staff = await staffLogin(s, TEAMLEIDER);
    const made = await s.post<CreditResponse>(
      `/api/desk/invoice/${invoice.id}/credit`,
      { reason: 'Te veel' },
      staff.token,
    );
    const id = made.body.creditNote.id;
    // As one issued before: its snapshot without the words' version, its files not rendered yet.
    await s.ownerDb.query(`UPDATE invoices SET issued = issued - 'wording', pdf = NULL, ubl = NULL WHERE id = $1`, [
      id,
    ]);
    const download = async () => {
      const link = await s.post<{ pdf: { pdfUrl: string } }>(
        '/api/download/prepare',
        { service: 'account/invoice', meta: { id } },
        token,
      );
      const file = await s.app.inject({
        method: 'GET',
        url: new URL(link.body.pdf.pdfUrl, 'http://localhost').pathname,
      });
      expect(file.statusCode).toBe(200);
      return file.rawPayload;
    };
    const first = await download();
    const text = await pdfText(new Uint8Array(first));
    expect(text).toContain('Factuurdatum: 18 maart 2026');
    expect(text).not.toContain('Datum creditnota');
    expect((await download()).equals(first)).toBe(true);
  });
});
