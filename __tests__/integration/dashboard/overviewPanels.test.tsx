import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../support/renderApp';
import { CLOCK_NOW, logRequests } from '../../support/requestLog';
import { useServer } from '../../support/server';
import { useWideWindow } from '../../support/wideWindow';

useServer({ CLOCK_NOW });
useWideWindow();

const PANELS = ['Deze maand', 'Abonnement', 'Laatste factuur', 'Ondersteuning', 'Nummers'];

/** The panel titled `name`, once its figures are in. */
async function panel(name: string) {
  const region = await screen.findByRole('region', { name });
  await screen.findByRole('region', { name, busy: false });
  return within(region);
}

/** The value beside a figure's label in a panel, as written (its no-break spaces kept). */
const figure = (scope: ReturnType<typeof within>, label: string): string =>
  scope.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

async function openOverview(account: string) {
  const rendered = await renderApp({ route: '/app', account, platform: 'desktop' });
  await screen.findByRole('region', { name: 'Je account in het kort' });
  return rendered;
}

const shownPanels = () =>
  within(screen.getByRole('region', { name: 'Je account in het kort' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('the desktop overview against the reference server', () => {
  it("admin with a subscription: five panels, no menu rows; costs as on 'Verbruik', one GET /overview", async () => {
    const log = logRequests();
    const { user } = await openOverview('admin@demo.test');
    expect(shownPanels()).toEqual(PANELS);
    expect(screen.queryByRole('list', { name: 'Menu' })).not.toBeInTheDocument();
    const month = await panel('Deze maand');
    const meter = month.getByRole('meter', { name: 'Kosten deze maand' }).getAttribute('aria-valuetext');
    // Every amount with its basis; the forecast rounded, with what it assumes, as 'Verbruik' words it.
    expect(meter).toMatch(/^€\u00a0\d+,\d\d van €\u00a050,00 excl\.\u00a0btw \(\d+%\)$/);
    const forecast = month.getByText(/^Verwachting voor heel maart als je zo doorbelt:/).textContent ?? '';
    expect(forecast).toMatch(/: ≈\u00a0€\u00a0\d+ excl\.\u00a0btw$/);
    const talked = figure(month, 'Totaal gebeld deze maand');
    // A duration is one phrase: no space a line may break at.
    expect(talked).toMatch(/^\d+\u00a0uur,\u00a0\d+\u00a0min,\u00a0\d+\u00a0sec$/);
    expect(log.count('GET /overview')).toBe(1);

    await user.click(month.getByRole('link', { name: 'Verbruik en limiet' }));
    const limit = within(await screen.findByRole('region', { name: 'Verbruikslimiet' }));
    expect(await limit.findByRole('meter', { name: 'Kosten deze maand' })).toHaveAttribute('aria-valuetext', meter);
    expect(limit.getByText(/^Verwachting voor heel/).textContent).toBe(forecast);
    await screen.findByText('Totaal gebeld deze maand');
    expect(screen.getByText('Totaal gebeld deze maand').nextElementSibling?.textContent).toBe(talked);
    // It opens the detail pages too, each a chunk of its own: more than one page's time.
  }, 40_000);

  it('admin: the newest invoice, the subscription and the numbers are those of their pages', async () => {
    const { user } = await openOverview('admin@demo.test');
    const invoice = await panel('Laatste factuur');
    const number = figure(invoice, 'Factuurnummer');
    const amount = figure(invoice, 'Bedrag');
    expect(amount).toMatch(/^€\u00a0\d+,\d\d incl\.\u00a0btw$/);
    // Both files of the newest invoice, as the list offers them, and what UBL is.
    expect(invoice.getByRole('button', { name: `PDF van factuur ${number} downloaden` })).toBeEnabled();
    expect(invoice.getByRole('button', { name: `UBL van factuur ${number} downloaden` })).toBeEnabled();
    expect(invoice.getByText('UBL: de factuur als bestand voor je boekhoudpakket.')).toBeInTheDocument();
    const subscription = await panel('Abonnement');
    expect(figure(subscription, 'Status')).toBe('Actief');
    const plan = figure(subscription, 'Pakket');
    // The price with its basis, and when it renews: the first of next month.
    expect(figure(subscription, 'Prijs')).toBe('€\u00a014,95 excl.\u00a0btw p/m');
    expect(figure(subscription, 'Verlengt op')).toBe('1\u00a0april\u00a02026');
    const numbers = await panel('Nummers');
    expect(numbers.getByRole('combobox', { name: 'Uitgaand nummer' })).toHaveDisplayValue('0201234567 (Hoofdnummer)');
    const count = Number(figure(numbers, 'Nummers'));
    const blocked = Number(figure(numbers, 'Geblokkeerde nummers'));
    const support = await panel('Ondersteuning');
    const newest = figure(support, 'Nieuwste vraag');

    await user.click(invoice.getByRole('link', { name: 'Alle facturen' }));
    const rows = within(await screen.findByRole('table', { name: 'Facturen' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(number);
    expect(rows[1]).toHaveTextContent(amount.replace(' incl.\u00a0btw', '').replace(/\u00a0/g, ' '));

    await user.click(screen.getByRole('link', { name: 'Overzicht' }));
    await user.click((await panel('Abonnement')).getByRole('link', { name: 'Naar abonnement' }));
    expect(await screen.findByRole('heading', { name: plan })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Overzicht' }));
    await user.click((await panel('Nummers')).getByRole('link', { name: 'Blokkades' }));
    const list = within(await screen.findByRole('region', { name: 'Geblokkeerde nummers' }));
    expect(await list.findAllByRole('button', { name: /^Verwijder / })).toHaveLength(blocked);

    await user.click(screen.getByRole('link', { name: 'Overzicht' }));
    await user.click((await panel('Nummers')).getByRole('link', { name: 'Nummer instellingen' }));
    expect(await screen.findAllByRole('textbox', { name: /^Naam van / })).toHaveLength(count);

    await user.click(screen.getByRole('link', { name: 'Overzicht' }));
    await user.click((await panel('Ondersteuning')).getByRole('link', { name: 'Naar ondersteuning' }));
    expect(within(await screen.findByRole('table')).getAllByRole('row')[1]).toHaveTextContent(
      newest.replace(/ \(.+\)$/, ''),
    );
    // It opens the detail pages too, each a chunk of its own: more than one page's time.
  }, 40_000);

  it("prepaid: the credit of 'Tegoed / Verlengen' with its top-up, no subscription panel", async () => {
    const { user } = await openOverview('prepaid@demo.test');
    expect(shownPanels()).toEqual(['Deze maand', 'Laatste factuur', 'Ondersteuning', 'Nummers']);
    const month = await panel('Deze maand');
    const credit = figure(month, 'Tegoed');
    expect(credit).toMatch(/^€\u00a0\d+,\d\d incl\.\u00a0btw$/);
    expect(figure(month, 'Goed voor')).toBe('≈\u00a0250\u00a0belminuten');
    expect(month.getByRole('link', { name: /^Tegoed opwaarderen/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/tegoed\//),
    );
    expect((await panel('Ondersteuning')).getByText('Nog geen vragen')).toBeInTheDocument();
    await user.click(month.getByRole('link', { name: 'Tegoed en verlengen' }));
    const current = await screen.findByRole('region', { name: 'Huidig tegoed' });
    expect(current).toHaveTextContent(credit.replace(/\u00a0/g, ' '));
    expect(current).toHaveTextContent('≈ 250 belminuten');
  });

  it('non-admin: only the numbers, with the outgoing number and number settings; no admin figures read', async () => {
    const log = logRequests();
    await openOverview('gebruiker@demo.test');
    expect(shownPanels()).toEqual(['Nummers']);
    const numbers = await panel('Nummers');
    expect(numbers.getByRole('combobox', { name: 'Uitgaand nummer' })).toBeInTheDocument();
    expect(numbers.getByRole('link', { name: 'Nummer instellingen' })).toHaveAttribute('href', '/numbers');
    expect(numbers.queryByText('Geblokkeerde nummers')).not.toBeInTheDocument();
    expect(numbers.queryByRole('link', { name: 'Blokkades' })).not.toBeInTheDocument();
    expect(log.count('GET /usage/limit') + log.count('GET /credit') + log.count('GET /invoices')).toBe(0);
  });

  it('inactive: the helpdesk notice as today, and of the panels only support', async () => {
    await openOverview('inactief@demo.test');
    expect(screen.getByText(/Je account is niet actief/)).toBeInTheDocument();
    expect(screen.getByText(/Je abonnement is verlopen op/)).toBeInTheDocument();
    expect(shownPanels()).toEqual(['Ondersteuning']);
    expect(screen.queryByRole('combobox', { name: 'Uitgaand nummer' })).not.toBeInTheDocument();
  });

  it('cancelled: the notice above, the status with its end date, as the subscription page says', async () => {
    const { user } = await openOverview('opgezegd@demo.test');
    expect(screen.getByText(/Je abonnement is opgezegd op .+ en verloopt op (.+)\./)).toBeInTheDocument();
    const status = figure(await panel('Abonnement'), 'Status');
    const end = /^Opgezegd per (.+)$/.exec(status)?.[1]?.replace(/\u00a0/g, ' ');
    expect(end).toEqual(expect.any(String));
    await user.click((await panel('Abonnement')).getByRole('link', { name: 'Naar abonnement' }));
    expect(await screen.findByText(`Je abonnement is opgezegd en verloopt op ${end}.`)).toBeInTheDocument();
  });

  it('a change on a detail page refreshes the overview: a number blocked there is counted here', async () => {
    const log = logRequests();
    const { user } = await openOverview('admin@demo.test');
    const before = Number(figure(await panel('Nummers'), 'Geblokkeerde nummers'));
    await user.click((await panel('Nummers')).getByRole('link', { name: 'Blokkades' }));
    await user.type(await screen.findByRole('textbox', { name: 'Nummer' }), '0201112233');
    await user.click(screen.getByRole('button', { name: 'Voeg toe' }));
    const confirm = await screen.findByRole('dialog', { name: 'Nummer blokkeren' });
    await user.click(within(confirm).getByRole('button', { name: 'Bevestigen' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Voltooid' })).getByRole('button', { name: 'OK' }),
    );
    expect(await screen.findByRole('button', { name: 'Verwijder 0201112233' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Overzicht' }));
    await waitFor(async () => expect(figure(await panel('Nummers'), 'Geblokkeerde nummers')).toBe(String(before + 1)));
    expect(log.count('GET /overview')).toBe(2);
  });

  it('a failed part says so in its panel with a retry; the other panels show their figures', async () => {
    const log = logRequests();
    log.fail('GET /overview', 503, { message: 'Even niet beschikbaar' });
    await openOverview('admin@demo.test');
    const month = within(await screen.findByRole('region', { name: 'Deze maand' }));
    expect(await month.findByText('Dit deel kon niet worden geladen.')).toBeInTheDocument();
    // The outgoing number comes with the dashboard and keeps working.
    expect(screen.getByRole('combobox', { name: 'Uitgaand nummer' })).toBeEnabled();
  });
});
