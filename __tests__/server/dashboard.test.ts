import type { AppConfigResponse, Credit, DashboardResponse } from '../../src/api/contract';
import { adminSubscription } from '../support/demoAdmin';
import { useTestServer } from './helpers';

const server = useTestServer();

async function dashboardOf(email: string): Promise<DashboardResponse> {
  const s = server();
  const { token } = await s.login(email);
  const reply = await s.get<DashboardResponse>('/api/dashboard', token);
  expect(reply.status).toBe(200);
  return reply.body;
}

describe('GET /api/dashboard', () => {
  test('admin: user, sms flag, numbers with one active, an active swappable subscription; no-store', async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const reply = await s.get<DashboardResponse>('/api/dashboard', token);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const body = reply.body;
    expect(body.user).toEqual({
      email: 'admin@demo.test',
      fullName: 'Jan de Vries',
      poc: '100001',
      isAdmin: true,
      role: 'beheerder',
      twoStepSetupRequired: false,
      company: 'De Vries Installatietechniek B.V.',
      holderName: 'Jan de Vries',
      accountHolder: true,
      active: true,
      loginType: 'web',
    });
    expect(body.hasSms).toBe(true);
    expect(body.phoneNumber).toHaveLength(3);
    expect(body.phoneNumber.filter((n) => n.active === 1)).toHaveLength(1);
    expect(body.phoneNumber[0]).toEqual({
      number_id: expect.any(Number),
      phoneNumber: '0201234567',
      name: 'Hoofdnummer',
      active: 1,
    });
    expect(body.subscription).toEqual({
      ...adminSubscription,
      id: expect.any(Number),
      description: expect.any(String),
      salesLine1: expect.any(String),
    });
  });

  test('prepaid: accessType 3', async () => {
    const body = await dashboardOf('prepaid@demo.test');
    expect(body.user.isAdmin).toBe(true);
    expect(body.hasSms).toBe(false);
    expect(body.subscription).toMatchObject({ accessType: 3, status: 'active' });
  });

  test('gebruiker: a non-admin of the admin account sees the same numbers', async () => {
    const body = await dashboardOf('gebruiker@demo.test');
    expect(body.user).toMatchObject({ isAdmin: false, active: true, poc: '100001' });
    expect(body.phoneNumber).toHaveLength(3);
  });

  test('opgezegd: cancelled, expiring at the end of the current month', async () => {
    const body = await dashboardOf('opgezegd@demo.test');
    expect(body.subscription).toMatchObject({ status: 'cancelled', expireTime: '2026-03-31', swappable: false });
    expect(body.subscription?.cancelTime).toBe('2026-03-15T10:00:00.000Z');
  });

  test('inactief: an inactive account with a lapsed subscription', async () => {
    const body = await dashboardOf('inactief@demo.test');
    expect(body.user.active).toBe(false);
    expect(body.subscription).toMatchObject({ status: 'lapsed', expireTime: '2026-01-31' });
  });
});

describe('GET /api/app/config', () => {
  test('platform from ?platform=, the X-Platform header or the user agent; iOS gets state "get"', async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const cases: Array<[string, Record<string, string>, string, string]> = [
      ['/api/app/config?platform=android', {}, 'android', 'save'],
      ['/api/app/config', { 'x-platform': 'ios' }, 'ios', 'get'],
      ['/api/app/config', { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' }, 'ios', 'get'],
      ['/api/app/config', { 'user-agent': 'Mozilla/5.0 (Linux; Android 14)' }, 'android', 'save'],
      ['/api/app/config', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' }, 'desktop', 'save'],
    ];
    for (const [path, headers, platform, state] of cases) {
      const reply = await s.get<AppConfigResponse>(path, token, headers);
      expect(reply.status).toBe(200);
      expect(reply.body.app).toEqual({ platform, state });
      expect(reply.body.user.email).toBe('admin@demo.test');
    }
  });

  test('an app login reports loginType "app"', async () => {
    const s = server();
    const minted = await s.post<{ sessionToken: string }>('/api/dev/session-token', { email: 'gebruiker@demo.test' });
    const tokens = await s.post<{ token: string }>('/api/auth/app', { sessionToken: minted.body.sessionToken });
    const reply = await s.get<AppConfigResponse>('/api/app/config', tokens.body.token);
    expect(reply.body.user).toMatchObject({ loginType: 'app', isAdmin: false });
  });
});

describe('GET /api/credit', () => {
  test('prepaid account: credit, end date, links and renewal', async () => {
    const s = server();
    const { token } = await s.login('prepaid@demo.test');
    const reply = await s.get<Credit>('/api/credit', token);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      credit: 12.5,
      endDate: '2026-04-07',
      upgradeCredit: 5,
      bank: 'iDEAL',
      email: 'prepaid@demo.test',
      topUpCreditUrl: expect.stringMatching(/^https:\/\/.+100002$/),
      extendUrl: expect.stringMatching(/^https:\/\/.+100002$/),
      subscription: { renewal: 1, initialExpireTime: '2026-04-07' },
    });
  });

  test('an account without prepaid credit gets 404 with a Dutch message', async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const reply = await s.get<{ message: string }>('/api/credit', token);
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe('Dit account heeft geen prepaid tegoed.');
  });
});

describe('inactive accounts', () => {
  test('reach dashboard, config and support, but not the account content', async () => {
    const s = server();
    const { token } = await s.login('inactief@demo.test');
    expect((await s.get('/api/app/config', token)).status).toBe(200);
    expect((await s.get('/api/tickets', token)).status).toBe(200);
    const refused = await s.get<{ message: string }>('/api/invoices', token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/niet actief/);
  });
});
