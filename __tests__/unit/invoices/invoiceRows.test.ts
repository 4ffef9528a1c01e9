import type { Invoice } from '../../../src/api/contract';
import { downloadFailure, invoiceRow } from '../../../src/features/invoices/invoiceRows';

const monthly: Invoice = {
  id: 1,
  number: 'F1',
  updateDate: '2026-01-01',
  price: 1234.56,
  priceVat: 1493.82,
  prepaid: 0,
};

describe('invoice rows', () => {
  it('monthly invoices show the price excl. and incl. btw', () => {
    expect(invoiceRow(monthly)).toEqual({
      id: 1,
      number: 'F1',
      date: '1\u00a0januari\u00a02026',
      excl: '€\u00a01.234,56',
      incl: '€\u00a01.493,82',
      prices: ['€\u00a01.234,56 excl. btw', '€\u00a01.493,82 incl. btw'],
    });
  });

  it('prepaid invoices show only the price incl. btw', () => {
    const row = invoiceRow({ ...monthly, prepaid: 1, price: 8.26, priceVat: 9.99 });
    expect(row.prices).toEqual(['€\u00a09,99 incl. btw']);
    expect(row).toMatchObject({ excl: null, incl: '€\u00a09,99' });
  });

  it("a failed download call: the server's message, else 'Gegevens konden niet worden opgehaald.'", () => {
    expect(downloadFailure({ status: 502, data: { message: 'De e-mail kon niet worden verstuurd.' } })).toBe(
      'De e-mail kon niet worden verstuurd.',
    );
    expect(downloadFailure({ status: 500, data: {} })).toBe('Gegevens konden niet worden opgehaald.');
    expect(downloadFailure({ status: 'FETCH_ERROR', error: 'offline' })).toBe('Gegevens konden niet worden opgehaald.');
  });
});
