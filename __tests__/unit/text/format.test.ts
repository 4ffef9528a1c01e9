import {
  keepDatesWhole,
  formatBlockedNumber,
  formatDate,
  formatClock,
  formatDuration,
  formatDateTime,
  formatDateTimeWithSeconds,
  formatEuro,
  formatEuroApprox,
  formatMonth,
  formatNumber,
  formatShortDate,
  formatTimeWithSeconds,
  truncate,
} from '../../../src/text/format';

describe('nl-NL formatting', () => {
  it('writes euro amounts as € 1,00 with thousands dots and a no-break space after the sign', () => {
    expect(formatEuro(1)).toBe('€\u00a01,00');
    expect(formatEuro(4.99)).toBe('€\u00a04,99');
    expect(formatEuro(1234.5)).toBe('€\u00a01.234,50');
    // Never a plain space: a line may break there, leaving '€' at the end of one line and the figure on the next.
    expect(formatEuro(-1.5)).not.toContain(' ');
  });

  it('writes calendar dates in Dutch, never broken over two lines', () => {
    expect(formatDate('2026-12-01')).toBe('1\u00a0december\u00a02026');
    expect(formatShortDate('2026-03-07')).toBe('07-03-2026');
  });

  it('writes every euro amount as Intl writes it for nl-NL, rounding half away from zero', () => {
    const intl = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });
    const amounts = [1.005, 2.675, 0.125, 10.235, -1.5, -1234.565, 999999.995, 1234567.891, 0.004];
    for (let cents = -250_000; cents <= 250_000; cents += 7) amounts.push(cents / 100, cents / 1000);
    // Where Intl writes '€ -0,00' for a tiny negative amount, the page says nothing is owed: '€ 0,00'.
    const expected = (amount: number) => intl.format(amount).replace('-0,00', '0,00');
    expect(amounts.filter((amount) => formatEuro(amount) !== expected(amount))).toEqual([]);
    expect(formatEuro(-0.001)).toBe('€\u00a00,00');
    expect(formatEuro(-1234.565)).toBe('€\u00a0-1.234,57');
  });

  it('writes numbers with at most the decimals asked for, as Intl does', () => {
    const intl = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });
    const values: number[] = [];
    for (let step = 0; step <= 100_000; step += 3) values.push(step / 10, step / 100, step / 30);
    expect(values.filter((value) => formatNumber(value, 1) !== intl.format(value))).toEqual([]);
    expect(formatNumber(12.25, 1)).toBe('12,3');
    expect(formatNumber(99.95, 1)).toBe('100');
  });

  it("writes moments on Amsterdam's clock as Intl does, every hour of 1996 to 2040 (summer time included)", () => {
    const dateTime = new Intl.DateTimeFormat('nl-NL', {
      ...{ day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
      timeZone: 'Europe/Amsterdam',
    });
    const longDate = new Intl.DateTimeFormat('nl-NL', {
      ...{ day: 'numeric', month: 'long', year: 'numeric' },
      timeZone: 'Europe/Amsterdam',
    });
    // Intl's spaces may break a line; the portal's are no-break spaces, so a date stays on one line.
    const unbroken = (text: string) => text.replace(/ /g, '\u00a0');
    const mismatches: string[] = [];
    for (let time = Date.UTC(1996, 0, 1, 0, 59); time < Date.UTC(2040, 0, 1); time += 3_600_000) {
      const iso = new Date(time).toISOString();
      if (formatDateTime(iso) !== unbroken(dateTime.format(time).replace(',', ''))) mismatches.push(iso);
    }
    for (let day = Date.UTC(1996, 0, 1, 12); day < Date.UTC(2040, 0, 1); day += 86_400_000) {
      const calendarDay = new Date(day).toISOString().slice(0, 10);
      if (formatDate(calendarDay) !== unbroken(longDate.format(day))) mismatches.push(calendarDay);
    }
    expect(mismatches).toEqual([]);
    expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('29-03-2026\u00a001:59');
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('29-03-2026\u00a003:00');
    expect(formatDateTime('2026-10-25T00:59:00Z')).toBe('25-10-2026\u00a002:59');
    expect(formatDateTime('2026-10-25T01:00:00Z')).toBe('25-10-2026\u00a002:00');
  });

  it("writes a moment to the second on Amsterdam's clock, the date and time joined by a no-break space", () => {
    expect(formatDateTimeWithSeconds('2026-12-05T12:31:07.900Z')).toBe('05-12-2026\u00a013:31:07');
    expect(formatTimeWithSeconds('2026-03-29T01:00:09Z')).toBe('03:00:09');
    expect(formatDateTimeWithSeconds('2026-10-25T00:59:59Z')).toBe('25-10-2026\u00a002:59:59');
  });

  it('names a month in Dutch and refuses a date that is none', () => {
    expect(formatMonth('2026-03-01')).toBe('maart\u00a02026');
    expect(formatMonth('2026-12-01')).toBe('december\u00a02026');
    expect(() => formatShortDate('gisteren')).toThrow(RangeError);
    expect(() => formatMonth('2026-13-01')).toThrow(RangeError);
  });

  it('writes durations as hours, min, sec, one unbroken phrase, and drops leading zero parts', () => {
    const unbroken = (text: string) => text.replace(/ /g, '\u00a0');
    expect(formatDuration(3725)).toBe(unbroken('1 uur, 2 min, 5 sec'));
    expect(formatDuration(65)).toBe(unbroken('1 min, 5 sec'));
    expect(formatDuration(9)).toBe(unbroken('9 sec'));
    expect(formatDuration(3600)).toBe(unbroken('1 uur, 0 min, 0 sec'));
  });

  it('writes a forecast in whole euros, to ten euros from € 100, as one unbroken phrase', () => {
    expect(formatEuroApprox(969.25)).toBe('≈\u00a0€\u00a0970');
    expect(formatEuroApprox(966.66)).toBe('≈\u00a0€\u00a0970');
    expect(formatEuroApprox(8.24)).toBe('≈\u00a0€\u00a08');
    expect(formatEuroApprox(99.4)).toBe('≈\u00a0€\u00a099');
    expect(formatEuroApprox(1234.5)).toBe('≈\u00a0€\u00a01.230');
    expect(formatEuroApprox(0)).toBe('≈\u00a0€\u00a00');
  });

  it('writes durations in tables as a clock: hours, then minutes and seconds of two digits', () => {
    expect(formatClock(323_684)).toBe('89:54:44');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(9)).toBe('0:00:09');
    expect(formatClock(-3)).toBe('0:00:00');
  });

  it('shows blocked numbers with a plus unless they start with 0', () => {
    expect(formatBlockedNumber('31612345678')).toBe('+31612345678');
    expect(formatBlockedNumber('0612345678')).toBe('0612345678');
  });

  it('keeps the written dates of server text on one line, and nothing else', () => {
    expect(keepDatesWhole('Koos 9 december 2026 als overstapdatum voor 0207654390')).toBe(
      'Koos 9\u00a0december\u00a02026 als overstapdatum voor 0207654390',
    );
    expect(keepDatesWhole('Van 1 juli 2026 tot 31 augustus 2026')).toBe(
      'Van 1\u00a0juli\u00a02026 tot 31\u00a0augustus\u00a02026',
    );
    expect(keepDatesWhole('Blokkeerde 0201112233 op 12 stuks 2026')).toBe('Blokkeerde 0201112233 op 12 stuks 2026');
  });

  it('cuts long text with an ellipsis only when needed', () => {
    expect(truncate('kort', 20)).toBe('kort');
    expect(truncate('een.heel.lang.adres@voorbeeld.nl', 20)).toBe('een.heel.lang.adres@…');
  });
});
