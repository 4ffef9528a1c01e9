import { act, screen, waitFor, within } from '@testing-library/react';
import { getConfig } from '../../../src/config';
import { renderApp } from '../../support/renderApp';
import { logRequests, watchForText } from '../../support/requestLog';
import { useServer } from '../../support/server';
import { recordBodies } from './bodies';

/** Wednesday 18 March 2026: admin has Zakelijk Plus since 1 January 2025. */
useServer({ CLOCK_NOW: '2026-03-18T10:00:00Z' });

const region = (name: string) => screen.findByRole('region', { name });
/** Questions can be closed ('dialog'); messages cannot ('alertdialog'). */
const dialog = (name: string) => screen.findByRole('dialog', { name });
const message = (name: string) => screen.findByRole('alertdialog', { name });
const CANCELLED = 'Je abonnement is opgezegd. Deze verloopt aan het eind van de huidige maand.';

describe('subscriptions against the reference server', () => {
  it("shows 'Huidig abonnement' with price, start date and the buttons an active subscription has", async () => {
    await renderApp({ route: '/subscriptions', account: 'admin@demo.test' });
    const current = within(await region('Huidig abonnement'));
    expect(current.getByRole('heading', { name: 'Zakelijk Plus' })).toBeInTheDocument();
    expect(current.getByText('€ 14,95 excl. btw p/m')).toBeInTheDocument();
    expect(current.getByText('Ingangsdatum: 1 januari 2025')).toBeInTheDocument();
    expect(current.getByRole('link', { name: 'Abonnement wijzigen' })).toBeInTheDocument();
    expect(current.getByRole('button', { name: 'Abonnement opzeggen' })).toBeInTheDocument();
    expect(current.queryByRole('button', { name: 'Abonnement heractiveren' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Nieuwe abonnement' })).not.toBeInTheDocument();
  });

  it("switch: options, the bundle effects in a confirmation, then 'Nieuwe abonnement' and the lock", async () => {
    const log = logRequests();
    const { user, router } = await renderApp({ route: '/subscriptions', account: 'admin@demo.test' });
    await user.click(await screen.findByRole('link', { name: 'Abonnement wijzigen' }));
    const options = within(await region('Beschikbare abonnementen'));
    expect(options.getByRole('heading', { name: 'Zakelijk Start' })).toBeInTheDocument();
    expect(options.getByText('€ 24,95 excl. btw p/m')).toBeInTheDocument();
    expect(options.queryByRole('heading', { name: 'Zakelijk Plus' })).not.toBeInTheDocument();

    await user.click(options.getByRole('button', { name: 'Kies Zakelijk Onbeperkt' }));
    const confirm = await dialog('Abonnement wijzigen');
    expect(confirm).toHaveTextContent(
      'Je nieuwe abonnement Zakelijk Onbeperkt gaat in op 1 april 2026. Je 2 extra gebruikers en 2 extra nummers blijven behouden.',
    );
    // Before → after, and the lock that follows.
    expect(confirm).toHaveTextContent(
      'Zakelijk Plus (€ 14,95 excl. btw p/m, 1.000 belminuten p/m) → Zakelijk Onbeperkt (€ 24,95 excl. btw p/m, onbeperkt bellen).',
    );
    expect(confirm).toHaveTextContent('Na deze wijziging kun je je abonnement 30 dagen niet opnieuw wijzigen.');
    expect(log.count('POST /subscription/switch')).toBe(0);
    const overlay = watchForText('Bezig met opslaan van jouw gegevens');
    await user.click(within(confirm).getByRole('button', { name: 'Wijzigen' }));
    const done = await message('Voltooid');
    expect(done).toHaveTextContent(
      'Uw abonnement is gewijzigd. Per eerste van de volgende maand zal het nieuwe abonnement ingaan.',
    );
    expect(overlay.seen()).toBe(true);
    await user.click(within(done).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/subscriptions'));
    const next = within(await region('Nieuwe abonnement'));
    expect(next.getByRole('heading', { name: 'Zakelijk Onbeperkt' })).toBeInTheDocument();
    expect(next.getByText('Ingangsdatum: 1 april 2026')).toBeInTheDocument();
    const current = within(await region('Huidig abonnement'));
    expect(current.getByRole('heading', { name: 'Zakelijk Plus' })).toBeInTheDocument();
    expect(current.getByText('Je kunt je abonnement over 30 dagen weer wijzigen.')).toBeInTheDocument();
    expect(current.queryByRole('link', { name: 'Abonnement wijzigen' })).not.toBeInTheDocument();
    expect(log.count('POST /subscription/switch')).toBe(1);
  });

  it("cancel with 'Anders..': the text must not be empty, is sent as 'Anders: {text}', and the dashboard follows", async () => {
    const bodies = recordBodies('POST /subscription/cancel');
    const { user, router } = await renderApp({ route: '/app', account: 'admin@demo.test' });
    await user.click(await screen.findByRole('link', { name: /^Abonnement/ }));
    await user.click(await screen.findByRole('button', { name: 'Abonnement opzeggen' }));

    const reasons = await dialog('Abonnement opzeggen');
    const provider = getConfig().providerName;
    for (const reason of [
      `Ik maak geen gebruik meer van ${provider}`,
      'Ik heb een andere oplossing gevonden',
      `Ik heb een probleem met ${provider}`,
    ])
      expect(within(reasons).getByRole('button', { name: reason })).toBeInTheDocument();
    await user.click(within(reasons).getByRole('button', { name: 'Anders..' }));

    let other = await dialog('Anders..');
    await user.click(within(other).getByRole('button', { name: 'Opzeggen' }));
    const empty = await message('Fout');
    expect(empty).toHaveTextContent('Vul een reden in.');
    expect(bodies).toHaveLength(0);
    await user.click(within(empty).getByRole('button', { name: 'OK' }));

    other = await dialog('Anders..');
    await user.type(within(other).getByRole('textbox', { name: 'Reden' }), 'we stoppen met het bedrijf');
    await user.click(within(other).getByRole('button', { name: 'Opzeggen' }));
    expect(bodies).toHaveLength(0);
    await user.click(within(await dialog('Abonnement opzeggen')).getByRole('button', { name: 'Opzeggen' }));
    const done = await message('Voltooid');
    expect(done).toHaveTextContent(CANCELLED);
    expect(bodies).toEqual([{ id: expect.any(Number), reason: 'Anders: we stoppen met het bedrijf' }]);
    await user.click(within(done).getByRole('button', { name: 'OK' }));

    const current = within(await region('Huidig abonnement'));
    expect(await current.findByText('Je abonnement is opgezegd en verloopt op 31 maart 2026.')).toBeInTheDocument();
    expect(current.queryByRole('button', { name: 'Abonnement opzeggen' })).not.toBeInTheDocument();
    expect(current.getByRole('button', { name: 'Abonnement heractiveren' })).toBeInTheDocument();

    // The dashboard, read before the cancel, shows the notice without a reload.
    await act(() => router.navigate('/app'));
    expect(
      await screen.findByText(/Je abonnement is opgezegd op .* en verloopt op 31 maart 2026\./),
    ).toBeInTheDocument();
  });

  it('a chosen reason from the list is sent as is, after a summary with the end date', async () => {
    const bodies = recordBodies('POST /subscription/cancel');
    const { user } = await renderApp({ route: '/subscriptions', account: 'admin@demo.test' });
    await user.click(await screen.findByRole('button', { name: 'Abonnement opzeggen' }));
    const reasons = await dialog('Abonnement opzeggen');
    await user.click(within(reasons).getByRole('button', { name: 'Ik heb een andere oplossing gevonden' }));
    const summary = await dialog('Abonnement opzeggen');
    expect(summary).toHaveTextContent(
      'Je abonnement Zakelijk Plus loopt door tot en met 31 maart 2026 en stopt daarna.',
    );
    expect(bodies).toHaveLength(0);
    await user.click(within(summary).getByRole('button', { name: 'Opzeggen' }));
    expect(await message('Voltooid')).toHaveTextContent(CANCELLED);
    expect(bodies).toEqual([{ id: expect.any(Number), reason: 'Ik heb een andere oplossing gevonden' }]);
  });

  it('the summary says a waiting switch will not happen; closing it cancels nothing', async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/subscriptions', account: 'admin@demo.test' });
    await user.click(await screen.findByRole('link', { name: 'Abonnement wijzigen' }));
    const options = within(await region('Beschikbare abonnementen'));
    await user.click(options.getByRole('button', { name: 'Kies Zakelijk Onbeperkt' }));
    await user.click(within(await dialog('Abonnement wijzigen')).getByRole('button', { name: 'Wijzigen' }));
    await user.click(within(await message('Voltooid')).getByRole('button', { name: 'OK' }));
    expect(await region('Nieuwe abonnement')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Abonnement opzeggen' }));
    const reasons = await dialog('Abonnement opzeggen');
    await user.click(within(reasons).getByRole('button', { name: 'Ik heb een andere oplossing gevonden' }));
    const summary = await dialog('Abonnement opzeggen');
    expect(summary).toHaveTextContent(
      'Je abonnement Zakelijk Plus loopt door tot en met 31 maart 2026 en stopt daarna. ' +
        'De overstap naar Zakelijk Onbeperkt per 1 april 2026 gaat dan niet door.',
    );
    await user.click(within(summary).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(log.count('POST /subscription/cancel')).toBe(0);
    expect(screen.getByRole('region', { name: 'Nieuwe abonnement' })).toBeInTheDocument();
  });

  it('closing the reasons dialog cancels nothing', async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/subscriptions', account: 'admin@demo.test' });
    await user.click(await screen.findByRole('button', { name: 'Abonnement opzeggen' }));
    await user.click(within(await dialog('Abonnement opzeggen')).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(log.count('POST /subscription/cancel')).toBe(0);
  });

  it('reactivate resumes at once with the spec text', async () => {
    const { user } = await renderApp({ route: '/subscriptions', account: 'opgezegd@demo.test' });
    const current = within(await region('Huidig abonnement'));
    expect(current.getByText(/^Je abonnement is opgezegd en verloopt op /)).toBeInTheDocument();
    await user.click(current.getByRole('button', { name: 'Abonnement heractiveren' }));
    await user.click(within(await dialog('Abonnement heractiveren')).getByRole('button', { name: 'Heractiveren' }));
    expect(await message('Voltooid')).toHaveTextContent('Je abonnement is succesvol geactiveerd.');
    expect(await current.findByRole('button', { name: 'Abonnement opzeggen' })).toBeInTheDocument();
    expect(current.queryByRole('button', { name: 'Abonnement heractiveren' })).not.toBeInTheDocument();
    expect(current.queryByText(/verloopt op/)).not.toBeInTheDocument();
  });

  it("a refused call shows the server's message in a 'Fout' dialog", async () => {
    const log = logRequests();
    log.fail('POST /subscription/reactivate', 400, {
      message: 'Je abonnement is verlopen. Neem contact op met de helpdesk.',
    });
    const { user } = await renderApp({ route: '/subscriptions', account: 'opgezegd@demo.test' });
    await user.click(await screen.findByRole('button', { name: 'Abonnement heractiveren' }));
    await user.click(within(await dialog('Abonnement heractiveren')).getByRole('button', { name: 'Heractiveren' }));
    expect(await message('Fout')).toHaveTextContent('Je abonnement is verlopen. Neem contact op met de helpdesk.');
    expect(screen.getByRole('button', { name: 'Abonnement heractiveren' })).toBeInTheDocument();
  });
});
