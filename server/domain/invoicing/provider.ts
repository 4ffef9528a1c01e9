/**
 * The provider as the seller on its invoices: name, KvK number, btw number, address and the account
 * that transfers are paid to. Operators set their own through the environment; the defaults are the
 * demo provider's (a test IBAN, a KvK number in the form the chamber hands out).
 */
export interface Seller {
  name: string;
  legalName: string;
  kvk: string;
  vatNumber: string;
  street: string;
  zip: string;
  city: string;
  iban: string;
  bic: string;
  /** The creditor identifier of the provider's SEPA direct debits. */
  creditorId: string;
  /** Where a bookkeeper asks about an invoice. */
  phone: string;
  email: string;
}

const env = process.env;

export const seller: Seller = {
  name: env.PROVIDER_NAME || 'Telvaro',
  legalName: env.PROVIDER_LEGAL_NAME || 'Telvaro B.V.',
  kvk: env.PROVIDER_KVK || '90123456',
  vatNumber: env.PROVIDER_VAT_NUMBER || 'NL865432109B01',
  street: env.PROVIDER_STREET || 'Stationsplein 1',
  zip: env.PROVIDER_ZIP || '3511 ED',
  city: env.PROVIDER_CITY || 'Utrecht',
  iban: env.PROVIDER_IBAN || 'NL03RABO0345678901',
  bic: env.PROVIDER_BIC || 'RABONL2U',
  creditorId: env.PROVIDER_CREDITOR_ID || 'NL98ZZZ901234560000',
  phone: env.PROVIDER_PHONE || '030 799 1234',
  email: env.PROVIDER_EMAIL || 'facturen@telvaro.example',
};

/** Days between the invoice date and the date payment is due (or the direct debit is collected). */
export const PAYMENT_DAYS = 14;

/** The mandate reference of a customer's SEPA direct debit: the customer number, as the mandate was signed. */
export const mandateReference = (poc: string): string => `KP-${poc}`;
