import { act, screen, waitFor } from '@testing-library/react';
import { memoryStorage } from '../../support/memoryStorage';
import { renderApp } from '../../support/renderApp';
import { postJson, useServer } from '../../support/server';

useServer();

describe('logout', () => {
  it('the dashboard’s Uitloggen empties the storage, ends the session on the server and returns to /', async () => {
    const storage = memoryStorage();
    const { user, router, store } = await renderApp({ route: '/app', account: 'admin@demo.test', storage });
    const { refresh_token } = store.getState().session.tokens ?? { refresh_token: '' };
    await user.click(await screen.findByRole('button', { name: 'Uitloggen' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('form', { name: 'Inloggen' })).toBeInTheDocument();
    expect(store.getState().session).toMatchObject({ status: 'loggedOut', tokens: null, user: null });
    await waitFor(() => expect(storage.data.size).toBe(0));
    await waitFor(() => expect(Object.keys(store.getState().api.queries)).toEqual([]));
    await waitFor(async () => expect((await postJson('/auth/refresh', { refresh_token })).status).toBe(401));

    await act(() => router.navigate('/app'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
