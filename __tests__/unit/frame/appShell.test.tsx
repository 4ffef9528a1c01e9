import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { loggedIn } from '../../../src/session/sessionSlice';
import { overlayHidden, overlayShown } from '../../../src/ui/uiSlice';
import { renderShell } from '../../support/renderShell';

describe('app shell', () => {
  it.each(['/app', '/numbers', '/account', '/feedback/ticket/3', '/account/1001/bundles-overview'])(
    'sends %s to the login page without a session',
    async (route) => {
      const { router } = renderShell(route);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );

  it('keeps the forgot-password page open without a session', async () => {
    const { router } = renderShell('/forgot-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it.each(['ios', 'android'] as const)('shows the header with back button and title on %s', async (platform) => {
    const { router, user } = renderShell('/forgot-password', platform);
    const header = await screen.findByRole('banner');
    expect(header).toHaveTextContent('Wachtwoord vergeten');
    await user.click(screen.getByRole('button', { name: 'Terug' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows no header on desktop, only the page title', async () => {
    renderShell('/forgot-password', 'desktop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows the overlay text for saving and for getting, and hides it again', async () => {
    const { store } = renderShell('/forgot-password');
    // The page itself, not only the header's title: its chunk has arrived and nothing still suspends.
    await screen.findByRole('form', { name: 'Wachtwoord aanvragen' });
    await act(async () => {
      store.dispatch(overlayShown('save'));
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Bezig met opslaan van jouw gegevens');
    await act(async () => {
      store.dispatch(overlayShown('get'));
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Bezig met ophalen van jouw gegevens'));
    await act(async () => {
      store.dispatch(overlayHidden());
    });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('shows a Dutch not-found page for unknown addresses, once logged in', async () => {
    const { store, router } = renderShell('/bestaat-niet');
    // Without a session an unknown address leads to the login.
    expect(await screen.findByRole('form', { name: 'Inloggen' })).toBeInTheDocument();
    act(() => {
      store.dispatch(
        loggedIn({
          email: 'a@b.nl',
          fullName: 'A',
          poc: '1',
          isAdmin: false,
          role: 'gebruiker',
          twoStepSetupRequired: false,
          active: true,
          loginType: 'web',
        }),
      );
    });
    await act(() => router.navigate('/bestaat-niet'));
    expect(await screen.findByRole('heading', { name: 'Pagina niet gevonden' })).toBeInTheDocument();
  });
});
