import {
  formatBlockedNumber,
  formatDate,
  formatDuration,
  formatEuro,
  formatShortDate,
  truncate,
} from '../../../src/text/format';

describe('nl-NL formatting', () => {
  it('writes euro amounts as € 1,00 with thousands dots', () => {
    expect(formatEuro(1)).toBe('€ 1,00');
    expect(formatEuro(4.99)).toBe('€ 4,99');
    expect(formatEuro(1234.5)).toBe('€ 1.234,50');
  });

  it('writes calendar dates in Dutch', () => {
    expect(formatDate('2026-12-01')).toBe('1 december 2026');
    expect(formatShortDate('2026-03-07')).toBe('07-03-2026');
  });

  it('writes durations as hours, min, sec and drops leading zero parts', () => {
    expect(formatDuration(3725)).toBe('1 uur, 2 min, 5 sec');
    expect(formatDuration(65)).toBe('1 min, 5 sec');
    expect(formatDuration(9)).toBe('9 sec');
    expect(formatDuration(3600)).toBe('1 uur, 0 min, 0 sec');
  });

  it('shows blocked numbers with a plus unless they start with 0', () => {
    expect(formatBlockedNumber('31612345678')).toBe('+31612345678');
    expect(formatBlockedNumber('0612345678')).toBe('0612345678');
  });

  it('cuts long text with an ellipsis only when needed', () => {
    expect(truncate('kort', 20)).toBe('kort');
    expect(truncate('een.heel.lang.adres@voorbeeld.nl', 20)).toBe('een.heel.lang.adres@…');
  });
});
