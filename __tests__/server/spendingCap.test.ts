import type { DashboardResponse, UsageLimit } from '../../src/api/contract';
import { costMails, feed, FOREIGN, LIMIET, setLimit, type Fed } from './costControlHelpers';
import { useTestServer } from './helpers';

/**
 * The cap of the monthly limit on the server's clock (Wednesday 18 March 2026): paid outgoing calls
 * blocked at the limit until the first of next month, and 'Blokkade opheffen' with the password.
 */
const server = useTestServer();

describe('the cap', () => {
  test('blocks paid outgoing calls until the first of next month, lets free numbers and incoming calls through', async () => {
    const s = server();
    const { token } = await s.login(LIMIET);
    await setLimit(s, token, { monthlyLimit: 5, hardCap: 1 });
    const reaching = await feed(s, LIMIET, [
      { calledNumber: FOREIGN, minutes: 90 },
      { calledNumber: FOREIGN, minutes: 1 },
      { calledNumber: '0900123456', minutes: 1 },
      { calledNumber: '112', minutes: 5 },
      { calledNumber: '08001234', minutes: 5 },
      { calledNumber: '0201234999', minutes: 5 },
    ]);
    const refused = {
      recorded: false,
      charge: null,
      cost: null,
      reason: 'Betaalde uitgaande gesprekken zijn geblokkeerd tot 1 april 2026.',
    };
    expect(reaching).toEqual([
      expect.objectContaining({ recorded: true, charge: 'paid', cost: 5.4 }),
      expect.objectContaining(refused),
      expect.objectContaining(refused),
      expect.objectContaining({ recorded: true, charge: 'free', cost: 0 }),
      expect.objectContaining({ recorded: true, charge: 'free', cost: 0 }),
      // Within the bundle: it costs nothing, so it goes through.
      expect.objectContaining({ recorded: true, charge: 'bundle', cost: 0 }),
    ]);
    const incoming = await s.post<{ results: Fed[] }>('/api/dev/calls', {
      email: LIMIET,
      calls: [{ calledNumber: '0612345000', duration: 60, type: 'I' }],
    });
    expect(incoming.body.results[0]).toMatchObject({ recorded: true, charge: 'free' });

    const state = await s.get<UsageLimit>('/api/usage/limit', token);
    expect(state.body).toMatchObject({ blocked: true, blockedUntil: '2026-04-01', spentThisMonth: 5.4 });
    const [mail] = await costMails(s);
    expect(mail?.body).toContain('Betaalde uitgaande gesprekken zijn geblokkeerd tot 1 april 2026.');
    expect((await s.get<DashboardResponse>('/api/dashboard', token)).body.costStatus).toMatchObject({
      limitLevel: 100,
      blockedUntil: '2026-04-01',
    });

    s.clock.set('2026-04-01T00:30:00Z');
    expect((await feed(s, LIMIET, [{ calledNumber: FOREIGN, minutes: 1 }]))[0]).toMatchObject({ recorded: true });
  });

  test("'Blokkade opheffen' asks for the password, counts wrong ones, and allows paid calls for the rest of the month", async () => {
    const s = server();
    const { token } = await s.login(LIMIET);
    await setLimit(s, token, { monthlyLimit: 5, hardCap: 1 });
    await feed(s, LIMIET, [{ calledNumber: FOREIGN, minutes: 90 }]);

    const wrong = await s.post('/api/usage/limit/unblock', { password: 'Fout12345' }, token);
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Het huidige wachtwoord is onjuist.' } });
    expect((await s.post('/api/usage/limit/unblock', {}, token)).status).toBe(400);
    expect((await s.get<UsageLimit>('/api/usage/limit', token)).body.blocked).toBe(true);

    const lifted = await s.post<UsageLimit>('/api/usage/limit/unblock', { password: 'Welkom123' }, token);
    expect(lifted.body).toMatchObject({ blocked: false, blockedUntil: null, hardCap: 1 });
    const [row] = await s.db.query<{ cap_lifted_until: string; cap_lifted_by: number | null }>(
      "SELECT cap_lifted_until, cap_lifted_by FROM usage_limits l JOIN users u ON u.customer_id = l.customer_id WHERE u.email = 'limiet@demo.test'",
    );
    expect(row).toEqual({ cap_lifted_until: '2026-04-01', cap_lifted_by: expect.any(Number) });
    expect((await feed(s, LIMIET, [{ calledNumber: FOREIGN, minutes: 10 }]))[0]).toMatchObject({ recorded: true });
    expect((await s.get<UsageLimit>('/api/usage/limit', token)).body.blocked).toBe(false);
  });

  test('after a lift, saving the same limit keeps paid calls allowed; switching the cap on again blocks at once', async () => {
    const s = server();
    const { token } = await s.login(LIMIET);
    await setLimit(s, token, { monthlyLimit: 5, hardCap: 1 });
    await feed(s, LIMIET, [{ calledNumber: FOREIGN, minutes: 90 }]);
    await s.post('/api/usage/limit/unblock', { password: 'Welkom123' }, token);

    expect((await setLimit(s, token, { monthlyLimit: 5, hardCap: 1 })).body.blocked).toBe(false);
    expect((await setLimit(s, token, { monthlyLimit: 50, hardCap: 0 })).body.blocked).toBe(false);
    const renewed = await setLimit(s, token, { monthlyLimit: 5, hardCap: 1 });
    expect(renewed.body).toMatchObject({ blocked: true, blockedUntil: '2026-04-01' });
    expect((await feed(s, LIMIET, [{ calledNumber: FOREIGN, minutes: 1 }]))[0]).toMatchObject({ recorded: false });
  });

  test('too many wrong passwords are throttled like a login', async () => {
    const s = server();
    const { token } = await s.login(LIMIET);
    const statuses = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await s.post('/api/usage/limit/unblock', { password: `Fout${i}xxxx` }, token)).status);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
