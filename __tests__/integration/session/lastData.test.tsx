import { act, screen, waitFor, within } from '@testing-library/react';
import { getConfig } from '../../../src/config';
import { LAST_DATA_KEY } from '../../../src/session/lastData/snapshot';
import { logout } from '../../../src/session/logout';
import { startupEndedLoggedOut } from '../../../src/session/sessionSlice';
import { memoryStorage } from '../../support/memoryStorage';
import { renderApp, type RenderedApp } from '../../support/renderApp';
import { useServer } from '../../support/server';
import { storedTokens } from '../../support/sessionSeed';

useServer();

const OFFLINE = 'Je bent offline. We proberen het opnieuw zodra er weer verbinding is.';
const NUMBER_NAME = { name: 'Naam van 0201234568' };

/** This tab's kept answers as stored, once the page's answer (of `endpoint`) is in. */
async function keptAnswers(endpoint = 'getNumbers'): Promise<string> {
  await waitFor(() => expect(sessionStorage.getItem(LAST_DATA_KEY)).toContain(endpoint));
  return sessionStorage.getItem(LAST_DATA_KEY) ?? '';
}

type Fetch = typeof globalThis.fetch;

/**
 * The page is closed as a reload closes it (its session's tasks end, the tab's storage stays); from
 * then on every call goes through `answer` (given the real fetch) and is counted.
 */
function reloadTab(
  { store }: RenderedApp,
  unmount: () => void,
  answer: (call: string, ...request: Parameters<Fetch>) => ReturnType<Fetch>,
) {
  const kept = sessionStorage.getItem(LAST_DATA_KEY);
  unmount();
  store.dispatch(startupEndedLoggedOut());
  if (kept !== null) sessionStorage.setItem(LAST_DATA_KEY, kept);
  const calls: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    // Read without making a Request of it: that would use up the body the real fetch sends.
    const [url, method] = input instanceof Request ? [input.url, input.method] : [String(input), init?.method ?? 'GET'];
    const call = `${method} ${new URL(url).pathname.replace(/^\/api/, '')}`;
    calls.push(call);
    return answer(call, input, init);
  });
  return (call: string) => calls.filter((made) => made === call).length;
}

/**
 * A reload without a connection: the browser says so, and every call fails as fetch does then.
 * `back()` brings the connection back; calls are counted all along.
 */
function reloadWithoutConnection(app: RenderedApp, unmount: () => void) {
  const realFetch = globalThis.fetch;
  let online = false;
  jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  const count = reloadTab(app, unmount, (_call, input, init) =>
    online ? realFetch(input, init) : Promise.reject(new TypeError('Failed to fetch')),
  );
  return {
    count,
    back() {
      online = true;
      act(() => void window.dispatchEvent(new Event('online')));
    },
  };
}

/**
 * A reload with a connection, but the server's answer to the refresh is held until `answer()`: what
 * the page shows before the server has confirmed the login. Calls are counted.
 */
function reloadWithRefreshHeld(app: RenderedApp, unmount: () => void) {
  const realFetch = globalThis.fetch;
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const count = reloadTab(app, unmount, async (call, input, init) => {
    const response = await realFetch(input, init);
    if (call === 'POST /auth/refresh') await answered;
    return response;
  });
  return { count, answer };
}

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe("the tab's last data", () => {
  it('a reload without a connection shows the page with its last data and their time; once back, it reads afresh', async () => {
    const storage = memoryStorage();
    const first = await renderApp({ route: '/app', account: 'admin@demo.test', storage });
    await screen.findByRole('link', { name: /Nummer instellingen/ });
    await act(() => first.router.navigate('/numbers'));
    expect(await screen.findByRole('textbox', NUMBER_NAME)).toHaveValue('Verkoop');
    const kept = await keptAnswers();
    expect(kept).toContain('getDashboard');
    expect(kept).not.toMatch(/refresh_token|"token"/);
    const connection = reloadWithoutConnection(first, first.unmount);

    const { store } = await renderApp({ route: '/numbers', storage });
    expect(await screen.findByRole('textbox', NUMBER_NAME)).toHaveValue('Verkoop');
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(OFFLINE);
    expect(await within(banner).findByText(/^Gegevens opgehaald om \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(banner).getAllByRole('button', { name: 'Opnieuw proberen' })).toHaveLength(1);
    expect(store.getState().session.status).toBe('loggedIn');

    const backAt = Date.now();
    connection.back();
    await waitFor(() => expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument());
    // Kept answers the page does not show are dropped, those it shows are read afresh: none stays stale.
    await waitFor(() => {
      const fetchedAt = Object.values(store.getState().api.queries).map((entry) => entry?.fulfilledTimeStamp ?? 0);
      expect(Math.min(...fetchedAt)).toBeGreaterThanOrEqual(backAt);
    });
    await waitFor(() => expect(connection.count('GET /numbers')).toBeGreaterThanOrEqual(1));
    expect(screen.queryByText(/Gegevens opgehaald/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', NUMBER_NAME)).toHaveValue('Verkoop');
  });

  it('a reload of the tab shows its last data before the server answers, then reads them afresh once', async () => {
    const storage = memoryStorage();
    const first = await renderApp({ route: '/numbers', account: 'admin@demo.test', storage });
    expect(await screen.findByRole('textbox', NUMBER_NAME)).toHaveValue('Verkoop');
    await keptAnswers();
    const server = reloadWithRefreshHeld(first, first.unmount);

    const { store } = await renderApp({ route: '/numbers', storage, awaitStartup: false });
    expect(await screen.findByRole('textbox', NUMBER_NAME)).toHaveValue('Verkoop');
    expect(store.getState().session.status).toBe('loggedIn');
    expect(server.count('GET /numbers')).toBe(0);
    // Online: no banner about when the figures were fetched.
    expect(screen.queryByText(/Gegevens opgehaald/)).not.toBeInTheDocument();

    const answeredAt = Date.now();
    server.answer();
    await waitFor(() => {
      const numbers = Object.values(store.getState().api.queries).find((entry) => entry?.endpointName === 'getNumbers');
      expect(numbers?.fulfilledTimeStamp).toBeGreaterThanOrEqual(answeredAt);
    });
    expect(server.count('POST /auth/refresh')).toBe(1);
    expect(server.count('GET /app/config')).toBe(1);
    expect(server.count('GET /numbers')).toBe(1);
    // The restored answers no page shows are gone; the page's are the server's now.
    const restored = Object.values(store.getState().api.queries).filter((entry) => entry?.requestId === 'lastData');
    expect(restored).toEqual([]);
    expect(screen.getByRole('textbox', NUMBER_NAME)).toHaveValue('Verkoop');
  });

  it('a setting saved just before a reload shows its new value at once, before the server answers', async () => {
    const storage = memoryStorage();
    const first = await renderApp({ route: '/settings', account: 'admin@demo.test', storage });
    const newsletter = await screen.findByRole('switch', { name: 'Nieuwsbrief' });
    await keptAnswers('getSettings');
    const before = (newsletter as HTMLInputElement).checked;
    await act(async () => newsletter.click());
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Nieuwsbrief' })).toHaveProperty('checked', !before));
    // Left at once, well before a write after the save's re-read would be due.
    act(() => void window.dispatchEvent(new Event('pagehide')));
    const server = reloadWithRefreshHeld(first, first.unmount);

    const { store } = await renderApp({ route: '/settings', storage, awaitStartup: false });
    expect(await screen.findByRole('switch', { name: 'Nieuwsbrief' })).toHaveProperty('checked', !before);
    server.answer();
    // Read afresh once the login is confirmed: the server's answer says the same.
    await waitFor(() => {
      const settings = Object.values(store.getState().api.queries).find(
        (entry) => entry?.endpointName === 'getSettings',
      );
      expect(settings).toMatchObject({ status: 'fulfilled', requestId: expect.not.stringMatching(/^lastData$/) });
    });
    expect(screen.getByRole('switch', { name: 'Nieuwsbrief' })).toHaveProperty('checked', !before);
  });

  it("a connection that goes and comes back leaves the login's config in them", async () => {
    const { store } = await renderApp({ route: '/numbers', account: 'admin@demo.test' });
    await screen.findByRole('textbox', NUMBER_NAME);
    await keptAnswers();
    const backAt = Date.now();
    act(() => void window.dispatchEvent(new Event('offline')));
    act(() => void window.dispatchEvent(new Event('online')));
    // The page's read is repeated once the connection is back, and kept again with the config.
    await waitFor(() => {
      const kept = JSON.parse(sessionStorage.getItem(LAST_DATA_KEY) ?? '{}') as {
        answers?: Array<{ endpoint: string; fulfilledAt: number }>;
      };
      expect(kept.answers?.find((answer) => answer.endpoint === 'getNumbers')?.fulfilledAt).toBeGreaterThanOrEqual(
        backAt,
      );
      expect(kept.answers?.map((answer) => answer.endpoint)).toContain('appConfig');
    });
    expect(store.getState().session.status).toBe('loggedIn');
  });

  it("another login's kept answers are never shown, and are dropped", async () => {
    const storage = memoryStorage();
    const first = await renderApp({ route: '/numbers', account: 'admin@demo.test', storage });
    await screen.findByRole('textbox', NUMBER_NAME);
    const kept = await keptAnswers();
    reloadWithoutConnection(first, first.unmount);
    sessionStorage.setItem(LAST_DATA_KEY, kept.replace(/"sessionId":"[^"]*"/, '"sessionId":"another-login"'));

    const { store } = await renderApp({ route: '/numbers', storage, awaitStartup: false });
    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
    await waitFor(() => expect(sessionStorage.getItem(LAST_DATA_KEY)).toBeNull());
    expect(store.getState().session.status).toBe('unknown');
    expect(screen.queryByRole('textbox', NUMBER_NAME)).not.toBeInTheDocument();
  });

  it('a logout forgets them', async () => {
    const { store } = await renderApp({ route: '/numbers', account: 'admin@demo.test' });
    await screen.findByRole('textbox', NUMBER_NAME);
    await keptAnswers();
    await act(() => store.dispatch(logout()));
    expect(sessionStorage.getItem(LAST_DATA_KEY)).toBeNull();
  });

  it('a session the server ended meanwhile ends once the connection is back, and its last data go with it', async () => {
    const storage = memoryStorage();
    const first = await renderApp({ route: '/numbers', account: 'admin@demo.test', storage });
    await screen.findByRole('textbox', NUMBER_NAME);
    await keptAnswers();
    // Logged out elsewhere (the refresh token dies on the server); this tab does not know yet.
    const tokens = await storedTokens(storage);
    await fetch(`${getConfig().apiBaseUrl}/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${tokens?.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh_token: tokens?.refresh_token }),
    });
    const connection = reloadWithoutConnection(first, first.unmount);
    const { store } = await renderApp({ route: '/numbers', storage });
    expect(await screen.findByRole('textbox', NUMBER_NAME)).toHaveValue('Verkoop');

    connection.back();
    await waitFor(() => expect(store.getState().session.status).toBe('loggedOut'), { timeout: 10_000 });
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', NUMBER_NAME)).not.toBeInTheDocument();
    expect(store.getState().api.queries).toEqual({});
    expect(sessionStorage.getItem(LAST_DATA_KEY)).toBeNull();
  });
});
