import type { Invoice } from '../../../src/api/contract';
import { downloadFailure, invoiceRow } from '../../../src/features/invoices/invoiceRows';

const monthly: Invoice = {
  id: 1,
  number: 'F1',
  updateDate: '2026-01-01',
  price: 1234.56,
  priceVat: 1493.82,
  prepaid: 0,
  kind: 'invoice',
  creditsNumber: null,
  toPay: 1493.82,
};

describe('invoice rows', () => {
  it('monthly invoices show the price excl. and incl. btw', () => {
    expect(invoiceRow(monthly)).toEqual({
      id: 1,
      number: 'F1',
      kind: 'invoice',
      note: null,
      date: '1\u00a0januari\u00a02026',
      excl: '€\u00a01.234,56',
      incl: '€\u00a01.493,82',
      toPay: '€\u00a01.493,82',
      paidBefore: false,
      prices: [
        { amount: '€\u00a01.234,56', basis: 'excl.\u00a0btw' },
        { amount: '€\u00a01.493,82', basis: 'incl.\u00a0btw' },
      ],
    });
  });

  it('a top-up shows its amount excl. btw too, as its PDF does, and was paid before', () => {
    const row = invoiceRow({ ...monthly, prepaid: 1, price: 8.26, priceVat: 9.99, toPay: 0 });
    expect(row.prices).toEqual([
      { amount: '€\u00a08,26', basis: 'excl.\u00a0btw' },
      { amount: '€\u00a09,99', basis: 'incl.\u00a0btw' },
    ]);
    expect(row).toMatchObject({ excl: '€\u00a08,26', incl: '€\u00a09,99', toPay: 'Vooraf betaald', paidBefore: true });
  });

  it('a credited invoice says what is left to pay, with its basis; the credit note names the invoice it corrects', () => {
    expect(invoiceRow({ ...monthly, price: 20, priceVat: 24.2, toPay: 12.1 }).prices).toEqual([
      { amount: '€\u00a020,00', basis: 'excl.\u00a0btw' },
      { amount: '€\u00a024,20', basis: 'incl.\u00a0btw' },
      { label: 'Open:', amount: '€\u00a012,10', basis: 'incl.\u00a0btw' },
    ]);
    const note = invoiceRow({
      ...monthly,
      number: 'F2',
      kind: 'credit',
      creditsNumber: 'F1',
      price: -10,
      priceVat: -12.1,
      toPay: 0,
    });
    expect(note).toMatchObject({
      note: 'Creditnota bij factuur F1',
      toPay: null,
      paidBefore: false,
      incl: '€\u00a0-12,10',
    });
  });

  it("a failed download call: the server's message, else 'Gegevens konden niet worden opgehaald.'", () => {
    expect(downloadFailure({ status: 502, data: { message: 'De e-mail kon niet worden verstuurd.' } })).toBe(
      'De e-mail kon niet worden verstuurd.',
    );
    expect(downloadFailure({ status: 500, data: {} })).toBe('Gegevens konden niet worden opgehaald.');
    expect(downloadFailure({ status: 'FETCH_ERROR', error: 'offline' })).toBe('Gegevens konden niet worden opgehaald.');
  });
});
