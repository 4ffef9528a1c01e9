import { getStoredState } from 'redux-persist';
import { makeStore } from '../../../src/app/store';
import { loggedIn, tokensRotated } from '../../../src/session/sessionSlice';
import { cookieStorage } from '../../../src/session/tokens/cookieStorage';
import { pickSessionStorage, SESSION_PERSIST_KEY } from '../../../src/session/tokens/persistStorage';

const tokens = { token: 'access-1', refresh_token: 'refresh-1', jwt_expire_time: 900 };
const user = {
  email: 'admin@demo.test',
  fullName: 'Anna de Vries',
  poc: '1001',
  isAdmin: true,
  role: 'beheerder' as const,
  twoStepSetupRequired: false,
  active: true,
  loginType: 'web' as const,
};

/** What the next page load reads back from the chosen storage. */
const readBack = (storage = pickSessionStorage()) =>
  getStoredState({ key: SESSION_PERSIST_KEY, storage }) as Promise<{ tokens?: unknown; user?: unknown } | undefined>;

async function logInAndPersist() {
  const { store, persistor } = makeStore();
  // A login happens after start-up has read the (empty) storage.
  await new Promise<void>((resolve) => {
    const check = () => persistor.getState().bootstrapped && resolve();
    persistor.subscribe(check);
    check();
  });
  store.dispatch(tokensRotated(tokens));
  store.dispatch(loggedIn(user));
  await persistor.flush();
  persistor.pause();
}

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  void cookieStorage.removeItem(`persist:${SESSION_PERSIST_KEY}`);
});

describe('session persistence', () => {
  it('keeps only the token triple in localStorage across a reload', async () => {
    await logInAndPersist();
    expect(window.localStorage.getItem(`persist:${SESSION_PERSIST_KEY}`)).toContain('refresh-1');
    const stored = await readBack();
    expect(stored?.tokens).toEqual(tokens);
    expect(stored).not.toHaveProperty('user');
    expect(document.cookie).not.toContain('refresh-1');
  });

  it('falls back to a cookie on path / when localStorage throws', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Storage is disabled', 'SecurityError');
    });
    const cookieWrites = jest.spyOn(document, 'cookie', 'set');
    await logInAndPersist();
    const written = cookieWrites.mock.calls.map(([value]) => value).find((value) => value.includes('refresh-1'));
    expect(written).toMatch(/; path=\//);
    const expires = new Date(/expires=([^;]+)/.exec(written ?? '')?.[1] ?? '').getTime();
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(10);
    expect((await readBack())?.tokens).toEqual(tokens);
  });
});
