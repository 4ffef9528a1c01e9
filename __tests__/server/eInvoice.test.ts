import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DownloadPrepareResponse } from '../../src/api/contract';
import { ublValidatorOn, validateUblFiles } from '../support/ublValidator';
import { staffLogin, TEAMLEIDER } from './deskHelpers';
import { outbox, useTestServer, type TestServer } from './helpers';
import { linesOf, runInvoices, runMarch } from './invoiceRunHelpers';

const server = useTestServer();

/** The text of every element of that name ('cbc:PayableAmount'), in document order. */
const values = (xml: string, name: string): string[] =>
  [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map((m) => m[1] ?? '');
const cents = (amount: string | undefined): number => Math.round(Number(amount) * 100);

async function ublOf(
  s: TestServer,
  email: string,
  poc: string,
  kind: 'invoice' | 'credit' = 'invoice',
): Promise<string> {
  const invoice = (await runInvoices(s)).find((i) => i.poc === poc && i.kind === kind);
  const { token } = await s.login(email);
  const prepared = await s.post<DownloadPrepareResponse>(
    '/api/download/prepare',
    { service: 'account/invoice-ubl', meta: { id: invoice?.id } },
    token,
  );
  expect(prepared.status).toBe(200);
  const file = await s.raw<string>('GET', new URL(prepared.body.ubl?.ublUrl ?? '').pathname, '', 'text/plain');
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  return file.body;
}

/** The sums as EN 16931 checks them: lines, btw breakdown and payable amount, to the cent. */
function expectSumsAddUp(xml: string, prepaid: boolean) {
  // The document's total comes first (LegalMonetaryTotal), then one per line.
  const [net, ...lines] = values(xml, 'cbc:LineExtensionAmount').map(cents);
  expect(lines).toHaveLength(values(xml, 'cbc:InvoicedQuantity').length + values(xml, 'cbc:CreditedQuantity').length);
  expect(lines.reduce((a, b) => a + b, 0)).toBe(net);
  expect(values(xml, 'cbc:TaxableAmount').map(cents)).toEqual([net]);
  const vat = Math.round(((net ?? 0) * 21) / 100);
  expect(values(xml, 'cbc:TaxAmount').map(cents)).toEqual([vat, vat]);
  const inclusive = (net ?? 0) + vat;
  expect(cents(values(xml, 'cbc:TaxInclusiveAmount')[0])).toBe(inclusive);
  expect(cents(values(xml, 'cbc:PayableAmount')[0])).toBe(prepaid ? 0 : inclusive);
}

describe('the UBL e-invoice', () => {
  test('every kind of invoice is valid UBL 2.1, Peppol BIS 3.0 and NLCIUS, with the Dutch rules kept', async () => {
    const s = server();
    // A switch asked in February starts on 1 March: March is billed on the new plan.
    await s.db.query(
      `UPDATE subscriptions SET pending_plan_id = 3, pending_from = '2026-03-01'
        WHERE customer_id = (SELECT id FROM customers WHERE poc = '100001')`,
    );
    // Pays by transfer (no IBAN), without a PO number; and a prepaid top-up. The admin has a btw number.
    await s.db.query(`UPDATE customers SET iban = '', ponumber = '' WHERE poc = '100006'`);
    await s.db.query(`UPDATE customers SET vatnumber = 'NL123456789B01' WHERE poc = '100001'`);
    await s.db.query(
      `INSERT INTO credit_topups (customer_id, plan_id, paid_at) SELECT id, 13, $1::timestamptz FROM customers WHERE poc = '100002'`,
      [new Date('2026-03-10T12:00:00Z')],
    );
    await runMarch(s);
    // A credit note of two lines of the admin's March invoice.
    const march = (await runInvoices(s)).find((i) => i.poc === '100001');
    const lineIds = (await linesOf(s, march?.id ?? 0)).slice(1, 3).map((line) => line.id);
    const staff = await staffLogin(s, TEAMLEIDER);
    const credited = await s.post(
      `/api/desk/invoice/${march?.id}/credit`,
      { reason: 'Te veel extra gebruikers', lineIds },
      staff.token,
    );
    expect(credited.status).toBe(201);
    const files = {
      switched: await ublOf(s, 'admin@demo.test', '100001'),
      transfer: await ublOf(s, 'wijzig@demo.test', '100006'),
      topUp: await ublOf(s, 'prepaid@demo.test', '100002'),
      credit: await ublOf(s, 'admin@demo.test', '100001', 'credit'),
    };

    // The rules the project names, checked here as well as by the validator.
    for (const xml of Object.values(files)) {
      expect(values(xml, 'cbc:CustomizationID')).toEqual([
        'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
      ]);
      expect(values(xml, 'cbc:ProfileID')).toEqual(['urn:fdc:peppol.eu:2017:poacc:billing:01:1.0']);
      expect(xml.match(/<cbc:EndpointID schemeID="0106">\d{8}<\/cbc:EndpointID>/g)).toHaveLength(2);
      expect(xml.match(/<cbc:CompanyID schemeID="0106">\d{8}<\/cbc:CompanyID>/g)).toHaveLength(2);
      expect(values(xml, 'cbc:CompanyID')).toContain('NL865432109B01');
      expect(xml).toMatch(
        /<cbc:EmbeddedDocumentBinaryObject mimeCode="application\/pdf" filename="(factuur|creditnota)-F2026-\d{6}\.pdf">JVBERi0/,
      );
      // The seller's account and contact, for a bookkeeping package that matches the supplier by them.
      expect(values(xml, 'cbc:ElectronicMail')).toEqual(['facturen@telvaro.example']);
      for (const amount of values(xml, 'cbc:PriceAmount')) expect(amount).toMatch(/^\d+\.\d\d$/);
    }
    expect(values(files.switched, 'cbc:Name')).toContain('Abonnement Zakelijk Onbeperkt');
    expect(values(files.switched, 'cbc:PaymentMeansCode')).toEqual(['59']);
    expect(values(files.switched, 'cbc:ID')).toEqual(
      expect.arrayContaining(['KP-100001', 'NL91ABNA0417164300', 'NL03RABO0345678901', 'RABONL2U']),
    );
    expect(values(files.switched, 'cbc:CompanyID')).toContain('NL123456789B01');
    expect(values(files.switched, 'cbc:DueDate')).toEqual(['2026-04-15']);
    expect(files.credit).toContain('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"');
    expect(values(files.credit, 'cbc:CreditNoteTypeCode')).toEqual(['381']);
    expect(files.credit).toMatch(
      new RegExp(`<cac:BillingReference>\\s*<cac:InvoiceDocumentReference>\\s*<cbc:ID>${march?.number}</cbc:ID>`),
    );
    expect(values(files.credit, 'cbc:PaymentMeansCode')).toEqual([]);
    expect(values(files.credit, 'cbc:CreditedQuantity')).toHaveLength(2);
    // The PO number of the account page, else the invoice number.
    expect(values(files.switched, 'cbc:BuyerReference')).toEqual(['PO-2024-17']);
    expect(values(files.transfer, 'cbc:PaymentMeansCode')).toEqual(['58']);
    expect(values(files.transfer, 'cbc:PaymentID')).toEqual(values(files.transfer, 'cbc:ID').slice(0, 1));
    expect(values(files.transfer, 'cbc:BuyerReference')).toEqual(values(files.transfer, 'cbc:ID').slice(0, 1));
    expect(values(files.topUp, 'cbc:PaymentMeansCode')).toEqual([]);
    expectSumsAddUp(files.switched, false);
    expectSumsAddUp(files.transfer, false);
    expectSumsAddUp(files.topUp, true);
    expectSumsAddUp(files.credit, false);

    if (!ublValidatorOn()) return;
    const dir = mkdtempSync(path.join(tmpdir(), 'ubl-'));
    try {
      const paths = Object.entries(files).map(([name, xml]) => {
        const file = path.join(dir, `${name}.xml`);
        writeFileSync(file, xml);
        return file;
      });
      const reports = await validateUblFiles(paths);
      expect(reports.map((r) => ({ file: path.basename(r.file), errors: r.errors }))).toEqual(
        paths.map((file) => ({ file: path.basename(file), errors: [] })),
      );
      expect(reports.every((r) => r.valid)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  test('without a KvK number there is no UBL: the download says what is missing, the mail has the PDF and the desk hears', async () => {
    const s = server();
    await s.db.query(`UPDATE customers SET coc = '', invoice_mail_format = 'pdf-ubl' WHERE poc = '100006'`);
    await runMarch(s);
    const invoice = (await runInvoices(s)).find((i) => i.poc === '100006');
    const { token } = await s.login('wijzig@demo.test');
    const refused = await s.post<{ message: string }>(
      '/api/download/prepare',
      { service: 'account/invoice-ubl', meta: { id: invoice?.id } },
      token,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('KvK-nummer');
    const mail = (await outbox(s)).find((m) => m.subject === `Factuur ${invoice?.number}`);
    expect(mail?.attachments?.map((a) => a.contentType)).toEqual(['application/pdf']);
    const tickets = await s.db.query<{ subject: string }>(
      `SELECT subject FROM tickets WHERE customer_id = (SELECT id FROM customers WHERE poc = '100006') AND subject LIKE 'Factuur%'`,
    );
    expect(tickets.map((t) => t.subject)).toEqual([`Factuur ${invoice?.number} zonder UBL-bestand`]);
  });

  test("'PDF en UBL' mails both files", async () => {
    const s = server();
    await s.db.query(`UPDATE customers SET invoice_mail_format = 'pdf-ubl' WHERE poc = '100001'`);
    await runMarch(s);
    const invoice = (await runInvoices(s)).find((i) => i.poc === '100001');
    const mail = (await outbox(s)).find((m) => m.subject === `Factuur ${invoice?.number}`);
    expect(mail?.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      [`factuur-${invoice?.number}.pdf`, 'application/pdf'],
      [`factuur-${invoice?.number}.xml`, 'application/xml'],
    ]);
    expect(mail?.attachments?.[1]?.content).toContain('<cbc:PaymentMeansCode');
  });
});
