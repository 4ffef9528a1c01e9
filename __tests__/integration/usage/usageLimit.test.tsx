import { act, screen, waitFor, within } from '@testing-library/react';
import { getConfig } from '../../../src/config';
import { DEMO_PASSWORD, renderApp } from '../../support/renderApp';
import { logRequests } from '../../support/requestLog';
import { postJson, useServer } from '../../support/server';

/**
 * The usage page's 'Verbruikslimiet' against the reference server, on Wednesday 18 March 2026.
 * limiet@demo.test (Zakelijk Start, 250 minutes) has made no calls: its costs start at € 0,00.
 */
useServer({ CLOCK_NOW: '2026-03-18T10:00:00Z' });

const LIMIET = 'limiet@demo.test';
const FOREIGN = '3225123456';

/** Calls reported by the network (the demo-only POST /dev/calls), each € 0,06 per started minute. */
async function feedForeignMinutes(...minutes: number[]) {
  const reply = await postJson('/dev/calls', {
    email: LIMIET,
    calls: minutes.map((m) => ({ calledNumber: FOREIGN, duration: m * 60, type: 'O' })),
  });
  expect(reply.status).toBe(200);
}

async function costMails(): Promise<Array<{ to: string; subject: string; body: string }>> {
  const reply = await fetch(`${getConfig().apiBaseUrl}/dev/outbox`);
  const { messages } = (await reply.json()) as { messages: Array<{ to: string; subject: string; body: string }> };
  return messages.filter((mail) => mail.to === LIMIET && mail.subject.startsWith('Verbruiksmelding'));
}

const section = async () => within(await screen.findByRole('region', { name: 'Verbruikslimiet' }));

describe("the usage page's 'Verbruikslimiet'", () => {
  it('shows this month against the € 50,00 every account starts with, as a bar with amount and percentage, and the forecast', async () => {
    await feedForeignMinutes(200); // € 12,00
    await renderApp({ route: '/usage', account: LIMIET });
    const limit = await section();
    const meter = await limit.findByRole('meter', { name: 'Kosten deze maand' });
    expect(meter).toHaveAttribute('aria-valuenow', '24');
    expect(meter).toHaveAttribute('aria-valuetext', '€\u00a012,00 van €\u00a050,00 excl.\u00a0btw (24%)');
    expect(limit.getByText('€ 12,00 van € 50,00 excl. btw (24%)')).toBeInTheDocument();
    // € 12,00 in 419 of March's 743 hours.
    expect(limit.getByText(/^Verwachting voor heel maart/)).toHaveTextContent(
      'Verwachting voor heel maart als je zo doorbelt: ≈ € 21 excl. btw',
    );
    expect(limit.getByRole('textbox', { name: 'Limiet per maand (excl.\u00a0btw)' })).toHaveValue('50,00');
    expect(
      limit.getByRole('checkbox', { name: 'Betaalde uitgaande gesprekken blokkeren bij de limiet' }),
    ).not.toBeChecked();
    expect(
      limit.getByText(/Alleen gesprekken buiten je bundel en naar betaalde nummers tellen mee/),
    ).toBeInTheDocument();
  });

  it('saves € 5 with the cap; calls then reach the limit: the bar says so in words, paid calls are blocked, one mail per level', async () => {
    const { user, router } = await renderApp({ route: '/usage', account: LIMIET });
    const limit = await section();
    const amount = await limit.findByRole('textbox', { name: 'Limiet per maand (excl.\u00a0btw)' });
    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(limit.getByRole('checkbox', { name: 'Betaalde uitgaande gesprekken blokkeren bij de limiet' }));
    await user.click(limit.getByRole('button', { name: 'Limiet opslaan' }));
    const saved = await screen.findByRole('alertdialog', { name: 'Voltooid' });
    expect(saved).toHaveTextContent('De limiet is opgeslagen.');
    await user.click(within(saved).getByRole('button', { name: 'OK' }));
    expect(await limit.findByText('€ 0,00 van € 5,00 excl. btw (0%)')).toBeInTheDocument();

    await feedForeignMinutes(70, 20); // € 4,20 (84 %), then € 5,40
    // Back to the overview (the browser's back button): it says what happened, and leads to the page.
    await act(() => router.navigate('/app'));
    const notice = await screen.findByText(
      'Je hebt deze maand € 5,40 excl. btw aan gesprekskosten: 108% van je limiet van € 5,00. Betaalde uitgaande gesprekken zijn geblokkeerd tot 1 april 2026. ' +
        'Gratis nummers, zoals 112 en 0800-nummers, blijven bereikbaar.',
      { exact: false },
    );
    await user.click(within(notice).getByRole('link', { name: 'Limiet aanpassen' }));
    const again = await section();
    expect(await again.findByText('€ 5,40 van € 5,00 excl. btw (108%)')).toBeInTheDocument();
    expect(again.getByText('Limiet bereikt.')).toBeInTheDocument();
    expect(again.getByRole('meter', { name: 'Kosten deze maand' })).toHaveAttribute('aria-valuenow', '100');
    expect(again.getByRole('heading', { name: 'Betaalde gesprekken geblokkeerd' })).toBeInTheDocument();
    expect(again.getByText(/^Betaalde uitgaande gesprekken zijn geblokkeerd tot 1 april 2026\./)).toBeInTheDocument();
    expect((await costMails()).map((mail) => mail.subject).reverse()).toEqual([
      'Verbruiksmelding: 80% van je limiet gebruikt',
      'Verbruiksmelding: je limiet is bereikt',
    ]);
  });

  it("'Blokkade opheffen' keeps the typed password after a wrong one and lifts the block with the right one", async () => {
    const me = await postJson('/auth/token', { email: LIMIET, password: DEMO_PASSWORD });
    const token = (me.body as { token: string }).token;
    await postJson('/usage/limit', { monthlyLimit: 5, hardCap: 1 }, token);
    await feedForeignMinutes(90);
    const { user } = await renderApp({ route: '/usage', account: LIMIET });
    const limit = await section();
    const password = await limit.findByLabelText('Je wachtwoord');
    await user.type(password, 'Verkeerd123');
    await user.click(limit.getByRole('button', { name: 'Blokkade opheffen' }));
    const failed = await screen.findByRole('alertdialog', { name: 'Fout' });
    expect(failed).toHaveTextContent('Het huidige wachtwoord is onjuist.');
    await user.click(within(failed).getByRole('button', { name: 'OK' }));
    expect(password).toHaveValue('Verkeerd123');

    await user.clear(password);
    await user.type(password, DEMO_PASSWORD);
    await user.click(limit.getByRole('button', { name: 'Blokkade opheffen' }));
    const lifted = await screen.findByRole('alertdialog', { name: 'Voltooid' });
    expect(lifted).toHaveTextContent('De blokkade is opgeheven. Je kunt weer betaalde gesprekken voeren.');
    await user.click(within(lifted).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(limit.queryByRole('button', { name: 'Blokkade opheffen' })).not.toBeInTheDocument());
  });

  it('switching the limit off asks first, saying the customer gives up the warning, and then shows when and by whom', async () => {
    const { user } = await renderApp({ route: '/usage', account: LIMIET });
    const limit = await section();
    await user.click(await limit.findByRole('button', { name: 'Limiet uitzetten' }));
    const question = await screen.findByRole('dialog', { name: 'Limiet uitzetten?' });
    expect(question).toHaveTextContent(
      /Je ziet dan af van deze verbruiksmelding, waar je als klein bedrijf recht op hebt\./,
    );
    await user.click(within(question).getByRole('button', { name: 'Sluiten' }));
    expect(limit.getByRole('meter', { name: 'Kosten deze maand' })).toBeInTheDocument();

    await user.click(limit.getByRole('button', { name: 'Limiet uitzetten' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Limiet uitzetten?' })).getByRole('button', {
        name: 'Limiet uitzetten',
      }),
    );
    const done = await screen.findByRole('alertdialog', { name: 'Voltooid' });
    expect(done).toHaveTextContent('De limiet staat uit. Je krijgt geen verbruiksmeldingen meer.');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    // The server's clock starts at 11:00 and runs on: the minute depends on how long the suite has taken.
    expect(
      await limit.findByText(
        /^De limiet staat uit sinds 18-03-2026 11:\d\d \(uitgezet door limiet@demo\.test\)\. Je krijgt geen verbruiksmeldingen\.$/,
      ),
    ).toBeInTheDocument();
    expect(limit.queryByRole('meter')).not.toBeInTheDocument();
    expect(limit.getByText('Kosten deze maand:')).toHaveTextContent('Kosten deze maand: € 0,00');
    expect(limit.getByRole('button', { name: 'Limiet aanzetten' })).toBeInTheDocument();
  });

  it('marks an amount outside € 1,00 to € 10.000,00 and sends nothing; a failed save keeps what was typed', async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/usage', account: LIMIET });
    const limit = await section();
    const amount = await limit.findByRole('textbox', { name: 'Limiet per maand (excl.\u00a0btw)' });
    await user.clear(amount);
    await user.type(amount, '0,50');
    await user.click(limit.getByRole('button', { name: 'Limiet opslaan' }));
    expect(await limit.findByText('Vul een bedrag in van € 1,00 tot en met € 10.000,00.')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(log.count('POST /usage/limit')).toBe(0);

    log.fail('POST /usage/limit', 500, { message: 'Er is iets misgegaan. Probeer het later opnieuw.' });
    await user.clear(amount);
    await user.type(amount, '1.250,50');
    await user.click(limit.getByRole('button', { name: 'Limiet opslaan' }));
    expect(await screen.findByRole('alertdialog', { name: 'Fout' })).toHaveTextContent(
      'Er is iets misgegaan. Probeer het later opnieuw.',
    );
    expect(amount).toHaveValue('1.250,50');
    expect(log.count('POST /usage/limit')).toBe(1);
  });
});
