/**
 * An invoice as a UBL 2.1 e-invoice: Peppol BIS Billing 3.0 with the Dutch rules (NL-R-001..009, the
 * NLCIUS rules Peppol carries), the PDF inside. Built with xmlbuilder2, which escapes every text.
 * Amounts are whole cents until they are written, so the sums add up as EN 16931 checks them.
 */
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { InvoiceCustomer } from '../pdf';
import type { DraftLine } from './monthLines';
import { mandateReference, type Seller } from './provider';

export const CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** The electronic address and legal registration scheme of a KvK number. */
export const KVK_SCHEME = '0106';
const VAT_PERCENT = 21;

const NS = {
  '': 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

/** The buyer as the customers table holds it: the invoice's addressee, with KvK number and order number. */
export interface UblBuyer extends InvoiceCustomer {
  kvk: string;
  ponumber: string;
}

export interface UblInvoice {
  number: string;
  issueDate: string;
  dueDate: string;
  periodStart: string;
  periodEnd: string;
  /** A prepaid top-up: paid before the invoice, nothing left to pay. */
  prepaid: boolean;
  lines: readonly DraftLine[];
  pdf: Buffer;
}

/** 1234 → '12.34'. */
export const amount = (cents: number): string =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** The btw of a total, rounded to the cent once (EN 16931 BR-CO-17). */
export const vatCents = (netCents: number): number => Math.round((netCents * VAT_PERCENT) / 100);

/** The buyer's street line: street, number and addition. */
export const streetLine = (b: Pick<UblBuyer, 'address' | 'number' | 'numberadd'>): string =>
  [b.address, b.number, b.numberadd]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

/** What a valid Dutch e-invoice needs of the buyer and the account lacks ('kvk', 'address'). */
export function missingForUbl(b: UblBuyer): Array<'kvk' | 'address'> {
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

interface PartyData {
  kvk: string;
  name: string;
  legalName: string;
  street: string;
  zip: string;
  city: string;
  vatNumber?: string;
  creditorId?: string;
}

function party(parent: XMLBuilder, data: PartyData) {
  const p = parent.ele('cac:Party');
  p.ele('cbc:EndpointID', { schemeID: KVK_SCHEME }).txt(data.kvk);
  if (data.creditorId) p.ele('cac:PartyIdentification').ele('cbc:ID', { schemeID: 'SEPA' }).txt(data.creditorId);
  p.ele('cac:PartyName').ele('cbc:Name').txt(data.name);
  const address = p.ele('cac:PostalAddress');
  address.ele('cbc:StreetName').txt(data.street);
  address.ele('cbc:CityName').txt(data.city);
  address.ele('cbc:PostalZone').txt(data.zip);
  address.ele('cac:Country').ele('cbc:IdentificationCode').txt('NL');
  if (data.vatNumber) {
    const tax = p.ele('cac:PartyTaxScheme');
    tax.ele('cbc:CompanyID').txt(data.vatNumber);
    tax.ele('cac:TaxScheme').ele('cbc:ID').txt('VAT');
  }
  const legal = p.ele('cac:PartyLegalEntity');
  legal.ele('cbc:RegistrationName').txt(data.legalName);
  legal.ele('cbc:CompanyID', { schemeID: KVK_SCHEME }).txt(data.kvk);
}

/** A line's quantity and unit price; a total the quantity does not divide to the cent is one unit of it. */
function priced(line: DraftLine): { quantity: number; unit: string; priceCents: number } {
  if (line.quantity > 0 && line.amountCents % line.quantity === 0)
    return { quantity: line.quantity, unit: line.unit, priceCents: line.amountCents / line.quantity };
  return { quantity: 1, unit: 'C62', priceCents: line.amountCents };
}

/**
 * The UBL document of an invoice. The buyer must have a KvK number and an address (`missingForUbl`
 * is empty): Peppol asks the buyer's electronic address and the Dutch rules a KvK number and a full
 * address of a Dutch buyer. Direct debit (59) when the account has an IBAN, else a transfer (58).
 */
export function ublInvoice(invoice: UblInvoice, buyer: UblBuyer, seller: Seller): string {
  const netCents = invoice.lines.reduce((sum, line) => sum + line.amountCents, 0);
  const taxCents = vatCents(netCents);
  const grossCents = netCents + taxCents;
  const directDebit = !invoice.prepaid && buyer.iban.trim() !== '';
  const buyerName = buyer.company.trim() || buyer.name.trim();

  const doc = create({ version: '1.0', encoding: 'UTF-8' }).ele(NS[''], 'Invoice', {
    'xmlns:cac': NS.cac,
    'xmlns:cbc': NS.cbc,
  });
  doc.ele('cbc:CustomizationID').txt(CUSTOMIZATION_ID);
  doc.ele('cbc:ProfileID').txt(PROFILE_ID);
  doc.ele('cbc:ID').txt(invoice.number);
  doc.ele('cbc:IssueDate').txt(invoice.issueDate);
  doc.ele('cbc:DueDate').txt(invoice.dueDate);
  doc.ele('cbc:InvoiceTypeCode').txt('380');
  doc.ele('cbc:DocumentCurrencyCode').txt('EUR');
  doc.ele('cbc:BuyerReference').txt(buyer.ponumber.trim() || invoice.number);
  const period = doc.ele('cac:InvoicePeriod');
  period.ele('cbc:StartDate').txt(invoice.periodStart);
  period.ele('cbc:EndDate').txt(invoice.periodEnd);
  const pdf = doc.ele('cac:AdditionalDocumentReference');
  pdf.ele('cbc:ID').txt(invoice.number);
  pdf.ele('cbc:DocumentDescription').txt(`Factuur ${invoice.number} (PDF)`);
  pdf
    .ele('cac:Attachment')
    .ele('cbc:EmbeddedDocumentBinaryObject', { mimeCode: 'application/pdf', filename: `factuur-${invoice.number}.pdf` })
    .txt(invoice.pdf.toString('base64'));

  party(doc.ele('cac:AccountingSupplierParty'), {
    kvk: seller.kvk,
    name: seller.name,
    legalName: seller.legalName,
    street: seller.street,
    zip: seller.zip,
    city: seller.city,
    vatNumber: seller.vatNumber,
    ...(directDebit ? { creditorId: seller.creditorId } : {}),
  });
  party(doc.ele('cac:AccountingCustomerParty'), {
    kvk: buyer.kvk.trim(),
    name: buyerName,
    legalName: buyerName,
    street: streetLine(buyer),
    zip: buyer.zip.trim(),
    city: buyer.city.trim(),
  });

  if (!invoice.prepaid) {
    const means = doc.ele('cac:PaymentMeans');
    if (directDebit) {
      means.ele('cbc:PaymentMeansCode', { name: 'SEPA automatische incasso' }).txt('59');
      means.ele('cbc:PaymentID').txt(invoice.number);
      const mandate = means.ele('cac:PaymentMandate');
      mandate.ele('cbc:ID').txt(mandateReference(buyer.poc));
      mandate.ele('cac:PayerFinancialAccount').ele('cbc:ID').txt(buyer.iban.replace(/\s/g, ''));
    } else {
      means.ele('cbc:PaymentMeansCode', { name: 'SEPA overboeking' }).txt('58');
      means.ele('cbc:PaymentID').txt(invoice.number);
      const account = means.ele('cac:PayeeFinancialAccount');
      account.ele('cbc:ID').txt(seller.iban);
      account.ele('cbc:Name').txt(seller.legalName);
    }
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
  if (invoice.prepaid) money(totals, 'PrepaidAmount', grossCents);
  money(totals, 'PayableAmount', invoice.prepaid ? 0 : grossCents);

  invoice.lines.forEach((line, i) => {
    const { quantity, unit, priceCents } = priced(line);
    const row = doc.ele('cac:InvoiceLine');
    row.ele('cbc:ID').txt(String(i + 1));
    row.ele('cbc:InvoicedQuantity', { unitCode: unit }).txt(String(quantity));
    money(row, 'LineExtensionAmount', line.amountCents);
    const item = row.ele('cac:Item');
    item.ele('cbc:Name').txt(line.description);
    taxCategory(item, 'ClassifiedTaxCategory');
    money(row.ele('cac:Price'), 'PriceAmount', priceCents);
  });
  return doc.end({ prettyPrint: true });
}
