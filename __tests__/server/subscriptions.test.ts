import type { DashboardResponse, SubscriptionOptions } from '../../src/api/contract';
import { useTestServer, type TestServer } from './helpers';
import { subscriptions } from './subscriptionHelpers';

const server = useTestServer();
let s: TestServer;
beforeEach(() => {
  s = server();
});

test('cancel: expires at the end of the current month, then lapses; reactivate is refused once lapsed', async () => {
  let { token } = await s.login('admin@demo.test');
  const [current] = await subscriptions(s, token);
  const id = current?.id ?? 0;
  expect((await s.post('/api/subscription/cancel', { id, reason: 'Iets' }, token)).status).toBe(400);
  expect((await s.post('/api/subscription/cancel', { id, reason: 'Anders: ' }, token)).body).toEqual({
    message: 'Vul een reden in bij "Anders".',
  });
  const cancelled = await s.post(
    '/api/subscription/cancel',
    { id, reason: 'Anders: we stoppen met het bedrijf' },
    token,
  );
  expect(cancelled.status).toBe(200);
  expect(cancelled.body).toEqual({
    message: 'Je abonnement is opgezegd. Deze verloopt aan het eind van de huidige maand.',
    expireTime: '2026-03-31',
  });
  expect((await subscriptions(s, token))[0]).toMatchObject({
    status: 'cancelled',
    expireTime: '2026-03-31',
    cancelTime: '2026-03-18T10:00:00.000Z',
    swappable: false,
  });
  expect(
    (await s.post('/api/subscription/cancel', { id, reason: 'Ik heb een andere oplossing gevonden' }, token)).body,
  ).toEqual({ message: 'Je abonnement is al opgezegd.' });

  s.clock.set('2026-03-31T21:59:00Z'); // 22:59 in Amsterdam, still 31 March
  ({ token } = await s.login('admin@demo.test'));
  expect((await subscriptions(s, token))[0]?.status).toBe('cancelled');
  s.clock.set('2026-03-31T22:00:00Z'); // midnight in Amsterdam: 1 April
  ({ token } = await s.login('admin@demo.test'));
  expect((await subscriptions(s, token))[0]?.status).toBe('lapsed');
  expect((await s.get<DashboardResponse>('/api/dashboard', token)).body.subscription?.status).toBe('lapsed');
  expect((await s.post('/api/subscription/reactivate', { id }, token)).status).toBe(400);
});

test('reactivate resumes a cancelled subscription at once', async () => {
  const { token } = await s.login('opgezegd@demo.test');
  const [current] = await subscriptions(s, token);
  expect(current?.status).toBe('cancelled');
  const reply = await s.post('/api/subscription/reactivate', { id: current?.id }, token);
  expect(reply.body).toEqual({ message: 'Je abonnement is succesvol geactiveerd.' });
  expect((await subscriptions(s, token))[0]).toMatchObject({
    status: 'active',
    cancelTime: null,
    expireTime: null,
    swappable: true,
  });
  expect((await s.post('/api/subscription/reactivate', { id: current?.id }, token)).body).toEqual({
    message: 'Je abonnement is niet opgezegd.',
  });
});

test('switch: takes effect on the first of next month, then no switch for 30 days with swapCooldown counting down', async () => {
  let { token } = await s.login('admin@demo.test');
  const [current] = await subscriptions(s, token);
  const id = current?.id ?? 0;
  const options = (await s.post<SubscriptionOptions>('/api/subscription/options', { id }, token)).body;
  expect(Object.keys(options)).toEqual(['abonnement']);
  expect(options.abonnement?.map((o) => o.name)).toEqual(['Zakelijk Start', 'Zakelijk Onbeperkt']);
  expect(options.abonnement?.[0]?.startTime).toBe('2026-04-01');
  const target = options.abonnement?.[1];

  const effects = await s.post<{ feedback: string }>(
    '/api/subscription/bundle_effects',
    { subscriptionID: id, subscriptionTypeId: target?.id },
    token,
  );
  expect(effects.body.feedback).toBe(
    'Je nieuwe abonnement Zakelijk Onbeperkt gaat in op 1 april 2026. Je 2 extra gebruikers en 2 extra nummers blijven behouden.',
  );

  expect(
    (await s.post('/api/subscription/switch', { id, type: 'bundel', subscriptionTypeId: target?.id }, token)).status,
  ).toBe(400);
  expect(
    (await s.post('/api/subscription/switch', { id, type: 'abonnement', subscriptionTypeId: 12 }, token)).status,
  ).toBe(400);
  expect(
    (await s.post('/api/subscription/switch', { id, type: 'abonnement', subscriptionTypeId: 2 }, token)).body,
  ).toEqual({ message: 'Dit is al je huidige abonnement.' });
  const switched = await s.post(
    '/api/subscription/switch',
    { id, type: 'abonnement', subscriptionTypeId: target?.id },
    token,
  );
  expect(switched.body).toEqual({
    message: 'Uw abonnement is gewijzigd. Per eerste van de volgende maand zal het nieuwe abonnement ingaan.',
    startTime: '2026-04-01',
  });

  const list = await subscriptions(s, token);
  expect(list.map((x) => [x.name, x.startTime])).toEqual([
    ['Zakelijk Plus', '2025-01-01'],
    ['Zakelijk Onbeperkt', '2026-04-01'],
  ]);
  expect(list[0]).toMatchObject({ swappable: false, swapCooldown: 30 });
  const again = await s.post<{ message: string }>(
    '/api/subscription/switch',
    { id, type: 'abonnement', subscriptionTypeId: 1 },
    token,
  );
  expect(again.body.message).toBe('Je kunt je abonnement pas over 30 dagen opnieuw wijzigen.');

  s.clock.set('2026-04-01T08:00:00Z');
  ({ token } = await s.login('admin@demo.test'));
  const after = await subscriptions(s, token);
  expect(after).toHaveLength(1);
  expect(after[0]).toMatchObject({
    name: 'Zakelijk Onbeperkt',
    price: 24.95,
    startTime: '2026-04-01',
    swapCooldown: 16,
    swappable: false,
  });
  expect(
    (await s.post<SubscriptionOptions>('/api/subscription/options', { id }, token)).body.abonnement?.map((o) => o.name),
  ).toEqual(['Zakelijk Start', 'Zakelijk Plus']);

  s.clock.set('2026-04-16T08:00:00Z');
  ({ token } = await s.login('admin@demo.test'));
  expect((await subscriptions(s, token))[0]).toMatchObject({ swapCooldown: 1, swappable: false });
  expect(
    (
      await s.post<{ message: string }>(
        '/api/subscription/switch',
        { id, type: 'abonnement', subscriptionTypeId: 1 },
        token,
      )
    ).body.message,
  ).toBe('Je kunt je abonnement pas over 1 dag opnieuw wijzigen.');
  s.clock.set('2026-04-17T08:00:00Z');
  ({ token } = await s.login('admin@demo.test'));
  expect((await subscriptions(s, token))[0]).toMatchObject({ swapCooldown: 0, swappable: true });
  expect(
    (await s.post('/api/subscription/switch', { id, type: 'abonnement', subscriptionTypeId: 1 }, token)).status,
  ).toBe(200);
  expect((await subscriptions(s, token)).map((x) => [x.name, x.startTime])).toEqual([
    ['Zakelijk Onbeperkt', '2026-04-01'],
    ['Zakelijk Start', '2026-05-01'],
  ]);
});

test('cancelled or lapsed subscriptions cannot switch; prepaid options are bundles', async () => {
  const cancelled = await s.login('opgezegd@demo.test');
  const [sub] = await subscriptions(s, cancelled.token);
  expect(
    (
      await s.post(
        '/api/subscription/switch',
        { id: sub?.id, type: 'abonnement', subscriptionTypeId: 2 },
        cancelled.token,
      )
    ).body,
  ).toEqual({
    message: 'Je kunt een opgezegd of verlopen abonnement niet wijzigen.',
  });
  const prepaid = await s.login('prepaid@demo.test');
  const [own] = await subscriptions(s, prepaid.token);
  const options = (await s.post<SubscriptionOptions>('/api/subscription/options', { id: own?.id }, prepaid.token)).body;
  expect(Object.keys(options)).toEqual(['bundel']);
  expect(options.bundel).toHaveLength(3);
});

test("another customer's subscription is not found; non-admins are refused", async () => {
  const other = await s.login('ander@demo.test');
  const [theirs] = await subscriptions(s, other.token);
  const { token } = await s.login('admin@demo.test');
  expect(
    (
      await s.post(
        '/api/subscription/cancel',
        { id: theirs?.id, reason: 'Ik heb een andere oplossing gevonden' },
        token,
      )
    ).status,
  ).toBe(404);
  expect((await s.post('/api/subscription/options', { id: theirs?.id }, token)).status).toBe(404);
  expect((await subscriptions(s, other.token))[0]?.status).toBe('active');
  const user = await s.login('gebruiker@demo.test');
  expect((await s.get('/api/subscriptions', user.token)).status).toBe(403);
});

test('reactivation only when it is the only subscription of the customer', async () => {
  const { token } = await s.login('opgezegd@demo.test');
  const [current] = await subscriptions(s, token);
  const [customer] = await s.db.query<{ customer_id: number }>('SELECT customer_id FROM subscriptions WHERE id = $1', [
    current?.id,
  ]);
  const [other] = await s.db.query<{ id: number }>(
    `INSERT INTO subscriptions (customer_id, plan_id, start_date) VALUES ($1, 1, '2026-01-01') RETURNING id`,
    [customer?.customer_id],
  );
  const refused = await s.post<{ message: string }>('/api/subscription/reactivate', { id: current?.id }, token);
  expect(refused.status).toBe(400);
  expect(refused.body.message).toMatch(/nog een ander abonnement/);
  // A lapsed other subscription no longer counts.
  await s.db.query(`UPDATE subscriptions SET cancel_time = now(), expire_date = '2026-02-28' WHERE id = $1`, [
    other?.id,
  ]);
  expect((await s.post('/api/subscription/reactivate', { id: current?.id }, token)).status).toBe(200);
});
