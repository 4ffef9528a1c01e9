import { act, screen, waitFor } from '@testing-library/react';
import { memoryStorage } from '../../support/memoryStorage';
import { renderApp } from '../../support/renderApp';
import { logRequests } from '../../support/requestLog';
import { postJson, useServer } from '../../support/server';

/** Waits on the server are given time: the suites run side by side, each with its own server. */
const slow = { timeout: 10_000 };

useServer();

describe('logout', () => {
  it('the dashboard’s Uitloggen empties the storage, ends the session on the server and returns to /', async () => {
    const storage = memoryStorage();
    const log = logRequests();
    const { user, router, store } = await renderApp({ route: '/app', account: 'admin@demo.test', storage });
    const { refresh_token } = store.getState().session.tokens ?? { refresh_token: '' };
    expect(await screen.findByRole('combobox', { name: 'Uitgaand nummer' }, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Uitloggen' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
    expect(await screen.findByRole('form', { name: 'Inloggen' }, slow)).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ status: 'loggedOut', tokens: null, user: null });
    await waitFor(() => expect(storage.data.size).toBe(0), slow);
    await waitFor(() => expect(Object.keys(store.getState().api.queries)).toEqual([]), slow);
    // The dashboard was gone before the cache was emptied: it did not ask again without a session.
    expect(log.count('GET /dashboard')).toBe(1);
    await waitFor(async () => expect((await postJson('/auth/refresh', { refresh_token })).status).toBe(401), slow);

    await act(() => router.navigate('/app'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
  });
});
