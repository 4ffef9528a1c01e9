import type { AppConfigResponse, Credit, DashboardResponse } from '../../src/api/contract';
import { useTestServer } from './helpers';

const server = useTestServer();

describe('GET /api/dashboard', () => {
  test('admin sees user, sms flag, numbers with one active, and a swappable active subscription', async () => {
    const s = server();
    const { token } = await s.login('admin@demo.test');
    const reply = await s.get<DashboardResponse>('/api/dashboard', token);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const body = reply.body;
    expect(body.user).toEqual({ email: 'admin@demo.test', fullName: 'Jan de Vries', poc: '100001', isAdmin: true, active: true, loginType: 'web' });
    expect(body.hasSms).toBe(true);
    expect(body.phoneNumber).toHaveLength(3);
    expect(body.phoneNumber.filter((n) => n.active === 1)).toHaveLength(1);
    expect(body.subscription).toMatchObject({ status: 'active', accessType: 1, swappable: true, swapCooldown: 0, cancelTime: null, expireTime: null, price: 14.95 });
  });
});
