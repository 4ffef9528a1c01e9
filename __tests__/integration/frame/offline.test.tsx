import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../support/renderApp';
import { useServer } from '../../support/server';

useServer();

const OFFLINE = 'Je bent offline. We proberen het opnieuw zodra er weer verbinding is.';

/**
 * The connection goes: every call fails as a browser's fetch does without one, and the browser says
 * so ('offline'); `back()` restores both, `restore()` only the calls. Calls are counted all along.
 */
function dropConnection() {
  const realFetch = globalThis.fetch;
  const calls: string[] = [];
  let online = false;
  jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = new Request(input, init);
    calls.push(`${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`);
    return online ? realFetch(input, init) : Promise.reject(new TypeError('Failed to fetch'));
  });
  act(() => void window.dispatchEvent(new Event('offline')));
  return {
    count: (call: string) => calls.filter((made) => made === call).length,
    back() {
      online = true;
      act(() => void window.dispatchEvent(new Event('online')));
    },
    restore: () => {
      online = true;
    },
  };
}

afterEach(() => jest.restoreAllMocks());

describe('without a connection', () => {
  it('the page keeps what it shows under the offline banner, and reads again once the connection is back', async () => {
    await renderApp({ route: '/app', account: 'admin@demo.test' });
    await screen.findByRole('link', { name: /Nummer instellingen/ });
    const connection = dropConnection();
    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(OFFLINE);
    expect(within(banner).getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
    const menu = screen.getByRole('list', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: /Nummer instellingen/ })).toBeInTheDocument();
    expect(screen.getByText('Jan de Vries')).toBeInTheDocument();

    connection.back();
    await waitFor(() => expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument());
    await waitFor(() => expect(connection.count('GET /dashboard')).toBe(1));
    expect(screen.getByRole('list', { name: 'Menu' })).toBeInTheDocument();
  });

  it("'Opnieuw proberen' reads the page again", async () => {
    const { user } = await renderApp({ route: '/app', account: 'admin@demo.test' });
    await screen.findByRole('link', { name: /Nummer instellingen/ });
    const connection = dropConnection();
    await user.click(await screen.findByRole('button', { name: 'Opnieuw proberen' }));
    // Still no connection: the read fails again and the banner stays.
    await waitFor(() => expect(connection.count('GET /dashboard')).toBe(1));
    // The banner is there once the failed read is in (its rejection arrives after the request).
    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
    connection.restore();
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument());
  });

  it("a page not opened before the connection went says why it is empty; one 'Opnieuw proberen', the banner's", async () => {
    const { user } = await renderApp({ route: '/app', account: 'admin@demo.test' });
    await screen.findByRole('link', { name: /Nummer instellingen/ });
    const connection = dropConnection();
    await user.click(screen.getByRole('link', { name: /Geblokkeerde Nummers|Blokkades/ }));
    expect(await screen.findByText(/^Je bent offline en deze pagina had je nog niet geopend/)).toBeInTheDocument();
    expect(screen.queryByText('Gegevens konden niet worden opgehaald.')).not.toBeInTheDocument();
    expect(await screen.findByText(OFFLINE)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Opnieuw proberen' })).toHaveLength(1);
    const before = connection.count('POST /blacklist');
    connection.restore();
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(connection.count('POST /blacklist')).toBe(before + 1));
  });

  it('a save without a connection keeps what was typed and says it was not saved', async () => {
    const { user } = await renderApp({ route: '/numbers', account: 'admin@demo.test' });
    const field = await screen.findByRole('textbox', { name: 'Naam van 0201234568' });
    await user.clear(field);
    await user.type(field, 'Verkoop Zuid');
    const connection = dropConnection();
    await user.click(screen.getByRole('button', { name: 'Gegevens opslaan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Fout' });
    expect(dialog).toHaveTextContent(
      'Niet opgeslagen: er is geen verbinding. Wat je hebt ingevuld blijft staan; probeer het opnieuw zodra er weer verbinding is.',
    );
    expect(connection.count('POST /numbers/edit')).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('textbox', { name: 'Naam van 0201234568' })).toHaveValue('Verkoop Zuid');
    expect(screen.getByText(OFFLINE)).toBeInTheDocument();
  });
});
