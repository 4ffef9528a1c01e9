import { loginWithPassword } from '../../../src/session/pages/login';
import { useFakeAuthApi } from '../../support/fakeAuthApi';
import { fakeTimers, SESSION_TIMERS } from '../../support/fakeTimers';
import { storedTokens } from '../../support/sessionSeed';
import { waitUntil } from '../../support/waiting';
import { startedStore } from '../../support/world';

const world = useFakeAuthApi();

describe('login', () => {
  it('shows the save overlay during the login step and hides it 500 ms after the step', async () => {
    fakeTimers(SESSION_TIMERS);
    const { store } = await startedStore();
    const step = store.dispatch(loginWithPassword({ email: 'admin@demo.test', password: 'Welkom123' }));
    expect(store.getState().ui.overlay).toBe('save');
    await expect(step).resolves.toBeUndefined();
    expect(store.getState().session.status).toBe('loggedIn');
    expect(world.fake.calls.map((call) => call.path)).toEqual(['/auth/token', '/app/config']);

    await jest.advanceTimersByTimeAsync(499);
    expect(store.getState().ui.overlay).toBe('save');
    await jest.advanceTimersByTimeAsync(1);
    expect(store.getState().ui.overlay).toBeNull();
  });

  it('resolves with the server’s messages concatenated when the login is refused, and stores nothing', async () => {
    const { store, storage } = await startedStore();
    const refused = await store.dispatch(loginWithPassword({ email: 'admin@demo.test', password: 'fout-wachtwoord' }));
    expect(refused).toBe('De combinatie van e-mail en wachtwoord is onjuist. Probeer het opnieuw.');
    expect(store.getState().session).toMatchObject({ status: 'loggedOut', tokens: null });
    expect(await storedTokens(storage)).toBeNull();
    expect(world.fake.callsTo('/app/config')).toHaveLength(0);
  });

  it('shows "Fout" / "Configuratie kon niet worden opgehaald." when the config fails; drops the session', async () => {
    world.fake.configFails = true;
    const { store, storage } = await startedStore();
    await store.dispatch(loginWithPassword({ email: 'admin@demo.test', password: 'Welkom123' }));
    expect(store.getState().ui.dialog).toMatchObject({
      title: 'Fout',
      description: 'Configuratie kon niet worden opgehaald.',
    });
    expect(store.getState().session).toMatchObject({ status: 'loggedOut', tokens: null });
    await waitUntil('the logout call', () => world.fake.callsTo('/auth/logout').length === 1);
    expect(world.fake.callsTo('/auth/logout')[0]?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(await storedTokens(storage)).toBeNull();
  });
});
