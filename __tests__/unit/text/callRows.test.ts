import { callNumber, callRow, callsCsv, type CallFields } from '../../../src/text/callRows';

const call = (overrides: Partial<CallFields>): CallFields => ({
  id: 1,
  type: 'O',
  calledNumber: '0612345000',
  telephoneNumber: '0201234567',
  date: '2026-03-02',
  time: '09:15:00',
  duration: 61,
  charge: 'paid',
  cost: 0.12,
  ...overrides,
});

describe('call rows (requirements §9: durations in hours, min, sec; what each call costs)', () => {
  it('shows the other party, the date, the time, the duration in words and the cost the server rated', () => {
    expect(callRow(call({ duration: 3723, cost: 3.78 }))).toMatchObject({
      directionText: 'Uitgaand',
      number: '0612345000',
      date: '02-03-2026',
      time: '09:15',
      duration: '1\u00a0uur,\u00a02\u00a0min,\u00a03\u00a0sec',
      costText: '€\u00a03,78',
      chargeText: 'buiten bundel',
    });
    expect(
      callRow(call({ type: 'I', calledNumber: '0201234567', telephoneNumber: '0307654321', charge: 'free', cost: 0 })),
    ).toMatchObject({ directionText: 'Inkomend', number: '0307654321', costText: 'gratis' });
  });

  it("says 'binnen bundel' for a call within the included minutes, and what the part beyond them cost", () => {
    expect(callRow(call({ charge: 'bundle', cost: 0 })).costText).toBe('binnen bundel');
    expect(callRow(call({ charge: 'partial', cost: 0.18 })).costText).toBe('€\u00a00,18 (deels binnen bundel)');
    expect(callRow(call({ calledNumber: '08001234', charge: 'free', cost: 0 })).costText).toBe('gratis');
    expect(callRow(call({ charge: 'credit', cost: 0.1 }))).toMatchObject({
      costText: '€\u00a00,10',
      chargeText: 'van tegoed',
    });
  });

  it("gives a foreign number its '+', and leaves national and short numbers alone", () => {
    expect(callRow(call({ calledNumber: '3225123456' })).number).toBe('+3225123456');
    expect(callRow(call({ type: 'I', telephoneNumber: '4930123456' })).number).toBe('+4930123456');
    expect(callNumber('0201234567')).toBe('0201234567');
    expect(callNumber('112')).toBe('112');
    expect(callNumber('116123')).toBe('116123');
  });
});

describe('CSV of calls (the download and the mailed attachment)', () => {
  it("is ';'-separated with a header row, a decimal comma and CRLF, behind a byte-order mark", () => {
    const csv = callsCsv([
      callRow(call({ id: 1, duration: 61 })),
      callRow(call({ id: 2, type: 'I', telephoneNumber: '0307654321', duration: 5, charge: 'free', cost: 0 })),
      callRow(call({ id: 3, duration: 30, charge: 'bundle', cost: 0 })),
    ]);
    expect(csv).toBe(
      '\uFEFFRichting;Nummer;Datum;Tijd;Duur;Duur (sec);Kosten;Tarief\r\n' +
        'Uitgaand;0612345000;02-03-2026;09:15;1 min, 1 sec;61;0,12;buiten bundel\r\n' +
        'Inkomend;0307654321;02-03-2026;09:15;5 sec;5;0,00;gratis\r\n' +
        'Uitgaand;0612345000;02-03-2026;09:15;30 sec;30;0,00;binnen bundel\r\n',
    );
  });

  it('quotes separators and quotes, and defuses formula-like cells but not a foreign number', () => {
    const formula = { ...callRow(call({})), number: '=HYPERLINK("x";"y")' };
    expect(callsCsv([formula]).split('\r\n')[1]).toBe(
      `Uitgaand;"'=HYPERLINK(""x"";""y"")";02-03-2026;09:15;1 min, 1 sec;61;0,12;buiten bundel`,
    );
    for (const start of ['+', '-', '@']) {
      const row = { ...callRow(call({})), number: `${start}cmd|' /C calc'!A0` };
      expect(callsCsv([row]).split('\r\n')[1]?.split(';')[1]).toBe(`'${start}cmd|' /C calc'!A0`);
    }
    expect(
      callsCsv([callRow(call({ calledNumber: '3225123456' }))])
        .split('\r\n')[1]
        ?.split(';')[1],
    ).toBe('+3225123456');
  });
});
