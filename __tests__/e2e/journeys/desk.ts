import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { logIn as logInOverHttp } from '../../../scripts/lib/logIn';
import { logWith, overlayHidden, overlayShown, pollutingActions } from '../../support/pollutingLogs';
import { DEMO_STAFF_PASSWORD, MEDEWERKER } from '../../support/staffLogin';
import { checkPage, screenshot } from '../support/checks';
import {
  absent,
  answerDialog,
  logIn,
  menu,
  onPath,
  visible,
  type Journey,
  type JourneyContext,
} from '../support/journey';
import { deskBrowser, nextStaffCode } from '../support/staff';

/** The answer the medewerker sends, read again on the customer's side. */
const ANSWER = 'We hebben je instellingen hersteld. Log opnieuw in.';

/** What the server says to a number blocked already, as the customer sees it. */
const REFUSAL = 'Dit nummer staat al op de bloklijst.';

/**
 * Presses `button` in the open dialog titled `title` (the page checks of these dialogs are the blacklist journey's).
 */
async function pressInDialog(page: Page, title: string, button: string): Promise<void> {
  const dialog = page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** A number no seed holds, one per viewport, that a colleague blocks while the customer's page is open. */
const blockedMeanwhile = (viewport: string): string =>
  `3120${{ ios: '1', android: '2', desktop: '3' }[viewport] ?? '9'}776655`;

/** Blocks or unblocks `number` for the admin over HTTP, as a colleague in another tab would. */
async function colleagueBlocks(ctx: JourneyContext, number: string, action: 'add' | 'remove'): Promise<void> {
  const api = `${ctx.server.url}/api`;
  const { token } = await logInOverHttp(api, 'admin@demo.test');
  const response = await fetch(`${api}/blacklist/${action}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ userPoc: '100001', blacklistNumber: number }),
  });
  assert.ok(response.ok, `POST /blacklist/${action} answered ${response.status}`);
}

/**
 * The customer, at the journey's viewport, tries to block a number a colleague blocked meanwhile (the
 * page's list did not show it yet, so the server refuses), then, in the same tab, asks a question with
 * the technical data attached.
 */
async function askWithLog(ctx: JourneyContext, subject: string): Promise<void> {
  const { page } = ctx;
  await logIn(ctx, 'admin', { check: false });
  await menu(page)
    .getByRole('link', { name: /^Blokkades/ })
    .click();
  await onPath(page, '/blacklist');
  const number = blockedMeanwhile(ctx.viewport.name);
  await visible(page.getByRole('button', { name: 'Verwijder +31612345670', exact: true }));
  await colleagueBlocks(ctx, number, 'add');
  try {
    await page.getByRole('textbox', { name: 'Nummer', exact: true }).fill(`+${number}`);
    await page.getByRole('button', { name: 'Voeg toe', exact: true }).click();
    await pressInDialog(page, 'Nummer blokkeren', 'Bevestigen');
    await visible(page.getByRole('alertdialog', { name: 'Fout', exact: true }).getByText(REFUSAL, { exact: true }));
    await pressInDialog(page, 'Fout', 'OK');
  } finally {
    await colleagueBlocks(ctx, number, 'remove');
  }
  // Back to the overview and on to a new question, within the app: the log holds the refusal.
  await page.goBack();
  await menu(page)
    .getByRole('link', { name: /^Ondersteuning/ })
    .click();
  await page.getByRole('link', { name: 'Nieuwe vraag', exact: true }).click();
  await onPath(page, '/feedback/create');
  await page.getByRole('textbox', { name: 'Onderwerp', exact: true }).fill(subject);
  await page.getByRole('combobox', { name: 'Categorie', exact: true }).selectOption({ label: 'Storing' });
  await page.getByRole('textbox', { name: 'Bericht', exact: true }).fill('Na het inloggen blijft het scherm laden.');
  await page.getByRole('checkbox', { name: 'Technische gegevens meesturen', exact: true }).check();
  await page.getByRole('button', { name: 'Versturen', exact: true }).click();
  await answerDialog(ctx, { title: 'Voltooid', text: 'Je vraag is verstuurd.', checkName: 'desk-question-sent' });
  await onPath(page, '/feedback');
  await page.getByRole('link', { name: new RegExp(subject) }).click();
  await visible(page.getByRole('heading', { name: subject, exact: true }));
  await visible(page.getByRole('textbox', { name: 'Jouw reactie', exact: true }));
}

/** The desk in a browser of its own (desktop-sized), with the same checks as the portal's pages. */
async function openDesk(ctx: JourneyContext): Promise<{ desk: Page; errors: string[]; close: () => Promise<void> }> {
  const { desk, close } = await deskBrowser(ctx);
  const errors: string[] = [];
  desk.on('pageerror', (error) => errors.push(error.message));
  desk.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  return { desk, errors, close };
}

/** What every object of the desk's page inherits under the names the polluting log wrote. */
const inheritedInDesk = (desk: Page) =>
  desk.evaluate(() => {
    const probe: Record<string, unknown> = {};
    return { pollingInterval: probe.pollingInterval, method: probe.method, status: probe.status };
  });

/**
 * The open log again, as if the server had stored it before it checked logs: every polluting action
 * of the outside test and an action time of 1e17 (the desk's read of the log is answered with it; all
 * else is the real server). The replay runs in its worker, whose prototypes are frozen: neither the
 * desk's page nor the worker's realm changes, and the desk's reads stay GETs.
 */
async function openPollutedLog(desk: Page, requests: string[]): Promise<void> {
  const stored = logWith([overlayShown(), ...pollutingActions.map(({ action }) => action), overlayHidden(1e17)]);
  const logRead = '**/api/desk/ticket/*/log/*';
  await desk.route(logRead, async (route) => {
    const response = await route.fetch();
    const log = (await response.json()) as object;
    await route.fulfill({ response, json: { ...log, diagnostics: stored } });
  });
  desk.on('request', (request) => {
    if (request.url().includes('/api/desk/')) requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  await desk.reload();
  const facts = desk.getByRole('region', { name: 'Over deze sessie', exact: true });
  await visible(facts.getByText('100000000000000000 (geen geldige tijd)', { exact: true }));
  const monitor = desk.getByRole('region', { name: 'Redux DevTools: de acties van de klant', exact: true });
  const polluting = monitor.getByText('api/invalidation/updateProvidedBy', { exact: true }).first();
  await polluting.waitFor({ state: 'visible', timeout: 20_000 });
  await polluting.click();
  await visible(monitor.getByText('Diff', { exact: true }).first());
  assert.deepEqual(await inheritedInDesk(desk), { pollingInterval: undefined, method: undefined, status: undefined });
  // The worker's own realm: its prototypes frozen before the replay, so nothing was written there either.
  const [replayWorker] = desk.workers();
  assert.ok(replayWorker, "the replay's worker runs");
  assert.deepEqual(
    await replayWorker.evaluate(() => {
      const probe: Record<string, unknown> = {};
      return [Object.isFrozen(Object.prototype), probe.pollingInterval, probe.method, probe.status];
    }),
    [true, undefined, undefined, undefined],
  );
  await desk.unroute(logRead);
}

/**
 * Two browsers: a customer asks a question with the technical data; a medewerker logs in to the desk
 * with a code, finds it in the queue, steps through the customer's session in the DevTools view,
 * answers, changes the status and locks it; the customer's open ticket page shows all of it on its
 * own 30-second refresh. Writes only its own ticket (a subject per viewport).
 */
export const deskJourneys: Journey[] = [
  {
    name: 'support desk: a question answered, its session replayed, status changed and locked',
    async run(ctx) {
      const { page, viewport } = ctx;
      const subject = `Scherm blijft laden op ${viewport.name}`;
      await askWithLog(ctx, subject);

      const { desk, errors, close } = await openDesk(ctx);
      const check = (name: string) => checkPage(desk, viewport, `desk-${name}`);
      try {
        const response = await desk.goto(`${ctx.server.url}/desk`);
        assert.equal(response?.status(), 200);
        assert.match(response?.headers()['content-security-policy'] ?? '', /default-src 'self'/);
        await visible(desk.getByRole('heading', { name: 'Inloggen op de supportdesk', exact: true }));
        await check('login');
        await desk.getByLabel('E-mailadres', { exact: true }).fill(MEDEWERKER);
        await desk.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_STAFF_PASSWORD);
        await desk.getByLabel('Code', { exact: true }).fill(await nextStaffCode(MEDEWERKER));
        await desk.getByRole('button', { name: 'Inloggen', exact: true }).click();
        await visible(desk.getByRole('heading', { name: 'Wachtrij', exact: true }));

        await desk.getByLabel('Zoeken op klantnummer of onderwerp', { exact: true }).fill(subject);
        await desk.getByRole('button', { name: 'Zoeken', exact: true }).click();
        const row = desk.getByRole('row').filter({ has: desk.getByRole('link', { name: subject, exact: true }) });
        await visible(row);
        assert.equal(await desk.getByRole('link', { name: /Scherm blijft laden/ }).count(), 1);
        await visible(row.getByText('100001'));
        await check('queue');

        await row.getByRole('link', { name: subject, exact: true }).click();
        await visible(desk.getByRole('heading', { level: 1, name: subject, exact: true }));
        const logs = desk.getByRole('region', { name: 'Technische gegevens', exact: true });
        await visible(logs.getByText(`venster ${viewport.width}×${viewport.height}`, { exact: false }));
        await check('ticket');

        // The customer's session in the Redux DevTools inspector: step from the login to the question.
        await logs.getByRole('link', { name: 'Bekijk de sessie', exact: true }).click();
        await visible(desk.getByRole('heading', { level: 1, name: 'Sessie van de klant', exact: true }));
        const facts = desk.getByRole('region', { name: 'Over deze sessie', exact: true });
        await visible(facts.getByText(`${viewport.width} × ${viewport.height}`, { exact: true }));
        // The session in words: the refused call in Dutch, with the message the customer saw, to the second.
        const timeline = desk.getByRole('region', { name: 'Wat de klant deed', exact: true });
        const refused = timeline.getByRole('listitem').filter({ hasText: 'Mislukt: nummer blokkeren' });
        await visible(refused);
        assert.match(
          (await refused.textContent()) ?? '',
          new RegExp(`^\\d\\d:\\d\\d:\\d\\dMislukt: nummer blokkerenMelding: '${REFUSAL}' \\(status 409\\)$`),
        );
        await visible(timeline.getByText(`Zag de melding 'Fout': ${REFUSAL}`, { exact: true }));
        assert.doesNotMatch((await timeline.textContent()) ?? '', /Opende [a-z]+[A-Z]|Mislukt: Mislukt/);
        const monitor = desk.getByRole('region', { name: 'Redux DevTools: de acties van de klant', exact: true });
        const loggedIn = monitor.getByText('session/loggedIn', { exact: true });
        await loggedIn.first().waitFor({ state: 'visible', timeout: 20_000 });
        await loggedIn.first().click();
        await monitor.getByText('State', { exact: true }).first().click();
        await visible(monitor.getByText('session', { exact: true }).first());
        assert.doesNotMatch((await monitor.textContent()) ?? '', /admin@demo\.test|Welkom123/);
        await screenshot(desk, viewport, 'desk-devtools');

        // A log stored before the server refused polluting ones changes nothing in the desk.
        const requests: string[] = [];
        await openPollutedLog(desk, requests);
        await screenshot(desk, viewport, 'desk-devtools-polluted');
        await desk.goBack();
        await visible(desk.getByRole('heading', { level: 1, name: subject, exact: true }));
        await desk.getByRole('link', { name: 'Wachtrij', exact: true }).click();
        await visible(desk.getByRole('heading', { name: 'Wachtrij', exact: true }));
        await visible(row);
        assert.deepEqual(await inheritedInDesk(desk), {
          pollingInterval: undefined,
          method: undefined,
          status: undefined,
        });
        assert.ok(
          requests.some((request) => request.endsWith('/api/desk/tickets')),
          'the queue was read',
        );
        assert.deepEqual(
          // The ticket page's own presence ('Ook geopend door …') is its one POST.
          requests.filter(
            (request) => !request.startsWith('GET ') && !/\/api\/desk\/ticket\/\d+\/presence$/.test(request),
          ),
          [],
          "the desk's reads after the polluted log",
        );
        await row.getByRole('link', { name: subject, exact: true }).click();
        await visible(desk.getByRole('heading', { level: 1, name: subject, exact: true }));
        await desk.getByLabel('Antwoord', { exact: true }).fill(ANSWER);
        await desk.getByRole('button', { name: 'Beantwoorden', exact: true }).click();
        const conversation = desk.getByRole('region', { name: 'Gesprek', exact: true });
        await visible(conversation.getByText(ANSWER, { exact: true }));
        await visible(conversation.getByText('Status gewijzigd naar: Wacht op reactie', { exact: true }));
        await desk.getByLabel('Status', { exact: true }).selectOption({ label: 'In behandeling' });
        await desk.getByRole('button', { name: 'Status wijzigen', exact: true }).click();
        await visible(conversation.getByText('Status gewijzigd naar: In behandeling', { exact: true }));
        await desk.getByRole('button', { name: 'Vergrendelen', exact: true }).click();
        await visible(desk.getByRole('button', { name: 'Ontgrendelen', exact: true }));
        await check('ticket-answered');
        assert.deepEqual(errors, [], 'uncaught errors or Content-Security-Policy violations in the desk');
      } finally {
        await close();
      }

      // The customer's page, left open, shows it on its own refresh (every 30 s).
      await page.getByText(ANSWER, { exact: true }).waitFor({ state: 'visible', timeout: 40_000 });
      await visible(page.getByText('Status gewijzigd naar: In behandeling', { exact: true }));
      await page.getByRole('textbox', { name: 'Jouw reactie' }).waitFor({ state: 'detached' });
      await absent(page.getByRole('textbox', { name: 'Jouw reactie' }), 'reply box on a locked question');
      await ctx.check('ticket-answered-by-desk');
    },
  },
];
