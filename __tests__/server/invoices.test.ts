import type { DownloadPrepareResponse, Invoice, InvoiceDetail } from '../../src/api/contract';
import { pdfText as extractText } from '../support/pdfText';
import { outbox, useTestServer, type TestServer } from './helpers';

async function pdfText(url: string): Promise<string> {
  const reply = await fetch(url);
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toBe('application/pdf');
  return extractText(new Uint8Array(await reply.arrayBuffer()));
}

async function openLink(s: TestServer, token: string, invoiceId: number | undefined): Promise<string> {
  const prepared = await s.post<DownloadPrepareResponse>(
    '/api/download/prepare',
    { service: 'account/invoice', meta: { id: invoiceId } },
    token,
  );
  expect(prepared.status).toBe(200);
  return prepared.body.pdf?.pdfUrl ?? '';
}

// Download links in answers and mails are absolute: they need a listening server.
const server = useTestServer({ listen: true });

describe('invoices', () => {
  test("six monthly invoices and one top-up, newest first, in the year's number series", async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const reply = await s.get<Invoice[]>('/api/invoices', token);
    expect(reply.status).toBe(200);
    // Each month that ended is invoiced on the first of the next; the top-up of 23 February with February.
    expect(reply.body.map((i) => [i.updateDate, i.number])).toEqual([
      ['2026-03-01', 'F2026-000024'],
      ['2026-03-01', 'F2026-000018'],
      ['2026-02-01', 'F2026-000009'],
      ['2026-01-01', 'F2026-000001'],
      ['2025-12-01', 'F2025-000012'],
      ['2025-11-01', 'F2025-000006'],
      ['2025-10-01', 'F2025-000001'],
    ]);
    expect(reply.body[0]).toEqual({
      id: expect.any(Number),
      number: 'F2026-000024',
      updateDate: '2026-03-01',
      price: 8.26,
      priceVat: 9.99,
      prepaid: 1,
      kind: 'invoice',
      creditsNumber: null,
      toPay: 0,
    });
    // February: the plan, the extras and February's calls outside the bundle (€ 8,40 of the seeded calls).
    expect(reply.body[1]).toMatchObject({ price: 27.35, priceVat: 33.09, prepaid: 0, toPay: 33.09 });
    const one = await s.get<InvoiceDetail>(`/api/invoices?id=${reply.body[1]?.id}`, token);
    expect(one.body).toEqual({
      ...reply.body[1],
      periodStart: '2026-02-01',
      periodEnd: '2026-02-28',
      vat: 5.74,
      vatRate: 21,
      lines: [
        { description: 'Abonnement Zakelijk Plus', quantity: 1, amount: 14.95 },
        { description: 'Extra gebruiker', quantity: 2, amount: 2 },
        { description: 'Extra lokaal nummer', quantity: 1, amount: 1 },
        { description: 'Extra zakelijk 085-nummer', quantity: 1, amount: 1 },
        { description: 'Gesprekken buiten de bundel, Internationaal: 103 min.', quantity: 1, amount: 6.18 },
        { description: 'Gesprekken buiten de bundel, Servicenummers: 37 min.', quantity: 1, amount: 2.22 },
      ],
      reason: null,
    });
    const prepaid = await s.get<InvoiceDetail>(`/api/invoices?id=${reply.body[0]?.id}`, token);
    expect(prepaid.body).toMatchObject({
      prepaid: 1,
      price: 8.26,
      priceVat: 9.99,
      vat: 1.73,
      periodStart: '2026-02-23',
    });
    expect(prepaid.body.lines).toEqual([{ description: 'Tegoed Prepaid 200', quantity: 1, amount: 8.26 }]);
  });

  test('the PDF, read back, holds seller, buyer, number, dates, reference, lines, btw, totals and payment', async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const monthly = (await s.get<Invoice[]>('/api/invoices', token)).body[1];
    const text = await pdfText(await openLink(s, token, monthly?.id));
    for (const expected of [
      'Telvaro',
      'KvK 90123456 · btw NL865432109B01',
      'IBAN NL03RABO0345678901 · BIC RABONL2U',
      'Tel. 030 799 1234 · facturen@telvaro.example',
      'De Vries Installatietechniek B.V.',
      'Jan de Vries',
      'Keizersgracht 123 A',
      '1015 CJ Amsterdam',
      'Klantnummer: 100001',
      'Factuur F2026-000018',
      'Factuurdatum: 1 maart 2026',
      'Periode: 1 februari 2026 - 28 februari 2026',
      'Incassodatum: 15 maart 2026',
      'Uw referentie (PO-nummer): PO-2024-17',
      'Abonnement Zakelijk Plus',
      '€ 14,95',
      '2 x Extra gebruiker',
      'Gesprekken buiten de bundel, Internationaal: 103 min. € 6,18',
      'Totaal excl. btw € 27,35',
      'Btw 21% € 5,74',
      'Totaal incl. btw € 33,09',
      '**************4300',
      'Machtigingskenmerk KP-100001, incassant-ID NL98ZZZ901234560000',
      'Pagina 1 van 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('NL91ABNA0417164300');
    expect(text).toMatch(/SEPA automatische incasso/);
  });

  test("the app's PDF link lives minutes and opens only that customer's invoice", async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const [invoice] = (await s.get<Invoice[]>('/api/invoices', token)).body;
    const url = await openLink(s, token, invoice?.id);
    expect(await pdfText(url)).toContain(`Factuur ${invoice?.number}`);
    s.clock.advanceSeconds(6 * 60);
    expect((await fetch(url)).status).toBe(404);

    const other = await s.login('ander@demo.test');
    const [theirs] = (await s.get<Invoice[]>('/api/invoices', other.token)).body;
    const prepared = await s.post(
      '/api/download/prepare',
      { service: 'account/invoice', meta: { id: theirs?.id } },
      token,
    );
    expect(prepared.status).toBe(404);
    // A link for one customer does not open another customer's invoice by changing the path.
    const mine = await openLink(s, token, invoice?.id);
    expect((await fetch(mine.replace(/[^/]+$/, 'x'))).status).toBe(404);
  });

  test("another customer's invoice is not found; non-admins are refused", async () => {
    const s = server();
    const other = await s.login('ander@demo.test');
    const [theirs] = (await s.get<Invoice[]>('/api/invoices', other.token)).body;
    const { token } = await s.login('admin@demo.test');
    expect((await s.get(`/api/invoices?id=${theirs?.id}`, token)).status).toBe(404);
    expect(
      (await s.post('/api/download/prepare', { service: 'account/invoice', meta: { id: theirs?.id } }, token)).status,
    ).toBe(404);
    const user = await s.login('gebruiker@demo.test');
    expect((await s.get('/api/invoices', user.token)).status).toBe(403);
  });

  test('download/prepare gives a signed PDF link; with an e-mail address it mails the link', async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const [invoice] = (await s.get<Invoice[]>('/api/invoices', token)).body;
    const prepared = await s.post<DownloadPrepareResponse>(
      '/api/download/prepare',
      { service: 'account/invoice', meta: { id: invoice?.id } },
      token,
    );
    expect(prepared.status).toBe(200);
    const url = prepared.body.pdf?.pdfUrl ?? '';
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/download\/file\/.+/);
    const pdf = await fetch(url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await fetch(`${url}x`)).status).toBe(404);

    // To the 'E-mailadres voor facturen' when the account has one, and the answer says where it went.
    const mailed = await s.post<DownloadPrepareResponse>(
      '/api/download/prepare',
      { service: 'invoices/export', meta: { id: invoice?.id } },
      token,
    );
    expect(mailed.body).toEqual({
      message: 'De download link om de factuur te downloaden is verstuurd naar facturen@demo.test.',
    });
    expect((await outbox(s))[0]).toMatchObject({ to: 'facturen@demo.test', subject: 'Je factuur downloaden' });
    const toLogin = await s.post<DownloadPrepareResponse>(
      '/api/download/prepare',
      { service: 'account/invoice', meta: { id: invoice?.id }, email: 'Admin@demo.test' },
      token,
    );
    expect(toLogin.body.message).toBe(
      'De download link om de factuur te downloaden is verstuurd naar admin@demo.test.',
    );
    // Never to a third address.
    const elsewhere = await s.post(
      '/api/download/prepare',
      { service: 'invoices/export', meta: { id: invoice?.id }, email: 'boekhouding@elders.test' },
      token,
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toEqual({
      message:
        'Een factuur wordt alleen verstuurd naar het e-mailadres van je account of je e-mailadres voor facturen.',
    });
    await s.db.query("UPDATE customers SET companyemail = '' WHERE poc = '100001'");
    const noInvoiceAddress = await s.post<DownloadPrepareResponse>(
      '/api/download/prepare',
      { service: 'invoices/export', meta: { id: invoice?.id } },
      token,
    );
    expect(noInvoiceAddress.body.message).toBe(
      'De download link om de factuur te downloaden is verstuurd naar admin@demo.test.',
    );
    expect(
      (
        await s.post(
          '/api/download/prepare',
          { service: 'invoices/export', meta: { id: invoice?.id }, email: 'geen-adres' },
          token,
        )
      ).status,
    ).toBe(400);
    expect((await s.post('/api/download/prepare', { service: 'iets', meta: { id: invoice?.id } }, token)).status).toBe(
      400,
    );
    expect((await s.post('/api/download/prepare', { service: 'account/invoice' }, token)).status).toBe(400);
  });

  test('personal-data export mails a link to a JSON file with the account data', async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const reply = await s.post<DownloadPrepareResponse>('/api/download/prepare', { service: 'account/export' }, token);
    expect(reply.body.message).toMatch(/e-mail/);
    const mail = (await outbox(s))[0];
    expect(mail?.to).toBe('admin@demo.test');
    const link = /(http:\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
    const file = await fetch(link);
    expect(file.headers.get('content-disposition')).toMatch(/attachment/);
    const data = (await file.json()) as Record<string, unknown> & { klant: { poc: string; iban: string } };
    expect(data.klant).toMatchObject({ poc: '100001', iban: 'NL91ABNA0417164300', city: 'Amsterdam' });
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(['gebruikers', 'nummers', 'abonnementen', 'facturen', 'geblokkeerdeNummers', 'vragen']),
    );
    expect(data.facturen).toEqual(expect.arrayContaining([expect.objectContaining({ number: 'F2026-000018' })]));
    const raw = JSON.stringify(data);
    const [hashes] = await s.db.query<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE email = 'admin@demo.test'",
    );
    expect(raw).not.toContain(hashes?.password_hash ?? 'missing');
    expect(raw).not.toMatch(/password|hash|\$argon2/i);
  });

  test('the export goes only to the account address, whatever address the request names', async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const elsewhere = await s.post<{ message: string }>(
      '/api/download/prepare',
      { service: 'account/export', email: 'dief@example.test' },
      token,
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe(
      'De export van je persoonsgegevens wordt alleen naar het e-mailadres van je account gestuurd.',
    );
    expect(await outbox(s)).toEqual([]);
    const own = await s.post('/api/download/prepare', { service: 'account/export', email: 'ADMIN@demo.test' }, token);
    expect(own.status).toBe(200);
    expect((await outbox(s)).map((mail) => mail.to)).toEqual(['admin@demo.test']);
  });
});
