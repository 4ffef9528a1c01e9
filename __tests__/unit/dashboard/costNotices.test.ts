import type { CostStatus } from '../../../src/api/contract';
import { costNotices } from '../../../src/features/dashboard/costNotices';

const quiet: CostStatus = { limitLevel: null, monthlyLimit: 50, blockedUntil: null, lowCreditMinutes: null };

describe("the dashboard's cost notices", () => {
  it('say nothing below 80 %, for a non-admin (no status) or with the limit off', () => {
    expect(costNotices(quiet)).toEqual([]);
    expect(costNotices(undefined)).toEqual([]);
    expect(costNotices({ ...quiet, monthlyLimit: null, limitLevel: 80 })).toEqual([]);
  });

  it('name the spend and the share of the limit it reached, with the way to adjust the limit', () => {
    expect(costNotices({ ...quiet, limitLevel: 100, spentThisMonth: 340.5 })).toEqual([
      {
        kind: 'limit',
        text: 'Je hebt deze maand €\u00a0340,50 excl.\u00a0btw aan gesprekskosten: 681% van je limiet van €\u00a050,00.',
        link: { to: '/usage', label: 'Limiet aanpassen' },
      },
    ]);
    // 79.99 % is not 80 %: rounded down, as the usage page's meter.
    expect(costNotices({ ...quiet, limitLevel: 80, spentThisMonth: 44.99 })[0]?.text).toBe(
      'Je hebt deze maand €\u00a044,99 excl.\u00a0btw aan gesprekskosten: 89% van je limiet van €\u00a050,00.',
    );
  });

  it('name the level reached and the limit when the spend is not given', () => {
    expect(costNotices({ ...quiet, limitLevel: 80 })).toEqual([
      {
        kind: 'limit',
        text: 'Je hebt 80% van je limiet van €\u00a050,00 excl.\u00a0btw gebruikt.',
        link: { to: '/usage', label: 'Limiet aanpassen' },
      },
    ]);
    expect(costNotices({ ...quiet, limitLevel: 100, monthlyLimit: 1250.5 })[0]?.text).toBe(
      'Je hebt 100% van je limiet van €\u00a01.250,50 excl.\u00a0btw gebruikt.',
    );
  });

  it('add the block to the 100 % notice, and show a block on its own when the limit was switched off since', () => {
    const blocked =
      'Betaalde uitgaande gesprekken zijn geblokkeerd tot 1\u00a0april\u00a02026. Gratis nummers, zoals 112 en 0800-nummers, blijven bereikbaar.';
    expect(costNotices({ ...quiet, limitLevel: 100, monthlyLimit: 5, blockedUntil: '2026-04-01' })).toEqual([
      {
        kind: 'limit',
        text: `Je hebt 100% van je limiet van €\u00a05,00 excl.\u00a0btw gebruikt. ${blocked}`,
        link: { to: '/usage', label: 'Limiet aanpassen' },
      },
    ]);
    expect(costNotices({ ...quiet, monthlyLimit: null, blockedUntil: '2026-04-01' })).toEqual([
      { kind: 'blocked', text: blocked, link: { to: '/usage', label: 'Naar Verbruik' } },
    ]);
  });

  it('warn a prepaid account of low credit, with the way to the credit page', () => {
    expect(costNotices({ ...quiet, lowCreditMinutes: 24 })).toEqual([
      {
        kind: 'lowCredit',
        text: 'Je tegoed is bijna op: je kunt nog ongeveer 24 minuten bellen.',
        link: { to: '/credit', label: 'Naar Tegoed' },
      },
    ]);
  });
});
