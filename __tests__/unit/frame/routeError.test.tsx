import type { UnknownAction } from '@reduxjs/toolkit';
import { screen, waitFor } from '@testing-library/react';
import { makeStore } from '../../../src/app/store';
import { memoryStorage } from '../../support/memoryStorage';
import { renderRoutes } from '../../support/renderShell';

// The page's code cannot be loaded, as a route chunk on a lost connection.
jest.mock('../../../src/session/pages/ForgotPasswordPage', () => {
  throw new Error('Loading chunk forgot-password failed.');
});

function renderShellRecordingActions(route: string) {
  const { store } = makeStore({ storage: memoryStorage(), platform: 'android' });
  const actions: UnknownAction[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: UnknownAction) => {
    actions.push(action);
    return dispatch(action);
  }) as typeof store.dispatch;
  renderRoutes(store, route);
  return { actions };
}

describe('a page whose code cannot be loaded', () => {
  it('says so in Dutch inside the shell, offers a reload and records it for support', async () => {
    // React reports the error the route's boundary caught; that is expected here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { actions } = renderShellRecordingActions('/forgot-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Deze pagina kon niet worden geladen. Controleer je internetverbinding en probeer het opnieuw.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Pagina kon niet worden geladen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw laden' })).toBeInTheDocument();
    // The shell stays: the header with the page's title and its back button.
    expect(screen.getByRole('banner')).toHaveTextContent('Wachtwoord vergeten');
    expect(screen.getByRole('button', { name: 'Terug' })).toBeInTheDocument();
    // Recorded by the error page's effect, which may run a moment after its first paint.
    await waitFor(() =>
      expect(actions).toContainEqual({
        type: 'ui/pageFailed',
        payload: { path: '/forgot-password', message: 'Loading chunk forgot-password failed.' },
      }),
    );
  });
});
