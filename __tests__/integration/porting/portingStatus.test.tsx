import { act, screen, waitFor, within } from '@testing-library/react';
import { holdPolls } from '../../support/holdPolls';
import { advance, sendPortingOverHttp } from '../../support/porting';
import { renderApp } from '../../support/renderApp';
import { logRequests } from '../../support/requestLog';
import { useServer } from '../../support/server';

useServer();

/** The demo server asks the status page to read a running request every 3 s. */
const DEMO_REFRESH_MS = 3000;
let restoreTimers = () => undefined as void;

const timeline = () => within(screen.getByRole('list', { name: 'Verloop' }));
/** The step the request stands at now. */
const currentStep = () => screen.getByRole('list', { name: 'Verloop' }).querySelector('[aria-current="step"]');

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

afterEach(() => {
  restoreTimers();
  delete (document as { visibilityState?: string }).visibilityState;
});

describe('the status of a porting request against the reference server', () => {
  it('follows the other side by its reads: Goedgekeurd, the date confirmed, Overgezet, the number listed', async () => {
    const { id } = await sendPortingOverHttp();
    const polls = holdPolls(DEMO_REFRESH_MS);
    restoreTimers = polls.restore;
    const log = logRequests();
    const { user } = await renderApp({ route: `/numbers/porting/${id}`, account: 'admin@demo.test' });
    expect(await screen.findByRole('heading', { name: '0207654321' })).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent('Aangevraagd');
    await waitFor(() => expect(polls.pending()).toBe(1));

    // The current provider approves: the next read shows it, with the window and the date to confirm.
    expect(await advance('0207654321')).toBe('approved');
    await polls.elapse();
    await waitFor(() => expect(currentStep()).toHaveTextContent('Goedgekeurd'));
    expect(currentStep()).toHaveTextContent(/Mogelijk van .* tot en met .*\.\s*Kies of bevestig hieronder/);
    await user.click(screen.getByRole('button', { name: 'Datum bevestigen' }));
    await waitFor(() => expect(currentStep()).toHaveTextContent(/Gepland.*Overstap op .* om 08:00\./));
    expect(screen.getByRole('status')).toHaveTextContent(/De overstap staat op .* om 08:00\./);
    expect(screen.getByRole('button', { name: 'Datum wijzigen' })).toBeInTheDocument();

    // Performed: the read shows it, the reads stop, and 'Nummer instellingen' lists the number.
    await waitFor(() => expect(polls.pending()).toBe(1));
    expect(await advance('0207654321')).toBe('performed');
    await polls.elapse();
    await waitFor(() => expect(currentStep()).toHaveTextContent(/Overgezet.*Uitgevoerd op/));
    expect(
      timeline()
        .getAllByRole('listitem')
        .map((step) => step.querySelector('strong')?.textContent),
    ).toEqual(['Aangevraagd', 'Goedgekeurd', 'Gepland', 'Overgezet']);
    await waitFor(() => expect(polls.pending()).toBe(0));
    expect(screen.queryByRole('button', { name: 'Overstap annuleren' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Naar Nummer instellingen' }));
    const others = within(await screen.findByRole('region', { name: 'Overige nummers' }));
    expect(others.getByRole('textbox', { name: 'Naam van 0207654321' })).toHaveValue('Overgezet');
    const requests = within(screen.getByRole('list', { name: 'Aanvragen' }));
    expect(requests.getByRole('link', { name: /^0207654321\s*Overgezet$/ })).toBeInTheDocument();
    expect(log.count('GET /numbers')).toBe(1);
  });

  it('reads again at once when the page is shown again, not while it is hidden', async () => {
    const { id } = await sendPortingOverHttp();
    const polls = holdPolls(DEMO_REFRESH_MS);
    restoreTimers = polls.restore;
    const log = logRequests();
    await renderApp({ route: `/numbers/porting/${id}`, account: 'admin@demo.test' });
    expect(await screen.findByRole('heading', { name: '0207654321' })).toBeInTheDocument();
    setVisibility('hidden');
    await waitFor(() => expect(polls.pending()).toBe(0));
    await advance('0207654321');
    await polls.elapse();
    expect(log.count(`GET /porting/${id}`)).toBe(1);
    setVisibility('visible');
    await waitFor(() => expect(currentStep()).toHaveTextContent('Goedgekeurd'));
  });

  it('cancels after a question, until performed; the dashboard shows a request that runs', async () => {
    await sendPortingOverHttp();
    const { user, router, container } = await renderApp({ route: '/app', account: 'admin@demo.test' });
    const notice = await screen.findByText((_, element) =>
      Boolean(element?.classList.contains('porting-notice') && element.textContent?.includes('Aangevraagd')),
    );
    await user.click(within(notice).getByRole('link', { name: '0207654321' }));
    await user.click(await screen.findByRole('button', { name: 'Overstap annuleren' }));
    const question = await screen.findByRole('dialog', { name: 'Overstap annuleren' });
    expect(question).toHaveTextContent('Wil je het overzetten van 0207654321 annuleren?');
    await user.click(within(question).getByRole('button', { name: 'Ja, annuleren' }));
    await waitFor(() => expect(currentStep()).toHaveTextContent(/Geannuleerd.*Op jouw verzoek/));
    expect(screen.queryByRole('button', { name: 'Overstap annuleren' })).not.toBeInTheDocument();
    // Back on the overview the notice is gone: the cancel marked the dashboard stale.
    await act(() => router.navigate('/app'));
    expect(await screen.findByRole('list', { name: 'Menu' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.porting-notice')).toBeNull());
  });

  it('a request of someone else, or none, says so', async () => {
    await renderApp({ route: '/numbers/porting/999999', account: 'admin@demo.test' });
    expect(await screen.findByText('Deze aanvraag bestaat niet of hoort niet bij jouw account.')).toBeInTheDocument();
  });
});
