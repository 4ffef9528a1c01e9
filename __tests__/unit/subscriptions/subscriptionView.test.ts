import type { Subscription } from '../../../src/api/contract';
import { reasonOptions, reasonText } from '../../../src/features/subscriptions/cancelReasons';
import { planTerms, subscriptionsView } from '../../../src/features/subscriptions/subscriptionView';
import { subscriptionsText } from '../../../src/text/subscriptions';
import { adminSubscription } from '../../support/demoAdmin';

const base: Subscription = {
  ...adminSubscription,
  id: 7,
  description: 'Omschrijving',
  salesLine1: 'Populair',
  price: 25,
};

describe('subscriptionsView', () => {
  it('an active, swappable subscription: price text, start date, switch and cancel', () => {
    expect(subscriptionsView([base])).toEqual({
      current: {
        id: 7,
        name: 'Zakelijk Plus',
        description: 'Omschrijving',
        salesLine1: 'Populair',
        price: '€\u00a025,00 excl.\u00a0btw p/m',
        lines: ['Ingangsdatum: 1\u00a0januari\u00a02025'],
      },
      next: null,
      canSwitch: true,
      canCancel: true,
      cancelSummary: 'Je abonnement Zakelijk Plus loopt door tot en met 31\u00a0maart\u00a02026 en stopt daarna.',
      canReactivate: false,
    });
  });

  it('during the lock: the days left, no switch; a waiting switch is the second entry', () => {
    const view = subscriptionsView([
      { ...base, swappable: false, swapCooldown: 1 },
      { ...base, name: 'Zakelijk Start', price: 9.95, startTime: '2026-04-01', swappable: false, swapCooldown: 1 },
    ]);
    expect(view?.current.lines).toEqual([
      'Ingangsdatum: 1\u00a0januari\u00a02025',
      'Je kunt je abonnement over 1 dag weer wijzigen.',
    ]);
    expect(view?.canSwitch).toBe(false);
    expect(view?.next).toMatchObject({
      name: 'Zakelijk Start',
      price: '€\u00a09,95 excl.\u00a0btw p/m',
      lines: ['Ingangsdatum: 1\u00a0april\u00a02026'],
    });
  });

  it('cancelled: the expiry date and reactivation only when it is the only subscription', () => {
    const cancelled = { ...base, status: 'cancelled' as const, expireTime: '2026-03-31', swappable: false };
    const view = subscriptionsView([cancelled]);
    expect(view?.current.lines).toContain('Je abonnement is opgezegd en verloopt op 31\u00a0maart\u00a02026.');
    expect(view).toMatchObject({ canSwitch: false, canCancel: false, canReactivate: true });
    expect(subscriptionsView([cancelled, { ...cancelled, name: 'Ander' }])?.canReactivate).toBe(false);
    expect(subscriptionsView([{ ...cancelled, status: 'lapsed' }])?.canReactivate).toBe(false);
  });

  it('no subscription: null', () => {
    expect(subscriptionsView([])).toBeNull();
  });
});

describe('cancel reasons of requirements §5', () => {
  it('offers the four reasons with the provider name, as option ids', () => {
    expect(reasonOptions('Telvaro')).toEqual([
      { id: 'unused', label: 'Ik maak geen gebruik meer van Telvaro' },
      { id: 'other-solution', label: 'Ik heb een andere oplossing gevonden' },
      { id: 'problem', label: 'Ik heb een probleem met Telvaro' },
      { id: 'other', label: 'Anders..' },
    ]);
  });

  it("sends a listed reason as is and 'Anders..' as 'Anders: {text}', never with an empty text", () => {
    expect(reasonText('problem', 'Telvaro')).toBe('Ik heb een probleem met Telvaro');
    expect(reasonText('other', 'Telvaro', '  te duur  ')).toBe('Anders: te duur');
    expect(reasonText('other', 'Telvaro', '   ')).toBeUndefined();
    expect(reasonText('iets', 'Telvaro')).toBeUndefined();
  });
});

describe("'Beschikbare {type}s' in Dutch", () => {
  it.each([
    ['abonnement', 'Beschikbare abonnementen'],
    ['bundel', 'Beschikbare bundels'],
    ['optie', 'Beschikbare opties'],
    ['pakket', 'Beschikbare pakketten'],
    ['dienst', 'Beschikbare diensten'],
  ])('%s', (type, heading) => {
    expect(subscriptionsText.available(type)).toBe(heading);
  });
});

describe("a plan's terms in the switch's confirmation", () => {
  it('names the price and the call minutes, unlimited in words, and no minutes for prepaid credit', () => {
    expect(planTerms({ price: 14.95, includedMinutes: 1000 })).toBe(
      '€\u00a014,95 excl.\u00a0btw p/m, 1.000 belminuten p/m',
    );
    expect(planTerms({ price: 24.95, includedMinutes: null })).toBe(
      '€\u00a024,95 excl.\u00a0btw p/m, onbeperkt bellen',
    );
    expect(planTerms({ price: 4.13, includedMinutes: 0 })).toBe('€\u00a04,13 excl.\u00a0btw p/m');
  });
});
