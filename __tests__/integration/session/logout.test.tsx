import { act, screen, waitFor } from '@testing-library/react';
import { memoryStorage } from '../../support/memoryStorage';
import { renderApp } from '../../support/renderApp';
import { postJson, useServer } from '../../support/server';

/** Waits on the server are given time: the suites run side by side, each with its own server. */
const slow = { timeout: 10_000 };

useServer();

describe('logout', () => {
  it('the dashboard’s Uitloggen empties the storage, ends the session on the server and returns to /', async () => {
    const storage = memoryStorage();
    const { user, router, store } = await renderApp({ route: '/app', account: 'admin@demo.test', storage });
    const { refresh_token } = store.getState().session.tokens ?? { refresh_token: '' };
    await user.click(await screen.findByRole('button', { name: 'Uitloggen' }, slow));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
    expect(await screen.findByRole('form', { name: 'Inloggen' }, slow)).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ status: 'loggedOut', tokens: null, user: null });
    await waitFor(() => expect(storage.data.size).toBe(0), slow);
    await waitFor(() => expect(Object.keys(store.getState().api.queries)).toEqual([]), slow);
    await waitFor(async () => expect((await postJson('/auth/refresh', { refresh_token })).status).toBe(401), slow);

    await act(() => router.navigate('/app'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
  });
});
