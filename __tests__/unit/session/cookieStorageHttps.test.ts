/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://portaal.test/app"}
 */
import { cookieStorage } from '../../../src/session/tokens/cookieStorage';

/** The cookie fallback on https: `__Host-` prefix, Secure, SameSite=Strict, path '/'. */
describe('cookie fallback on https', () => {
  afterEach(() => jest.restoreAllMocks());

  test('written as a __Host- cookie that is Secure and SameSite=Strict on path /', async () => {
    const writes = jest.spyOn(document, 'cookie', 'set');
    await cookieStorage.setItem('persist:session', '{"tokens":"x"}');
    const written = writes.mock.calls[0]?.[0] ?? '';
    expect(written).toMatch(/^__Host-persist%3Asession=/);
    expect(written).toMatch(/; path=\/; SameSite=Strict; Secure$/);
    expect(written).not.toMatch(/domain=/i);
    // The browser takes it (a __Host- cookie that breaks the rules would be dropped) and it reads back.
    expect(document.cookie).toContain('__Host-persist%3Asession=');
    await expect(cookieStorage.getItem('persist:session')).resolves.toBe('{"tokens":"x"}');

    await cookieStorage.removeItem('persist:session');
    expect(document.cookie).not.toContain('persist%3Asession');
    await expect(cookieStorage.getItem('persist:session')).resolves.toBeNull();
  });
});
