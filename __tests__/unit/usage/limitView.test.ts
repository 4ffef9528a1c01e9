import type { UsageLimit } from '../../../src/api/contract';
import { amountInput, limitMeter, limitView } from '../../../src/features/usage/limitView';

const limit = (overrides: Partial<UsageLimit>): UsageLimit => ({
  kind: 'subscription',
  monthlyLimit: 50,
  hardCap: 0,
  spentThisMonth: 0,
  forecast: 0,
  periodStart: '2026-03-01',
  blocked: false,
  blockedUntil: null,
  waivedAt: null,
  waivedBy: null,
  lowCreditMinutes: null,
  creditMinutes: null,
  ...overrides,
});

describe("the 'Verbruikslimiet' bar", () => {
  it('gives amount and percentage in words, and the level reached in words, not by colour alone', () => {
    expect(limitMeter(12, 50)).toEqual({
      valueNow: 24,
      percent: 24,
      text: '€\u00a012,00 van €\u00a050,00 excl.\u00a0btw (24%)',
      level: null,
      levelText: null,
    });
    expect(limitMeter(40, 50)).toMatchObject({ percent: 80, level: 80, levelText: '80% van je limiet gebruikt.' });
    expect(limitMeter(5.4, 5)).toMatchObject({
      valueNow: 100,
      percent: 108,
      text: '€\u00a05,40 van €\u00a05,00 excl.\u00a0btw (108%)',
      level: 100,
      levelText: 'Limiet bereikt.',
    });
  });

  it('rounds the share down: 79.9 % is not the 80 % that warns', () => {
    expect(limitMeter(39.99, 50)).toMatchObject({ percent: 79, level: null });
  });
});

describe('the section', () => {
  it('shows the forecast for the month, and the form starts from the limit and cap', () => {
    const view = limitView(limit({ spentThisMonth: 12, forecast: 21.28, monthlyLimit: 1250.5, hardCap: 1 }));
    expect(view).toMatchObject({
      forecastLabel: 'Verwachting voor heel maart als je zo doorbelt:',
      // Whole euros: the forecast moves with every call of the day and claims no cents.
      forecast: '≈\u00a0€\u00a021 excl.\u00a0btw',
      initialLimit: '1.250,50',
      initialCap: true,
      waiver: null,
      blocked: null,
    });
  });

  it('while the limit is off: no bar, the costs so far, and since when and by whom', () => {
    const view = limitView(
      limit({
        monthlyLimit: null,
        spentThisMonth: 3.5,
        waivedAt: '2026-03-18T10:00:00Z',
        waivedBy: 'limiet@demo.test',
      }),
    );
    expect(view.meter).toBeNull();
    expect(view.spent).toBe('€\u00a03,50 excl.\u00a0btw');
    expect(view.waiver).toBe(
      'De limiet staat uit sinds 18-03-2026\u00a011:00 (uitgezet door limiet@demo.test). Je krijgt geen verbruiksmeldingen.',
    );
    expect(view.initialLimit).toBe('50,00');
  });

  it('says until when paid calls are blocked', () => {
    expect(limitView(limit({ blocked: true, blockedUntil: '2026-04-01' })).blocked).toBe(
      'Betaalde uitgaande gesprekken zijn geblokkeerd tot 1\u00a0april\u00a02026.',
    );
  });

  it('writes amounts for the form the Dutch way', () => {
    expect(amountInput(10_000)).toBe('10.000,00');
    expect(amountInput(7.5)).toBe('7,50');
  });
});
