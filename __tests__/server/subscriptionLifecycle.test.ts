import type { DashboardResponse, Subscription, SubscriptionOptions } from '../../src/api/contract';
import { useTestServer, type TestServer } from './helpers';
import { subscriptions } from './subscriptionHelpers';

const server = useTestServer();
let s: TestServer;
beforeEach(() => {
  s = server();
});

describe('a subscription through switch, month change, cancel, reactivate and a second switch', () => {
  const walk = (list: Subscription[]) =>
    list.map((x) => ({
      name: x.name,
      price: x.price,
      status: x.status,
      startTime: x.startTime,
      expireTime: x.expireTime,
      swappable: x.swappable,
      swapCooldown: x.swapCooldown,
    }));
  const at = async (moment: string) => {
    s.clock.set(moment);
    return (await s.login('admin@demo.test')).token;
  };
  const switchTo = (token: string, id: number, planId: number) =>
    s.post<{ message: string; startTime?: string }>(
      '/api/subscription/switch',
      { id, type: 'abonnement', subscriptionTypeId: planId },
      token,
    );

  test('a switch that took effect survives a cancel; the lock still counts from the first switch', async () => {
    let token = await at('2026-03-18T10:00:00Z');
    const id = (await subscriptions(s, token))[0]?.id ?? 0;
    const plus = { name: 'Zakelijk Plus', price: 14.95, startTime: '2025-01-01' };
    const onbeperkt = { name: 'Zakelijk Onbeperkt', price: 24.95, startTime: '2026-04-01' };
    const start = { name: 'Zakelijk Start', price: 9.95, startTime: '2026-05-01' };

    expect((await switchTo(token, id, 3)).status).toBe(200);
    expect(walk(await subscriptions(s, token))).toEqual([
      { ...plus, status: 'active', expireTime: null, swappable: false, swapCooldown: 30 },
      { ...onbeperkt, status: 'active', expireTime: null, swappable: false, swapCooldown: 30 },
    ]);

    // The first of the month has passed: the new plan is the plan.
    token = await at('2026-04-02T08:00:00Z');
    expect(walk(await subscriptions(s, token))).toEqual([
      { ...onbeperkt, status: 'active', expireTime: null, swappable: false, swapCooldown: 15 },
    ]);

    const cancelled = await s.post(
      '/api/subscription/cancel',
      { id, reason: 'Ik heb een probleem met Telvaro' },
      token,
    );
    expect(cancelled.body).toEqual({
      message: 'Je abonnement is opgezegd. Deze verloopt aan het eind van de huidige maand.',
      expireTime: '2026-04-30',
    });
    expect(walk(await subscriptions(s, token))).toEqual([
      { ...onbeperkt, status: 'cancelled', expireTime: '2026-04-30', swappable: false, swapCooldown: 15 },
    ]);
    expect((await s.get<DashboardResponse>('/api/dashboard', token)).body.subscription).toMatchObject({
      name: 'Zakelijk Onbeperkt',
      price: 24.95,
      status: 'cancelled',
    });

    token = await at('2026-04-03T08:00:00Z');
    expect((await s.post('/api/subscription/reactivate', { id }, token)).body).toEqual({
      message: 'Je abonnement is succesvol geactiveerd.',
    });
    expect(walk(await subscriptions(s, token))).toEqual([
      { ...onbeperkt, status: 'active', expireTime: null, swappable: false, swapCooldown: 14 },
    ]);
    expect((await switchTo(token, id, 1)).body.message).toBe(
      'Je kunt je abonnement pas over 14 dagen opnieuw wijzigen.',
    );

    // 30 days after the first switch the lock is over.
    token = await at('2026-04-17T08:00:00Z');
    expect(walk(await subscriptions(s, token))).toEqual([
      { ...onbeperkt, status: 'active', expireTime: null, swappable: true, swapCooldown: 0 },
    ]);
    const options = await s.post<SubscriptionOptions>('/api/subscription/options', { id }, token);
    expect(options.body.abonnement?.map((o) => o.name)).toEqual(['Zakelijk Start', 'Zakelijk Plus']);
    expect((await switchTo(token, id, 1)).body).toEqual({
      message: 'Uw abonnement is gewijzigd. Per eerste van de volgende maand zal het nieuwe abonnement ingaan.',
      startTime: '2026-05-01',
    });
    expect(walk(await subscriptions(s, token))).toEqual([
      { ...onbeperkt, status: 'active', expireTime: null, swappable: false, swapCooldown: 30 },
      { ...start, status: 'active', expireTime: null, swappable: false, swapCooldown: 30 },
    ]);

    token = await at('2026-05-01T08:00:00Z');
    expect(walk(await subscriptions(s, token))).toEqual([
      { ...start, status: 'active', expireTime: null, swappable: false, swapCooldown: 16 },
    ]);
  });

  test('a cancel drops a switch that is still waiting and its 30-day lock: the old plan stays', async () => {
    const token = await at('2026-03-18T10:00:00Z');
    const id = (await subscriptions(s, token))[0]?.id ?? 0;
    // Before the cancel the list says when a cancel would end it.
    expect((await subscriptions(s, token))[0]?.endIfCancelled).toBe('2026-03-31');
    expect((await switchTo(token, id, 3)).status).toBe(200);
    expect(
      (await s.post('/api/subscription/cancel', { id, reason: 'Ik heb een andere oplossing gevonden' }, token)).status,
    ).toBe(200);
    expect(walk(await subscriptions(s, token))).toEqual([
      {
        name: 'Zakelijk Plus',
        price: 14.95,
        startTime: '2025-01-01',
        status: 'cancelled',
        expireTime: '2026-03-31',
        swappable: false,
        swapCooldown: 0,
      },
    ]);
    expect((await subscriptions(s, token))[0]?.endIfCancelled).toBeNull();
    // Reactivated, it can switch again: the switch that held the lock never happened.
    expect((await s.post('/api/subscription/reactivate', { id }, token)).status).toBe(200);
    expect((await subscriptions(s, token))[0]).toMatchObject({ status: 'active', swappable: true, swapCooldown: 0 });
    expect((await switchTo(token, id, 3)).status).toBe(200);
  });

  test('a cancel after the month ends lapses the old plan', async () => {
    const token = await at('2026-03-18T10:00:00Z');
    const id = (await subscriptions(s, token))[0]?.id ?? 0;
    expect((await switchTo(token, id, 3)).status).toBe(200);
    await s.post('/api/subscription/cancel', { id, reason: 'Ik heb een andere oplossing gevonden' }, token);
    const after = await at('2026-04-01T08:00:00Z');
    expect((await subscriptions(s, after))[0]).toMatchObject({ name: 'Zakelijk Plus', status: 'lapsed' });
  });
});
