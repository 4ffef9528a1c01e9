import type { TokenSet } from '../../src/api/contract';
import { useTestServer } from './helpers';

const server = useTestServer();

describe('POST /api/auth/refresh', () => {
  test('rotates: a new refresh token each time, old access tokens keep working until they expire', async () => {
    const s = server();
    const first = await s.login('admin@demo.test');
    const second = await s.post<TokenSet>('/api/auth/refresh', { refresh_token: first.refresh_token });
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect(second.body.jwt_expire_time).toBe(900);
    const third = await s.post<TokenSet>('/api/auth/refresh', { refresh_token: second.body.refresh_token });
    expect(third.status).toBe(200);
    expect((await s.get('/api/dashboard', third.body.token)).status).toBe(200);
  });

  test('the same token again within the grace window returns the same successor', async () => {
    const s = server();
    const first = await s.login('admin@demo.test');
    const a = await s.post<TokenSet>('/api/auth/refresh', { refresh_token: first.refresh_token });
    s.clock.advanceSeconds(5);
    const b = await s.post<TokenSet>('/api/auth/refresh', { refresh_token: first.refresh_token });
    expect(b.status).toBe(200);
    expect(b.body.refresh_token).toBe(a.body.refresh_token);
    expect((await s.post('/api/auth/refresh', { refresh_token: a.body.refresh_token })).status).toBe(200);
  });

  test('reuse after the successor was used revokes the whole family', async () => {
    const s = server();
    const first = await s.login('admin@demo.test');
    const second = await s.post<TokenSet>('/api/auth/refresh', { refresh_token: first.refresh_token });
    const third = await s.post<TokenSet>('/api/auth/refresh', { refresh_token: second.body.refresh_token });
    const reuse = await s.post<{ message: string }>('/api/auth/refresh', { refresh_token: first.refresh_token });
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toMatch(/Log opnieuw in/);
    expect((await s.post('/api/auth/refresh', { refresh_token: third.body.refresh_token })).status).toBe(401);
    expect((await s.get('/api/dashboard', third.body.token)).status).toBe(401);
    // Another login of the same user is a different family and is not affected.
    const other = await s.login('admin@demo.test');
    expect((await s.get('/api/dashboard', other.token)).status).toBe(200);
  });

  test('reuse after the grace window revokes the family too', async () => {
    const s = server();
    const first = await s.login('admin@demo.test');
    const second = await s.post<TokenSet>('/api/auth/refresh', { refresh_token: first.refresh_token });
    s.clock.advanceSeconds(11);
    expect((await s.post('/api/auth/refresh', { refresh_token: first.refresh_token })).status).toBe(401);
    expect((await s.post('/api/auth/refresh', { refresh_token: second.body.refresh_token })).status).toBe(401);
  });

  test('families end after their absolute lifetime of 10 days, however often they rotate', async () => {
    const s = server();
    let tokens = await s.login('admin@demo.test');
    // Refreshed within the idle limit (1800 s) all the time, up to just before the 10 days.
    const step = 1_700;
    for (let elapsed = step; elapsed < 10 * 86_400; elapsed += step) {
      s.clock.advanceSeconds(step);
      const reply = await s.post<TokenSet>('/api/auth/refresh', { refresh_token: tokens.refresh_token });
      expect(reply.status).toBe(200);
      tokens = reply.body;
    }
    s.clock.advanceSeconds(step);
    expect((await s.post('/api/auth/refresh', { refresh_token: tokens.refresh_token })).status).toBe(401);
  });

  test('unknown, empty or malformed refresh tokens get 401 or 400', async () => {
    const s = server();
    expect((await s.post('/api/auth/refresh', { refresh_token: 'onbekend' })).status).toBe(401);
    expect((await s.post('/api/auth/refresh', { refresh_token: '' })).status).toBe(401);
    expect((await s.post('/api/auth/refresh', { refresh_token: 12 })).status).toBe(400);
    expect((await s.post('/api/auth/refresh', {})).status).toBe(400);
  });
});
