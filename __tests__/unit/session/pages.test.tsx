import { screen, waitFor } from '@testing-library/react';
import { getConfig } from '../../../src/config';
import { goToExternalSite } from '../../../src/session/pages/externalRedirect';
import { useFakeAuthApi } from '../../support/fakeAuthApi';
import { renderApp } from '../../support/renderApp';

jest.mock('../../../src/session/pages/externalRedirect', () => ({ goToExternalSite: jest.fn() }));

const world = useFakeAuthApi();
afterEach(() => {
  getConfig().accountSiteUrl = '';
  jest.mocked(goToExternalSite).mockClear();
});

describe('login page', () => {
  it('on desktop sends the browser to the account site when one is configured', async () => {
    getConfig().accountSiteUrl = 'https://mijn.example.test/login';
    await renderApp({ route: '/', platform: 'desktop' });
    expect(await screen.findByText('Je wordt doorgestuurd naar de inlogpagina…')).toBeInTheDocument();
    expect(goToExternalSite).toHaveBeenCalledWith('https://mijn.example.test/login');
    expect(screen.queryByRole('textbox', { name: 'E-mailadres' })).not.toBeInTheDocument();
  });

  it('in the apps shows the form even with an account site configured', async () => {
    getConfig().accountSiteUrl = 'https://mijn.example.test/login';
    await renderApp({ route: '/', platform: 'android' });
    expect(await screen.findByRole('textbox', { name: 'E-mailadres' })).toBeInTheDocument();
    expect(goToExternalSite).not.toHaveBeenCalled();
  });

  it('shows nothing of a protected page or the login form until start-up has decided', async () => {
    const held: Array<() => void> = [];
    world.fake.gate = (label) =>
      label.startsWith('/auth/refresh') ? new Promise<void>((release) => held.push(release)) : Promise.resolve();
    const { container, store } = await renderApp({ route: '/app', account: 'admin@demo.test', awaitStartup: false });
    await waitFor(() => expect(held).toHaveLength(1));
    expect(store.getState().session.status).toBe('unknown');
    expect(container.querySelector('main')).toBeNull();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();

    held.forEach((release) => release());
    await waitFor(() => expect(store.getState().session.status).toBe('loggedIn'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Overzicht' })).toBeInTheDocument();
  });
});

describe('forgot-password page', () => {
  it('shows the server’s message above the form when the request is refused, and keeps the e-mail', async () => {
    world.fake.forgotRefused = true;
    const { user } = await renderApp({ route: '/forgot-password' });
    await user.type(await screen.findByRole('textbox', { name: 'E-mailadres' }), 'admin@demo.test');
    await user.click(screen.getByRole('button', { name: 'Stuur mij de link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Te veel pogingen. Probeer het over 15 minuten opnieuw.',
    );
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue('admin@demo.test');
    expect(world.fake.callsTo('/auth/forgot-password')).toEqual([
      expect.objectContaining({ body: { email: 'admin@demo.test' } }),
    ]);
  });
});
