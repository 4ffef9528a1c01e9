import { screen, waitFor } from '@testing-library/react';
import { getConfig } from '../../../src/config';
import { SESSION_PERSIST_KEY } from '../../../src/session/tokens/persistStorage';
import { memoryStorage } from '../../support/memoryStorage';
import { logInOverHttp, renderApp } from '../../support/renderApp';
import { logRequests } from '../../support/requestLog';
import { postJson, useServer } from '../../support/server';
import { seedSession, storedTokens } from '../../support/sessionSeed';

/** Waits on the server are given time: the suites run side by side, each with its own server. */
const slow = { timeout: 10_000 };

useServer({ REFRESH_GRACE_SECONDS: '0' });

const loginForm = () => screen.findByRole('form', { name: 'Inloggen' }, slow);

async function appLoginToken(email: string): Promise<string> {
  const minted = await postJson('/dev/session-token', { email });
  expect(minted.status).toBe(200);
  return (minted.body as { sessionToken: string }).sessionToken;
}

describe('start-up', () => {
  it('a reload keeps the session: stored tokens are refreshed and the page opens logged in', async () => {
    const storage = memoryStorage();
    const first = await renderApp({ route: '/app', account: 'prepaid@demo.test', storage });
    expect(first.router.state.location.pathname).toBe('/app');
    const before = first.store.getState().session.tokens;
    await waitFor(async () => expect(await storedTokens(storage)).toEqual(before), slow);
    first.unmount();

    const reloaded = await renderApp({ route: '/app', storage });
    expect(reloaded.store.getState().session).toMatchObject({
      status: 'loggedIn',
      user: { email: 'prepaid@demo.test' },
    });
    expect(reloaded.store.getState().session.tokens?.refresh_token).not.toBe(before?.refresh_token);
    expect(reloaded.router.state.location.pathname).toBe('/app');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overzicht' }, slow)).toBeInTheDocument();
  });

  it('a revoked refresh token leaves the user on / with the storage empty', async () => {
    const tokens = await logInOverHttp('admin@demo.test');
    expect((await postJson('/auth/logout', { refresh_token: tokens.refresh_token }, tokens.token)).status).toBeLessThan(
      300,
    );
    const storage = memoryStorage();
    await seedSession(storage, tokens);

    const { router, store } = await renderApp({ route: '/app', storage });
    expect(store.getState().session).toMatchObject({ status: 'loggedOut', tokens: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
    expect(await loginForm()).toBeInTheDocument();
    await waitFor(() => expect(storage.data.has(`persist:${SESSION_PERSIST_KEY}`)).toBe(false), slow);
  });

  it('an already used refresh token (as after it expired) leaves the user on / with the storage empty', async () => {
    const tokens = await logInOverHttp('admin@demo.test');
    expect((await postJson('/auth/refresh', { refresh_token: tokens.refresh_token })).status).toBe(200);
    const storage = memoryStorage();
    await seedSession(storage, tokens);

    const { router, store } = await renderApp({ route: '/numbers', storage });
    expect(store.getState().session.status).toBe('loggedOut');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
    await waitFor(() => expect(storage.data.size).toBe(0), slow);
  });

  it('?state= logs in with the app’s one-time token and is removed from the address', async () => {
    const sessionToken = await appLoginToken('gebruiker@demo.test');
    const { router, store } = await renderApp({
      route: `/app?platform=ios&state=${encodeURIComponent(sessionToken)}`,
      platform: 'ios',
    });
    expect(store.getState().session).toMatchObject({ status: 'loggedIn', user: { email: 'gebruiker@demo.test' } });
    expect(window.location.search).toBe('?platform=ios');
    expect(router.state.location.search).toBe('?platform=ios');
    expect(await screen.findByRole('heading', { level: 1, name: 'Overzicht' }, slow)).toBeInTheDocument();
  });

  it('?state= revokes on the server the login it replaces in this browser', async () => {
    const old = await logInOverHttp('admin@demo.test');
    const storage = memoryStorage();
    await seedSession(storage, old);
    const sessionToken = await appLoginToken('gebruiker@demo.test');
    const { store } = await renderApp({ route: `/app?state=${encodeURIComponent(sessionToken)}`, storage });
    expect(store.getState().session).toMatchObject({ status: 'loggedIn', user: { email: 'gebruiker@demo.test' } });
    // Access tokens of a revoked login stop working at once (a refresh here would itself burn the token).
    const dashboard = () =>
      fetch(`${getConfig().apiBaseUrl}/dashboard`, { headers: { authorization: `Bearer ${old.token}` } });
    await waitFor(async () => expect((await dashboard()).status).toBe(401), slow);
    expect((await postJson('/auth/refresh', { refresh_token: old.refresh_token })).status).toBe(401);
  });

  it('a used ?state= token ends logged out on /', async () => {
    const sessionToken = await appLoginToken('admin@demo.test');
    expect((await postJson('/auth/app', { sessionToken })).status).toBe(200);
    const { router, store } = await renderApp({ route: `/app?state=${encodeURIComponent(sessionToken)}` });
    expect(store.getState().session.status).toBe('loggedOut');
    await waitFor(() => expect(router.state.location).toMatchObject({ pathname: '/', search: '' }), slow);
    expect(await loginForm()).toBeInTheDocument();
  });

  describe('GET /app/config fails after a successful start-up step', () => {
    const expectConfigFailure = async (
      rendered: Awaited<ReturnType<typeof renderApp>>,
      storage: ReturnType<typeof memoryStorage>,
    ) => {
      const dialog = await screen.findByRole('alertdialog', { name: 'Fout' }, slow);
      expect(dialog).toHaveTextContent('Configuratie kon niet worden opgehaald.');
      expect(rendered.store.getState().session).toMatchObject({ status: 'loggedOut', tokens: null });
      await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/'), slow);
      expect(await loginForm()).toBeInTheDocument();
      await waitFor(() => expect(storage.data.has(`persist:${SESSION_PERSIST_KEY}`)).toBe(false), slow);
    };

    it('after the refresh of stored tokens: "Fout" / "Configuratie kon niet worden opgehaald.", storage emptied, login', async () => {
      const tokens = await logInOverHttp('admin@demo.test');
      const storage = memoryStorage();
      await seedSession(storage, tokens);
      const log = logRequests();
      log.fail('GET /app/config', 500, { message: 'Er ging iets mis.' });
      const rendered = await renderApp({ route: '/app', storage });
      expect(log.count('POST /auth/refresh')).toBe(1);
      await expectConfigFailure(rendered, storage);
      // The fresh login is revoked on the server too.
      await waitFor(() => expect(log.count('POST /auth/logout')).toBe(1), slow);
    });

    it('after the app-token login (?state=): the same dialog, storage emptied, login', async () => {
      const sessionToken = await appLoginToken('gebruiker@demo.test');
      const log = logRequests();
      log.fail('GET /app/config', 500, { message: 'Er ging iets mis.' });
      const storage = memoryStorage();
      const rendered = await renderApp({
        route: `/app?state=${encodeURIComponent(sessionToken)}`,
        platform: 'ios',
        storage,
      });
      expect(log.count('POST /auth/app')).toBe(1);
      await expectConfigFailure(rendered, storage);
    });
  });
});
