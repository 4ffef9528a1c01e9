import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Platform } from '../../../src/api/contract';
import { mountApp } from '../../../src/app/mount';
import { routes } from '../../../src/app/routes';
import { makeStore } from '../../../src/app/store';
import { startupEndedLoggedOut } from '../../../src/session/sessionSlice';
import { EARLY_SUBMIT_ATTRIBUTE, STALE_MARKUP_CLASS } from '../../../src/ui/prerendered/markers';
import { memoryStorage } from '../../support/memoryStorage';

/**
 * The build renders in its own Node process; here its modules are a copy of their own, so the
 * server renderer and the app's client renderer do not share React's context objects.
 */
async function renderLogin(platform: Platform): Promise<string> {
  let markup = '';
  await jest.isolateModulesAsync(async () => {
    const build = await import('../../../src/prerender/renderLogin');
    markup = await build.renderLogin(platform);
  });
  return markup;
}

const stores: Array<ReturnType<typeof makeStore>['store']> = [];
let container: HTMLElement;
beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  container.id = 'root';
});
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(startupEndedLoggedOut());
  container.remove();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('data-app');
  jest.restoreAllMocks();
});

/** The page as the build writes it for `builtFor`. */
async function writePrerendered(builtFor: Platform) {
  container.dataset.prerendered = builtFor;
  container.innerHTML = await renderLogin(builtFor);
}

/** The app started on that page, on `platform`. */
async function startApp(platform: Platform) {
  const { store } = makeStore({ storage: memoryStorage(), platform });
  stores.push(store);
  const router = createMemoryRouter(routes, { initialEntries: ['/'] });
  const app = (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>
  );
  await act(() => mountApp(container, app, { store, router, platform }));
  return store;
}

describe('the pre-rendered login page', () => {
  it.each<Platform>(['desktop', 'ios', 'android'])('has the whole form in the markup on %s', async (platform) => {
    container.innerHTML = await renderLogin(platform);
    expect(screen.getByRole('form', { name: 'Inloggen' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toBeInTheDocument();
    expect(screen.getByLabelText('Wachtwoord')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wachtwoord vergeten?' })).toHaveAttribute('href', '/forgot-password');
    // The apps' header bar is part of the markup there, so nothing moves when the app takes over.
    expect(container.querySelector('header') !== null).toBe(platform !== 'desktop');
  });

  it('is taken over by the app as it is (hydrated: same nodes, no mismatch) and then works', async () => {
    const consoleError = jest.spyOn(console, 'error');
    const reported = jest.fn();
    window.addEventListener('error', reported);
    await writePrerendered('ios');
    const markupForm = screen.getByRole('form', { name: 'Inloggen' });

    await startApp('ios');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-app'));
    expect(container.querySelector('form') === markupForm).toBe(true);
    window.removeEventListener('error', reported);
    expect(reported).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    // The form answers now: the spec's messages for an empty submit.
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('Veld is verplicht')).toHaveLength(2);
    expect(screen.getByRole('form', { name: 'Inloggen' })).toBe(markupForm);
  });

  it('keeps what was typed before the app ran, and replays a submit made meanwhile', async () => {
    await writePrerendered('desktop');
    const email = screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mailadres' });
    email.value = 'iemand@voorbeeld';
    document.documentElement.setAttribute(EARLY_SUBMIT_ATTRIBUTE, '');

    await startApp('desktop');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-app'));
    // The replayed submit validated what was typed: the e-mail kept, the empty password refused.
    expect(await screen.findByText('Veld is verplicht')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue('iemand@voorbeeld');
    expect(screen.getByText('Ongeldige e-mail')).toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute(EARLY_SUBMIT_ATTRIBUTE);
  });

  it("replays a 'Login' pressed on the empty form before the app ran as a refused submit", async () => {
    await writePrerendered('desktop');
    document.documentElement.setAttribute(EARLY_SUBMIT_ATTRIBUTE, '');

    await startApp('desktop');
    await waitFor(() => expect(screen.getAllByText('Veld is verplicht')).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('is replaced by a fresh render on another platform than it was built for', async () => {
    document.documentElement.classList.add(STALE_MARKUP_CLASS);
    await writePrerendered('desktop');
    await startApp('android');
    await waitFor(() => expect(container.querySelector('header')).not.toBeNull());
    expect(screen.getByRole('textbox', { name: 'E-mailadres' })).toBeInTheDocument();
    expect(container.dataset.prerendered).toBeUndefined();
    expect(document.documentElement.classList.contains(STALE_MARKUP_CLASS)).toBe(false);
  });

  it("keeps a logged-in page's frame drawn before the script until the session is decided, then renders over it", async () => {
    container.dataset.shell = 'desktop';
    container.innerHTML =
      '<div class="app app-desktop app-framed"><main class="page"><h1 class="page-title">Overzicht</h1></main></div>';
    const drawn = container.querySelector('h1');
    const { store } = makeStore({ storage: memoryStorage(), platform: 'desktop' });
    stores.push(store);
    const router = createMemoryRouter(routes, { initialEntries: ['/app'] });
    const mounting = mountApp(
      container,
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
      { store, router, platform: 'desktop' },
    );
    expect(store.getState().session.status).toBe('unknown');
    expect(container.querySelector('h1')).toBe(drawn);
    await act(() => mounting);
    // No session after all: the login page, rendered over the frame.
    expect(await screen.findByRole('textbox', { name: 'E-mailadres' })).toBeInTheDocument();
    expect(drawn?.isConnected).toBe(false);
    expect(container.dataset.shell).toBeUndefined();
  });
});
