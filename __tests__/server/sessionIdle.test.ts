import type { TokenSet } from '../../src/api/contract';
import { useTestServer } from './helpers';

/** Sessions end on the server too: a refresh token left unused past the idle limit is refused. */
const server = useTestServer();
const refresh = (refreshToken: string) =>
  server().post<TokenSet & { message?: string }>('/api/auth/refresh', { refresh_token: refreshToken });

test('default idle limit: twice the access-token lifetime (2 × 900 s) since the token was issued', async () => {
  const s = server();
  const login = await s.login('prepaid@demo.test');
  // In use: each refresh within the limit gives a fresh token and starts the idle time again.
  s.clock.advanceSeconds(1_700);
  const kept = await refresh(login.refresh_token);
  expect(kept.status).toBe(200);
  s.clock.advanceSeconds(1_700);
  const again = await refresh(kept.body.refresh_token);
  expect(again.status).toBe(200);

  // Left alone for longer than 1800 s: refused, and the whole login has ended.
  s.clock.advanceSeconds(1_801);
  expect((await refresh(again.body.refresh_token)).status).toBe(401);
  expect((await refresh(again.body.refresh_token)).status).toBe(401);
});

describe('REFRESH_IDLE_SECONDS', () => {
  const short = useTestServer({ config: { refreshIdleSeconds: 120 } });

  test('configurable', async () => {
    const s = short();
    const login = await s.login('prepaid@demo.test');
    s.clock.advanceSeconds(121);
    expect((await s.post('/api/auth/refresh', { refresh_token: login.refresh_token })).status).toBe(401);
  });
});
