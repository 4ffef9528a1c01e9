/**
 * An invoice as a UBL 2.1 e-invoice: Peppol BIS Billing 3.0 with the Dutch rules (NL-R-001..009, the
 * NLCIUS rules Peppol carries), the PDF inside. Built with xmlbuilder2, which escapes every text.
 * Amounts are whole cents until they are written, so the sums add up as EN 16931 checks them.
 */
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { InvoiceBuyer, IssuedInvoice } from './issued';
import type { DraftLine } from './monthLines';
import { parties, paymentMeans } from './ublParties';

export const CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
const VAT_PERCENT = 21;

const NS = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

export interface UblDocument {
  /** 'credit': a UBL CreditNote that corrects `credits`. */
  kind: 'invoice' | 'credit';
  number: string;
  issueDate: string;
  periodStart: string;
  periodEnd: string;
  /** A prepaid top-up: paid before the invoice, nothing left to pay. */
  prepaid: boolean;
  /** The lines with their amounts as the document states them (a credit note's are positive). */
  lines: readonly DraftLine[];
  pdf: Buffer;
  /** The invoice a credit note corrects. */
  credits?: { number: string; issueDate: string } | null;
}

/** 1234 → '12.34'. */
export const amount = (cents: number): string =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** The btw of a total, rounded to the cent once (EN 16931 BR-CO-17). */
export const vatCents = (netCents: number): number => Math.round((netCents * VAT_PERCENT) / 100);

/** What a valid Dutch e-invoice needs of the buyer and the account lacks ('kvk', 'address'). */
export function missingForUbl(b: InvoiceBuyer): Array<'kvk' | 'address'> {
  const missing: Array<'kvk' | 'address'> = [];
  if (!/^\d{8}$/.test(b.kvk.trim())) missing.push('kvk');
  if (!b.address.trim() || !b.number.trim() || !b.zip.trim() || !b.city.trim()) missing.push('address');
  return missing;
}

const money = (parent: XMLBuilder, name: string, cents: number) =>
  parent.ele(`cbc:${name}`, { currencyID: 'EUR' }).txt(amount(cents));

function taxCategory(parent: XMLBuilder, name: 'TaxCategory' | 'ClassifiedTaxCategory') {
  const category = parent.ele(`cac:${name}`);
  category.ele('cbc:ID').txt('S');
  category.ele('cbc:Percent').txt(String(VAT_PERCENT));
  category.ele('cac:TaxScheme').ele('cbc:ID').txt('VAT');
}

/** A line's quantity and unit price; a total the quantity does not divide to the cent is one unit of it. */
function priced(line: DraftLine): { quantity: number; unit: string; priceCents: number } {
  if (line.quantity > 0 && line.amountCents % line.quantity === 0)
    return { quantity: line.quantity, unit: line.unit, priceCents: line.amountCents / line.quantity };
  return { quantity: 1, unit: 'C62', priceCents: line.amountCents };
}

const ROOTS = {
  invoice: { ns: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2', name: 'Invoice', typeCode: '380' },
  credit: { ns: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2', name: 'CreditNote', typeCode: '381' },
} as const;

/**
 * The UBL document of an invoice or credit note, made of its snapshot (issued.ts). The buyer must have
 * a KvK number and an address (`missingForUbl` is empty): Peppol asks the buyer's electronic address
 * and the Dutch rules a KvK number and a full address of a Dutch buyer. An invoice is paid by direct
 * debit (59) when the account had an IBAN, else by transfer (58); a credit note names the invoice it
 * corrects and asks no payment.
 */
export function ublDocument(document: UblDocument, issued: IssuedInvoice): string {
  const { buyer } = issued;
  const credit = document.kind === 'credit';
  const root = ROOTS[document.kind];
  const netCents = document.lines.reduce((sum, line) => sum + line.amountCents, 0);
  const taxCents = vatCents(netCents);
  const grossCents = netCents + taxCents;
  const payable = !document.prepaid && !credit;
  const directDebit = payable && buyer.iban.trim() !== '';

  // A character XML 1.0 forbids (U+FFFE, U+FFFF) is refused at input; one stored before that rule
  // becomes U+FFFD, so the file stays well-formed.
  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '\ufffd' }).ele(root.ns, root.name, {
    'xmlns:cac': NS.cac,
    'xmlns:cbc': NS.cbc,
  });
  doc.ele('cbc:CustomizationID').txt(CUSTOMIZATION_ID);
  doc.ele('cbc:ProfileID').txt(PROFILE_ID);
  doc.ele('cbc:ID').txt(document.number);
  doc.ele('cbc:IssueDate').txt(document.issueDate);
  if (!credit) doc.ele('cbc:DueDate').txt(issued.dueDate);
  doc.ele(credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode').txt(root.typeCode);
  doc.ele('cbc:DocumentCurrencyCode').txt('EUR');
  doc.ele('cbc:BuyerReference').txt(buyer.ponumber.trim() || document.credits?.number || document.number);
  const period = doc.ele('cac:InvoicePeriod');
  period.ele('cbc:StartDate').txt(document.periodStart);
  period.ele('cbc:EndDate').txt(document.periodEnd);
  if (document.credits) {
    const reference = doc.ele('cac:BillingReference').ele('cac:InvoiceDocumentReference');
    reference.ele('cbc:ID').txt(document.credits.number);
    reference.ele('cbc:IssueDate').txt(document.credits.issueDate);
  }
  const pdf = doc.ele('cac:AdditionalDocumentReference');
  pdf.ele('cbc:ID').txt(document.number);
  pdf.ele('cbc:DocumentDescription').txt(`${credit ? 'Creditnota' : 'Factuur'} ${document.number} (PDF)`);
  pdf
    .ele('cac:Attachment')
    .ele('cbc:EmbeddedDocumentBinaryObject', { mimeCode: 'application/pdf', filename: pdfName(document) })
    .txt(document.pdf.toString('base64'));

  parties(doc, issued, directDebit);

  if (payable) {
    paymentMeans(doc, issued, document.number, directDebit);
    doc
      .ele('cac:PaymentTerms')
      .ele('cbc:Note')
      .txt(directDebit ? 'Automatische incasso' : 'Betaling binnen 14 dagen');
  }

  const taxTotal = doc.ele('cac:TaxTotal');
  money(taxTotal, 'TaxAmount', taxCents);
  const subtotal = taxTotal.ele('cac:TaxSubtotal');
  money(subtotal, 'TaxableAmount', netCents);
  money(subtotal, 'TaxAmount', taxCents);
  taxCategory(subtotal, 'TaxCategory');

  const totals = doc.ele('cac:LegalMonetaryTotal');
  money(totals, 'LineExtensionAmount', netCents);
  money(totals, 'TaxExclusiveAmount', netCents);
  money(totals, 'TaxInclusiveAmount', grossCents);
  if (document.prepaid) money(totals, 'PrepaidAmount', grossCents);
  money(totals, 'PayableAmount', document.prepaid ? 0 : grossCents);

  document.lines.forEach((line, i) => {
    const { quantity, unit, priceCents } = priced(line);
    const row = doc.ele(credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine');
    row.ele('cbc:ID').txt(String(i + 1));
    row.ele(credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', { unitCode: unit }).txt(String(quantity));
    money(row, 'LineExtensionAmount', line.amountCents);
    const item = row.ele('cac:Item');
    item.ele('cbc:Name').txt(line.description);
    taxCategory(item, 'ClassifiedTaxCategory');
    money(row.ele('cac:Price'), 'PriceAmount', priceCents);
  });
  return doc.end({ prettyPrint: true });
}

/** The file name of a document's PDF: 'factuur-F2026-000001.pdf', 'creditnota-F2026-000002.pdf'. */
export const pdfName = (document: Pick<UblDocument, 'kind' | 'number'>): string =>
  `${document.kind === 'credit' ? 'creditnota' : 'factuur'}-${document.number}.pdf`;
