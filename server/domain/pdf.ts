import PDFDocument from 'pdfkit';
import type { InvoiceDetail } from '../../src/api/contract';
import { formatEuro } from '../../src/text/format';
import { longDate } from '../base/format';
import { invoiceText } from '../base/invoiceText';
import { t } from '../base/text';
import { seller } from './invoicing/provider';

/** Who the invoice is for, as the customers table holds it. */
export interface InvoiceCustomer {
  poc: string;
  name: string;
  company: string;
  address: string;
  number: string;
  numberadd: string;
  zip: string;
  city: string;
  iban: string;
}

const PROVIDER = seller.name;
const MARGIN = 56;
const AMOUNT_WIDTH = 110;

/** 'NL91ABNA0417164300' → '**************4300': only the last four characters stay readable. */
export const maskIban = (iban: string): string =>
  iban.length <= 4 ? iban : `${'*'.repeat(iban.length - 4)}${iban.slice(-4)}`;

/**
 * The invoice as an A4 PDF (pdfkit, standard Helvetica: no font files, and WinAnsi has the euro sign).
 * Everything a Dutch invoice needs: provider, customer, invoice number and date, period, one line per
 * charge, btw, totals, the SEPA direct-debit note and page numbers.
 */
export function invoicePdf(invoice: InvoiceDetail, customer: InvoiceCustomer): Promise<Buffer> {
  const text = t.invoices.pdf;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${text.title} ${invoice.number}`, Author: PROVIDER },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const right = doc.page.width - MARGIN;
  const amountX = right - AMOUNT_WIDTH;
  const row = (label: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, MARGIN, y, { width: amountX - MARGIN - 10 });
    const after = doc.y;
    doc.text(amount, amountX, y, { width: AMOUNT_WIDTH, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.x = MARGIN;
  };

  doc.font('Helvetica-Bold').fontSize(20).text(PROVIDER);
  doc.moveDown(0.2).font('Helvetica').fontSize(10).text(text.providerLine);
  // What a Dutch invoice must name of its seller: address, KvK and btw number.
  doc.text(`${seller.legalName}, ${seller.street}, ${seller.zip} ${seller.city}`);
  doc.text(`KvK ${seller.kvk} · btw ${seller.vatNumber}`);
  doc.moveDown(1.5).fontSize(11);
  if (customer.company) doc.font('Helvetica-Bold').text(customer.company).font('Helvetica');
  if (customer.name) doc.text(customer.name);
  doc.text(`${customer.address} ${customer.number}${customer.numberadd ? ` ${customer.numberadd}` : ''}`.trim());
  doc.text(`${customer.zip} ${customer.city}`.trim());
  doc.moveDown(1.5);

  doc.font('Helvetica-Bold').fontSize(16).text(`${text.title} ${invoice.number}`);
  doc.moveDown(0.5).font('Helvetica').fontSize(11);
  doc.text(`${text.customerNumber}: ${customer.poc}`);
  doc.text(`${text.date}: ${longDate(invoice.updateDate)}`);
  doc.text(`${text.period}: ${longDate(invoice.periodStart)} - ${longDate(invoice.periodEnd)}`);
  doc.moveDown(1.5);

  row(text.description, text.amountExcl, true);
  doc
    .moveTo(MARGIN, doc.y + 2)
    .lineTo(right, doc.y + 2)
    .stroke();
  doc.moveDown(0.5);
  for (const line of invoice.lines) {
    row(line.quantity > 1 ? `${line.quantity} x ${line.description}` : line.description, formatEuro(line.amount));
  }
  doc.moveDown(0.5);
  doc.moveTo(MARGIN, doc.y).lineTo(right, doc.y).stroke();
  doc.moveDown(0.5);
  row(text.totalExcl, formatEuro(invoice.price));
  row(text.vat(invoice.vatRate), formatEuro(invoice.vat));
  row(text.totalIncl, formatEuro(invoice.priceVat), true);
  doc.moveDown(2);

  doc.font('Helvetica').fontSize(10);
  let note: string = text.prepaidNote;
  if (!invoice.prepaid)
    note = customer.iban.trim()
      ? text.sepaNote(maskIban(customer.iban))
      : invoiceText.transferNote(seller.iban, invoice.number);
  doc.text(note, MARGIN, doc.y, {
    width: right - MARGIN,
  });

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .fontSize(9)
      .text(text.page(i + 1, range.count), MARGIN, doc.page.height - 40, { width: right - MARGIN, align: 'center' });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
