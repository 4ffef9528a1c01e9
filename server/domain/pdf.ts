import PDFDocument from 'pdfkit';
import type { InvoiceDetail } from '../../src/api/contract';
import { formatEuro } from '../../src/text/format';
import { zonedMoment } from '../base/dates';
import { longDate } from '../base/format';
import { invoiceText } from '../base/invoiceText';
import { t } from '../base/text';
import type { IssuedInvoice } from './invoicing/issued';
import { mandateReference } from './invoicing/provider';

/** An invoice or credit note as its PDF shows it, amounts in euro. */
export interface PdfInvoice extends InvoiceDetail {
  /** The invoice a credit note corrects. */
  credits: { number: string; issueDate: string } | null;
}

const MARGIN = 56;
const AMOUNT_WIDTH = 110;

/** 'NL91ABNA0417164300' → '**************4300': only the last four characters stay readable. */
export const maskIban = (iban: string): string =>
  iban.length <= 4 ? iban : `${'*'.repeat(iban.length - 4)}${iban.slice(-4)}`;

/** The note under the totals: how the invoice is paid, or what a credit note or a top-up means. */
function paymentNote(invoice: PdfInvoice, issued: IssuedInvoice): string {
  const { buyer, seller } = issued;
  if (invoice.kind === 'credit') return invoiceText.pdf.creditNote(invoice.credits?.number ?? '');
  if (invoice.prepaid) return t.invoices.pdf.prepaidNote;
  if (buyer.iban.trim())
    return invoiceText.pdf.directDebitNote(
      issued.dueDate,
      maskIban(buyer.iban),
      mandateReference(buyer.poc),
      seller.creditorId,
    );
  return invoiceText.pdf.transferNote(issued.dueDate, seller.iban, seller.bic, seller.legalName, invoice.number);
}

/** The facts under the title: customer number, dates, period, the buyer's reference, what a credit note corrects. */
function facts(invoice: PdfInvoice, issued: IssuedInvoice): Array<[string, string]> {
  const text = t.invoices.pdf;
  // A credit note issued with words of its own names its date so; one issued before keeps 'Factuurdatum'.
  const ownWords = invoice.kind === 'credit' && (issued.wording ?? 1) >= 2;
  const rows: Array<[string, string]> = [
    [text.customerNumber, issued.buyer.poc],
    [ownWords ? invoiceText.pdf.creditDate : text.date, longDate(invoice.updateDate)],
    [text.period, `${longDate(invoice.periodStart)} - ${longDate(invoice.periodEnd)}`],
  ];
  if (invoice.kind === 'credit' && invoice.credits) {
    rows.push([
      invoiceText.pdf.corrects,
      invoiceText.pdf.correctsValue(invoice.credits.number, invoice.credits.issueDate),
    ]);
    if (invoice.reason) rows.push([invoiceText.pdf.reason, invoice.reason]);
  } else if (!invoice.prepaid) {
    const label = issued.buyer.iban.trim() ? invoiceText.pdf.collectionDate : invoiceText.pdf.dueDate;
    rows.push([label, longDate(issued.dueDate)]);
  }
  if (issued.buyer.ponumber.trim()) rows.push([invoiceText.pdf.reference, issued.buyer.ponumber.trim()]);
  return rows;
}

/**
 * The invoice as an A4 PDF (pdfkit, standard Helvetica: no font files, and WinAnsi has the euro sign),
 * made of its snapshot only. Everything a Dutch invoice needs and its UBL file carries: seller with
 * address, KvK, btw number, bank account and contact; buyer with btw number; number, dates, period,
 * the buyer's reference, one line per charge, btw, totals, how it is paid, page numbers. The creation
 * date is the issue date, so the same invoice makes the same bytes (pdfkit derives the file id from it).
 */
export function invoicePdf(invoice: PdfInvoice, issued: IssuedInvoice): Promise<Buffer> {
  const text = t.invoices.pdf;
  const { seller, buyer } = issued;
  const title = invoice.kind === 'credit' ? invoiceText.pdf.creditTitle : text.title;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${title} ${invoice.number}`, Author: seller.name, CreationDate: zonedMoment(invoice.updateDate) },
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

  doc.font('Helvetica-Bold').fontSize(20).text(seller.name);
  doc.moveDown(0.2).font('Helvetica').fontSize(10).text(text.providerLine);
  // What a Dutch invoice must name of its seller, and what a bookkeeper matches the supplier by.
  doc.text(`${seller.legalName}, ${seller.street}, ${seller.zip} ${seller.city}`);
  doc.text(`KvK ${seller.kvk} · btw ${seller.vatNumber}`);
  doc.text(invoiceText.pdf.sellerAccount(seller.iban, seller.bic));
  doc.text(invoiceText.pdf.sellerContact(seller.phone, seller.email));
  doc.moveDown(1.5).fontSize(11);
  if (buyer.company) doc.font('Helvetica-Bold').text(buyer.company).font('Helvetica');
  if (buyer.name) doc.text(buyer.name);
  doc.text(`${buyer.address} ${buyer.number}${buyer.numberadd ? ` ${buyer.numberadd}` : ''}`.trim());
  doc.text(`${buyer.zip} ${buyer.city}`.trim());
  if (buyer.vatNumber.trim()) doc.text(invoiceText.pdf.buyerVat(buyer.vatNumber.trim()));
  doc.moveDown(1.5);

  doc.font('Helvetica-Bold').fontSize(16).text(`${title} ${invoice.number}`);
  doc.moveDown(0.5).font('Helvetica').fontSize(11);
  for (const [label, value] of facts(invoice, issued)) doc.text(`${label}: ${value}`);
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
  doc.text(paymentNote(invoice, issued), MARGIN, doc.y, { width: right - MARGIN });

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
