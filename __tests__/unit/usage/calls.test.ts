import type { CallRecord } from '../../../src/api/contract';
import { callCost, callRow, filterCalls, pageOf } from '../../../src/features/usage/calls';
import { callsCsv } from '../../../src/features/usage/csv';
import { CHART_BACKGROUND, chartPalette, contrastRatio } from '../../../src/features/usage/palette';

const call = (overrides: Partial<CallRecord>): CallRecord => ({
  id: 1,
  type: 'O',
  calledNumber: '0612345000',
  telephoneNumber: '0201234567',
  date: '2026-03-02',
  time: '09:15:00',
  duration: 61,
  ...overrides,
});

describe('call rows (requirements §9: durations and € 0,06 per started minute)', () => {
  it('prices every started minute of an outgoing call', () => {
    expect(callCost('O', 1)).toBe(0.06);
    expect(callCost('O', 60)).toBe(0.06);
    expect(callCost('O', 61)).toBe(0.12);
    expect(callCost('O', 3725)).toBe(3.78); // 63 started minutes
    expect(callCost('O', 0)).toBe(0);
  });

  it('charges nothing for incoming calls', () => {
    expect(callCost('I', 600)).toBeNull();
  });

  it('shows the other party, the date, the time and the duration in words', () => {
    expect(callRow(call({ duration: 3723 }))).toMatchObject({
      directionText: 'Uitgaand',
      number: '0612345000',
      date: '02-03-2026',
      time: '09:15',
      duration: '1 uur, 2 min, 3 sec',
      costText: '€ 3,78',
    });
    expect(callRow(call({ type: 'I', calledNumber: '0201234567', telephoneNumber: '0307654321' }))).toMatchObject({
      directionText: 'Inkomend',
      number: '0307654321',
      costText: 'gratis',
    });
  });
});

describe('filter and pages', () => {
  const rows = [
    callRow(call({ id: 1, calledNumber: '0612345000' })),
    callRow(call({ id: 2, type: 'I', telephoneNumber: '0307654321' })),
    callRow(call({ id: 3, calledNumber: '3225123456' })),
  ];

  it('filters by direction and by digits of the number', () => {
    expect(filterCalls(rows, { direction: 'O', number: '' }).map((r) => r.id)).toEqual([1, 3]);
    expect(filterCalls(rows, { direction: 'I', number: '' }).map((r) => r.id)).toEqual([2]);
    expect(filterCalls(rows, { direction: 'all', number: '030 765' }).map((r) => r.id)).toEqual([2]);
    expect(filterCalls(rows, { direction: 'O', number: '+32 25' }).map((r) => r.id)).toEqual([3]);
    expect(filterCalls(rows, { direction: 'I', number: '0612' })).toEqual([]);
  });

  it('cuts a list into pages and clamps the page number', () => {
    const items = Array.from({ length: 120 }, (_, i) => i);
    expect(pageOf(items, 1)).toMatchObject({ page: 1, pages: 3, items: items.slice(0, 50) });
    expect(pageOf(items, 3).items).toEqual(items.slice(100));
    expect(pageOf(items, 9).page).toBe(3);
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pages: 1 });
  });
});

describe('CSV of the shown calls', () => {
  it("is ';'-separated with a header row, a decimal comma and CRLF, behind a byte-order mark", () => {
    const csv = callsCsv([
      callRow(call({ id: 1, duration: 61 })),
      callRow(call({ id: 2, type: 'I', telephoneNumber: '0307654321', duration: 5 })),
    ]);
    expect(csv).toBe(
      '\uFEFFRichting;Nummer;Datum;Tijd;Duur;Duur (sec);Kosten\r\n' +
        'Uitgaand;0612345000;02-03-2026;09:15;1 min, 1 sec;61;0,12\r\n' +
        'Inkomend;0307654321;02-03-2026;09:15;5 sec;5;\r\n',
    );
  });

  it('quotes separators and quotes, and defuses formula-like cells', () => {
    const row = { ...callRow(call({})), number: '=HYPERLINK("x";"y")' };
    expect(callsCsv([row]).split('\r\n')[1]).toBe(
      `Uitgaand;"'=HYPERLINK(""x"";""y"")";02-03-2026;09:15;1 min, 1 sec;61;0,12`,
    );
  });
});

describe('chart colours', () => {
  it.each(chartPalette)('%s keeps at least 3:1 contrast against the chart background', (colour) => {
    expect(contrastRatio(colour, CHART_BACKGROUND)).toBeGreaterThanOrEqual(3);
  });

  it('computes the WCAG ratio (black on white is 21:1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
