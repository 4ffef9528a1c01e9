import { textFingerprint } from '../../../../src/api/logTexts';
import { redactPersonal, redactSaid, redactText } from '../../../../src/features/support/diagnostics/redactPersonal';

describe('personal data in the support log', () => {
  it('replaces names, contact details, addresses, bank details and free text by a marker of their length', () => {
    expect(
      redactPersonal({
        firstname: 'Jan',
        prefix: 'de',
        lastname: 'Vries',
        fullName: 'Jan de Vries',
        company: 'De Vries B.V.',
        companyemail: 'facturen@demo.test',
        mobile: '0612345678',
        iban: 'NL91ABNA0417164300',
        address: 'Keizersgracht',
        zip: '1015 CJ',
        city: 'Amsterdam',
        subject: 'Toestel belt niet',
        message: 'Kunt u mij terugbellen?',
        blacklistNumber: '0851234567',
        input: 'Welkom123',
        isAdmin: true,
        statusId: 2,
      }),
    ).toEqual({
      firstname: '‹tekst:3›',
      prefix: '‹tekst:2›',
      lastname: '‹tekst:5›',
      fullName: '‹tekst:12›',
      company: '‹tekst:13›',
      companyemail: '‹tekst:18›',
      mobile: '‹tekst:10›',
      iban: '‹tekst:18›',
      address: '‹tekst:13›',
      zip: '‹tekst:7›',
      city: '‹tekst:9›',
      subject: '‹tekst:17›',
      message: '‹tekst:23›',
      blacklistNumber: '‹tekst:10›',
      input: '‹tekst:9›',
      isAdmin: true,
      statusId: 2,
    });
  });

  it('finds e-mail addresses, IBANs and phone numbers in any other string', () => {
    expect(redactText('getBlacklist("jan@demo.test")')).toBe('getBlacklist("‹e-mail:13›")');
    expect(redactText('rekening NL91 ABNA 0417 1643 00 of NL20INGB0001234567')).toBe('rekening ‹iban:22› of ‹iban:18›');
    expect(redactText('bel 06 1234 5670, +31 20 123 4567, 0201234567 of 08001234')).toBe(
      'bel ‹telefoon:12›, ‹telefoon:15›, ‹telefoon:10› of ‹telefoon:8›',
    );
  });

  it('keeps what a replay needs: dates, amounts, invoice numbers, ids and RTK Query structure', () => {
    const meta = {
      requestId: 'V1StGXR8_Z5jdHi6B-myT',
      requestStatus: 'fulfilled',
      arg: { type: 'query', endpointName: 'getTicket', queryCacheKey: 'getTicket(3)', originalArgs: 3 },
      fulfilledTimeStamp: 1_763_900_000_000,
    };
    expect(redactPersonal(meta)).toEqual(meta);
    const invoice = { id: 7, number: 'F202611-100001', update_date: '2026-11-23', price: 18.95 };
    expect(redactPersonal({ created: '2026-11-23T10:00:00.000Z', invoice: 'F202611-100001' })).toEqual({
      created: '2026-11-23T10:00:00.000Z',
      invoice: 'F202611-100001',
    });
    // A field named like a number is personal by name, whatever it holds.
    expect(redactPersonal(invoice)).toEqual({ ...invoice, number: '‹tekst:14›' });
  });

  it('redacts inside arrays and keys too, and drops what JSON cannot carry', () => {
    expect(redactPersonal({ numbers: ['0201234567', 'sip-1002'], 'jan@demo.test': 1, fn: () => 1, n: NaN })).toEqual({
      numbers: ['‹tekst:10›', '‹tekst:8›'],
      '‹e-mail:13›': 1,
      n: null,
    });
  });

  it("marks what the product said with a fingerprint, and only that: an answer's or a dialog's messages", () => {
    const said = 'Dit nummer staat al op de bloklijst.';
    const mark = `‹tekst:36:${textFingerprint(said)}›`;
    expect(
      redactSaid({
        status: 409,
        data: { message: said, error: { message: said }, fields: { name: 'Jan' } },
        description: said,
        subject: 'Toestel belt niet',
      }),
    ).toEqual({
      status: 409,
      data: { message: mark, error: { message: mark }, fields: { name: '‹tekst:3›' } },
      description: mark,
      subject: '‹tekst:17›',
    });
    // Anywhere else (a read's answer, what the customer typed) a marker has only the length.
    expect(redactPersonal({ message: said })).toEqual({ message: '‹tekst:36›' });
  });
});
