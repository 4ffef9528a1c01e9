import type { Credit } from '../../../src/api/contract';
import { creditView } from '../../../src/features/credit/creditView';
import { creditMinutes } from '../../../src/validation/costRules';

const credit: Credit = {
  credit: 15,
  endDate: '2026-04-07',
  upgradeCredit: 5,
  bank: 'iDEAL',
  email: 'prepaid@demo.test',
  topUpCreditUrl: 'https://betalen.example.com/tegoed/1',
  extendUrl: 'https://betalen.example.com/verlengen/1',
  subscription: { renewal: 1, initialExpireTime: '2026-04-07' },
};

describe('credit page', () => {
  it('credit minutes = credit / 0.05, in whole minutes without float drift', () => {
    expect(creditMinutes(15)).toBe(300); // 15 / 0.05 is 299.99999999999994 in floating point
    expect(creditMinutes(12.5)).toBe(250);
    expect(creditMinutes(0.07)).toBe(1);
    expect(creditMinutes(0)).toBe(0);
    expect(creditMinutes(-1)).toBe(0);
  });

  it('shows amount, minutes, end date and the links; renewal only when renewal is 1', () => {
    expect(creditView(credit)).toEqual({
      credit: '€\u00a015,00',
      minutes: '≈ 300 belminuten',
      endDate: 'Je bundel loopt tot 7\u00a0april\u00a02026',
      topUpUrl: 'https://betalen.example.com/tegoed/1',
      renewalUrl: 'https://betalen.example.com/verlengen/1',
      explanation: expect.stringContaining('vanaf €\u00a04,99 incl.\u00a0btw'),
    });
    expect(
      creditView({ ...credit, subscription: { renewal: 0, initialExpireTime: '2026-04-07' } }).renewalUrl,
    ).toBeNull();
  });
});
