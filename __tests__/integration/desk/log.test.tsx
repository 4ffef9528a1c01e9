import { screen, waitFor, within } from '@testing-library/react';
import type { Diagnostics, Ticket } from '../../../src/api/contract';
import { textFingerprint, textMarker } from '../../../src/api/logTexts';
import { logInOverHttp } from '../../support/renderApp';
import { renderDesk } from '../../support/renderDesk';
import { postJson, useServer } from '../../support/server';
import { MEDEWERKER } from '../../support/staffLogin';

useServer();

const start = Date.parse('2026-03-18T09:15:00Z');
const REFUSAL = 'Dit nummer staat al op de bloklijst.';
/** A redacted log as the portal sends it: a login, the dashboard's answer, an overlay. */
const log: Diagnostics = {
  format: 'portal-action-log/1',
  appVersion: '1.0.0',
  platform: 'android',
  viewport: { width: 412, height: 915 },
  createdAt: '2026-03-18T09:16:00.000Z',
  recordedActions: 4,
  truncated: true,
  droppedActions: 4,
  actions: [
    { type: 'ui/overlayShown', time: start, payload: 'get' },
    {
      type: 'ui/dialogOpened',
      time: start + 2500,
      payload: { dialogId: 'd1', title: '‹tekst:4›', options: [], cancellable: true },
    },
    { type: 'ui/overlayHidden', time: start + 4000 },
    // A refused call as the portal sends it: what the server said keeps its fingerprint.
    {
      type: 'api/executeMutation/rejected',
      time: start + 7000,
      payload: { status: 409, data: { message: textMarker(REFUSAL.length, textFingerprint(REFUSAL)) } },
      meta: { arg: { endpointName: 'addBlockedNumber', originalArgs: { number: '‹tekst:10›' } } },
    },
  ],
};

async function ticketWithLog(): Promise<number> {
  const { token } = await logInOverHttp('admin@demo.test');
  const created = await postJson(
    '/tickets',
    {
      subject: 'Scherm blijft laden',
      message: 'Na het inloggen blijft het scherm laden.',
      category: 4,
      diagnostics: log,
    },
    token,
  );
  expect(created.status).toBe(201);
  return (created.body as Ticket).id;
}

describe("a customer's session in the desk's DevTools view", () => {
  it('opens from the ticket with its facts beside the real inspector, fed by the portal reducers, to step through', async () => {
    const id = await ticketWithLog();
    const { user } = await renderDesk({ route: `/vraag/${id}`, staff: MEDEWERKER });
    const logs = await screen.findByRole('region', { name: 'Technische gegevens' });
    expect(logs).toHaveTextContent('android, app 1.0.0, venster 412×915, 4 acties');
    await user.click(within(logs).getByRole('link', { name: 'Bekijk de sessie' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Sessie van de klant' })).toBeInTheDocument();
    const facts = await screen.findByRole('region', { name: 'Over deze sessie' });
    const fact = (term: string) => within(facts).getByText(term).nextElementSibling?.textContent;
    expect(fact('Platform')).toBe('android');
    expect(fact('App-versie')).toBe('1.0.0');
    expect(fact('Venstergrootte')).toBe('412 × 915');
    expect(fact('Acties')).toBe('4');
    expect(fact('Eerste actie')).toBe('18-03-2026\u00a010:15:00');
    expect(
      within(facts).getByText('De oudste 4 acties zijn weggelaten om de grootte te beperken.'),
    ).toBeInTheDocument();

    // The session in words above the technical view.
    const timeline = screen.getByRole('region', { name: 'Wat de klant deed' });
    // To the second; the date at the first step. The refused call in Dutch, with the message the customer saw.
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps[0]?.textContent).toBe("18-03-2026\u00a010:15:02Zag de melding '‹tekst:4›'");
    expect(steps[1]?.textContent).toBe(
      "10:15:07Mislukt: nummer blokkerenMelding: 'Dit nummer staat al op de bloklijst.' (status 409)",
    );
    expect(steps[1]).toHaveClass('desk-timeline-failed');
    expect(screen.getByRole('heading', { level: 2, name: 'Technische weergave' })).toBeInTheDocument();

    const monitor = await screen.findByRole(
      'region',
      { name: 'Redux DevTools: de acties van de klant' },
      { timeout: 10_000 },
    );
    // The inspector's action list: the recorded actions after the store's own start, once the
    // replay's worker (a thread of its own, which loads the reducers first) has answered.
    await within(monitor).findByText('ui/dialogOpened', {}, { timeout: 10_000 });
    expect(within(monitor).getByText('ui/overlayShown')).toBeInTheDocument();
    expect(within(monitor).getByText('ui/overlayHidden')).toBeInTheDocument();
    // The times beside the actions, relative to the one before.
    expect(monitor).toHaveTextContent('ui/dialogOpened+00:02.50');
    // Select an action: the State tab shows the portal's state as it was then (the redacted title stays).
    await user.click(within(monitor).getByText('ui/dialogOpened'));
    await user.click(within(monitor).getByText('State'));
    await user.click(await within(monitor).findByText('ui', { exact: true }));
    await user.click(await within(monitor).findByText('dialog', { exact: true }));
    await waitFor(() => expect(monitor).toHaveTextContent('title(pin): "‹tekst:4›"'));
    expect(monitor).toHaveTextContent('overlay(pin): "get"');
    // The next action: the overlay is gone, the dialog still open.
    await user.click(within(monitor).getByText('ui/overlayHidden'));
    await waitFor(() => expect(monitor).toHaveTextContent('overlay(pin): null'));
    expect(monitor).toHaveTextContent('title(pin): "‹tekst:4›"');
    // The first load transforms the monitors' ES modules for jest.
  }, 60_000);
});
