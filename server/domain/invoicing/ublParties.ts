/**
 * The parties and the payment of a UBL document: seller and buyer with their KvK and btw numbers,
 * address and contact; SEPA direct debit or transfer. Element order as the UBL 2.1 schema asks.
 */
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { InvoiceBuyer, IssuedInvoice } from './issued';
import { mandateReference, type Seller } from './provider';

/** The electronic address and legal registration scheme of a KvK number. */
export const KVK_SCHEME = '0106';

/** The buyer's street line: street, number and addition. */
export const streetLine = (b: Pick<InvoiceBuyer, 'address' | 'number' | 'numberadd'>): string =>
  [b.address, b.number, b.numberadd]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

/** The name an invoice is made out to: the company, else the person. */
export const buyerName = (b: InvoiceBuyer): string => b.company.trim() || b.name.trim();

interface PartyData {
  kvk: string;
  name: string;
  legalName: string;
  street: string;
  zip: string;
  city: string;
  vatNumber: string;
  creditorId?: string;
  contact?: { phone: string; email: string };
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
  if (data.contact) {
    const contact = p.ele('cac:Contact');
    contact.ele('cbc:Telephone').txt(data.contact.phone);
    contact.ele('cbc:ElectronicMail').txt(data.contact.email);
  }
}

/** Seller and buyer, as the snapshot holds them. */
export function parties(doc: XMLBuilder, issued: IssuedInvoice, directDebit: boolean): void {
  const { seller, buyer } = issued;
  party(doc.ele('cac:AccountingSupplierParty'), {
    kvk: seller.kvk,
    name: seller.name,
    legalName: seller.legalName,
    street: seller.street,
    zip: seller.zip,
    city: seller.city,
    vatNumber: seller.vatNumber,
    contact: { phone: seller.phone, email: seller.email },
    ...(directDebit ? { creditorId: seller.creditorId } : {}),
  });
  const name = buyerName(buyer);
  party(doc.ele('cac:AccountingCustomerParty'), {
    kvk: buyer.kvk.trim(),
    name,
    legalName: name,
    street: streetLine(buyer),
    zip: buyer.zip.trim(),
    city: buyer.city.trim(),
    vatNumber: buyer.vatNumber.trim(),
  });
}

function payeeAccount(means: XMLBuilder, seller: Seller) {
  const account = means.ele('cac:PayeeFinancialAccount');
  account.ele('cbc:ID').txt(seller.iban);
  account.ele('cbc:Name').txt(seller.legalName);
  account.ele('cac:FinancialInstitutionBranch').ele('cbc:ID').txt(seller.bic);
}

/**
 * How the invoice is paid: SEPA direct debit (59) from the buyer's IBAN under the mandate, or a
 * transfer (58) to the seller's account. Both name the seller's account, so a bookkeeping package
 * can match the supplier by it.
 */
export function paymentMeans(doc: XMLBuilder, issued: IssuedInvoice, number: string, directDebit: boolean): void {
  const { seller, buyer } = issued;
  const means = doc.ele('cac:PaymentMeans');
  if (directDebit) {
    means.ele('cbc:PaymentMeansCode', { name: 'SEPA automatische incasso' }).txt('59');
    means.ele('cbc:PaymentID').txt(number);
    payeeAccount(means, seller);
    const mandate = means.ele('cac:PaymentMandate');
    mandate.ele('cbc:ID').txt(mandateReference(buyer.poc));
    mandate.ele('cac:PayerFinancialAccount').ele('cbc:ID').txt(buyer.iban.replace(/\s/g, ''));
  } else {
    means.ele('cbc:PaymentMeansCode', { name: 'SEPA overboeking' }).txt('58');
    means.ele('cbc:PaymentID').txt(number);
    payeeAccount(means, seller);
  }
}
