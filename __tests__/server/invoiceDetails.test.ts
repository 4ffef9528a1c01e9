import type { InvoiceDetails, Ticket, TicketOptionsResponse, TicketsResponse } from '../../src/api/contract';
import { useTestServer } from './helpers';

const server = useTestServer();

const details = (overrides: Partial<InvoiceDetails> = {}): InvoiceDetails => ({
  vatnumber: '',
  companyemail: 'facturen@demo.test',
  ponumber: 'PO-2024-17',
  invoiceAddress: '',
  invoiceNumber: '',
  invoiceNumberadd: '',
  invoiceZip: '',
  invoiceCity: '',
  ...overrides,
});

describe("'Factuurgegevens' and a Financieel's bookkeeping", () => {
  test('a Financieel saves the btw number, invoice address, PO number and invoice e-mail; the owner sees them', async () => {
    const s = server();
    const { token } = await s.login('boekhouder@demo.test');
    expect((await s.get<InvoiceDetails>('/api/account/invoice-details', token)).body).toEqual(details());
    const saved = await s.post<{ message: string }>(
      '/api/account/invoice-details',
      details({
        vatnumber: 'nl 1234.56.789.b01',
        companyemail: 'boekhouding@demo.test',
        ponumber: 'PO-2027-1',
        invoiceAddress: 'Postbus',
        invoiceNumber: '100',
        invoiceZip: '1000 AA',
        invoiceCity: 'Amsterdam',
      }),
      token,
    );
    expect(saved.body).toEqual({ message: 'Je factuurgegevens zijn opgeslagen. Ze gelden vanaf de volgende factuur.' });
    const owner = await s.login('admin@demo.test');
    expect((await s.get<InvoiceDetails>('/api/account/invoice-details', owner.token)).body).toMatchObject({
      vatnumber: 'NL123456789B01',
      companyemail: 'boekhouding@demo.test',
      invoiceAddress: 'Postbus',
    });
    // 'Factuur per e-mail' is the Financieel's too; the personal data are not.
    expect((await s.post('/api/account/invoice-mail', { format: 'pdf-ubl' }, token)).status).toBe(200);
    expect((await s.get('/api/account', token)).status).toBe(403);
    // The owner's account page leaves them out and so keeps them.
    const account = (await s.get<Record<string, unknown>>('/api/account', owner.token)).body;
    const { companyemail: _email, ponumber: _po, ...withoutInvoiceFields } = account;
    expect((await s.post('/api/account', withoutInvoiceFields, owner.token)).status).toBe(200);
    expect((await s.get<InvoiceDetails>('/api/account/invoice-details', owner.token)).body.ponumber).toBe('PO-2027-1');
  });

  test('bad input gets a Dutch message and changes nothing; Alleen lezen only reads', async () => {
    const s = server();
    const { token } = await s.login('boekhouder@demo.test');
    const refusals: Array<[Partial<InvoiceDetails>, string]> = [
      [
        { vatnumber: 'NL123456789' },
        'Btw-nummer: Een Nederlands btw-nummer is NL, 9 cijfers, B en 2 cijfers, bijvoorbeeld NL123456789B01.',
      ],
      [
        { vatnumber: 'BE12345' },
        'Btw-nummer: Dit btw-nummer past niet bij de vorm van BE-nummers. Controleer letters en cijfers.',
      ],
      [{ vatnumber: 'US123456789' }, 'Btw-nummer: Begin met de landcode van een EU-land, bijvoorbeeld NL123456789B01.'],
      [
        { invoiceAddress: 'Postbus', invoiceNumber: '100' },
        'Factuuradres: vul straat, nummer, postcode en plaats in, of laat alles leeg.',
      ],
      [{ companyemail: 'a@demo.test, b@elders.test' }, expect.stringMatching(/^E-mailadres voor facturen: /)],
      [{ ponumber: 'PO-\ufffe' }, 'PO-nummer: bevat tekens die niet kunnen worden opgeslagen.'],
      [{ invoiceCity: 'Am\u{1FFFF}sterdam' }, 'Plaats: bevat tekens die niet kunnen worden opgeslagen.'],
    ];
    for (const [change, message] of refusals) {
      const reply = await s.post<{ message: string }>('/api/account/invoice-details', details(change), token);
      expect({ change, status: reply.status, message: reply.body.message }).toEqual({ change, status: 400, message });
    }
    expect((await s.get<InvoiceDetails>('/api/account/invoice-details', token)).body).toEqual(details());
    // Another EU country's number in its own form is taken.
    expect((await s.post('/api/account/invoice-details', details({ vatnumber: 'BE0123456789' }), token)).status).toBe(
      200,
    );

    const reader = await s.login('meekijker@demo.test');
    expect((await s.get('/api/account/invoice-details', reader.token)).status).toBe(200);
    expect((await s.post('/api/account/invoice-details', details(), reader.token)).status).toBe(403);
    const user = await s.login('gebruiker@demo.test');
    expect((await s.get('/api/account/invoice-details', user.token)).status).toBe(403);
  });

  test("a Financieel asks and reads only questions about 'Facturen en betalingen'", async () => {
    const s = server();
    const { token } = await s.login('boekhouder@demo.test');
    const options = await s.get<TicketOptionsResponse>('/api/tickets/options', token);
    expect(options.body.categories).toEqual([{ id: 3, name: 'Facturen en betalingen' }]);
    const question = { subject: 'Factuur maart', message: 'Klopt het bedrag van maart?' };
    const asked = await s.post<Ticket>('/api/tickets', { ...question, category: 3 }, token);
    expect(asked.status).toBe(201);
    const elsewhere = await s.post<{ error: { message: string } }>('/api/tickets', { ...question, category: 4 }, token);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error.message).toBe(
      'Met de rol Financieel stel je vragen in de categorie Facturen en betalingen.',
    );
    // The owner's other questions stay the owner's.
    const owner = await s.login('admin@demo.test');
    const all = (await s.get<TicketsResponse>('/api/tickets', owner.token)).body.tickets;
    const mine = (await s.get<TicketsResponse>('/api/tickets', token)).body.tickets;
    expect(mine.map((ticket) => ticket.id)).toContain(asked.body.id);
    expect(mine.length).toBeLessThan(all.length);
    const other = all.find((ticket) => !mine.some((m) => m.id === ticket.id));
    expect((await s.get(`/api/tickets?id=${other?.id}`, token)).status).toBe(404);
    expect((await s.post('/api/tickets/message', { ticketID: other?.id, message: 'Ik lees mee' }, token)).status).toBe(
      404,
    );
    expect(
      (await s.post('/api/tickets/message', { ticketID: asked.body.id, message: 'Aanvulling' }, token)).status,
    ).toBe(201);
  });
});
