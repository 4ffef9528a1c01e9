import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { logIn as logInOverHttp } from '../../../scripts/lib/logIn';
import { DEMO_STAFF_PASSWORD, MEDEWERKER, TEAMLEIDER } from '../../support/staffLogin';
import type { Viewport } from '../support/browser';
import { checkPage } from '../support/checks';
import { absent, logIn, visible, type Journey, type JourneyContext } from '../support/journey';
import { deskBrowser, deskViewport, nextStaffCode } from '../support/staff';

const desktop = deskViewport;
const smallDesktop: Viewport = { name: 'desktop-1024', platform: 'desktop', width: 1024, height: 768, mobile: false };
const NOTE = 'Klant belde ook al; storing bij de centrale.';
const THEIRS = 'Ik heb de doorschakeling al opnieuw ingesteld.';

/** The customer's question over HTTP; returns its id. */
async function ask(ctx: JourneyContext, token: string, subject: string): Promise<number> {
  const response = await fetch(`${ctx.server.url}/api/tickets`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ subject, message: 'Bellers krijgen een bezettoon.', category: 4 }),
  });
  assert.equal(response.status, 201);
  return ((await response.json()) as { id: number }).id;
}

/** A staff member's desk in a browser of its own, logged in with a code. */
async function deskOf(ctx: JourneyContext, email: string): Promise<{ desk: Page; close: () => Promise<void> }> {
  const { desk, close } = await deskBrowser(ctx);
  await desk.goto(`${ctx.server.url}/desk`);
  await desk.getByLabel('E-mailadres', { exact: true }).fill(email);
  await desk.getByLabel('Wachtwoord', { exact: true }).fill(DEMO_STAFF_PASSWORD);
  await desk.getByLabel('Code', { exact: true }).fill(await nextStaffCode(email));
  await desk.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await visible(desk.getByRole('heading', { name: 'Wachtrij', exact: true }));
  return { desk, close };
}

/**
 * Two staff members and a customer: the teamleider keeps a reply template; the medewerker takes a
 * ticket, writes an internal note, inserts the template; the teamleider, on the same ticket, is named
 * to her and answers first, so her answer is held back until she has seen his; she merges the
 * customer's second ticket into it. The customer's old address leads to the merged ticket, with both
 * answers and without the note.
 */
export const deskTeamJourneys: Journey[] = [
  {
    name: 'support desk: two staff members assign, note, use a template, collide and merge',
    viewports: ['ios'],
    timeout: 150_000,
    async run(ctx) {
      const { page } = ctx;
      const customer = await logInOverHttp(`${ctx.server.url}/api`, 'admin@demo.test');
      const first = await ask(ctx, customer.token, 'Bezettoon bij inkomende gesprekken');
      const second = await ask(ctx, customer.token, 'Nog steeds een bezettoon');

      const lead = await deskOf(ctx, TEAMLEIDER);
      const anna = await deskOf(ctx, MEDEWERKER);
      try {
        const { desk: tom } = lead;
        await tom.getByRole('link', { name: 'Standaardantwoorden', exact: true }).click();
        const add = tom.getByRole('region', { name: 'Standaardantwoord toevoegen', exact: true });
        await visible(tom.getByRole('complementary', { name: 'Invulvelden', exact: true }).getByText('{{klantnaam}}'));
        await add.getByLabel('Titel', { exact: true }).fill('Storing bekend');
        // A placeholder not in the list is refused with the list; the text stays to correct.
        await add.getByLabel('Tekst', { exact: true }).fill('Beste {{naam}}, de storing is bekend.');
        await add.getByRole('button', { name: 'Toevoegen', exact: true }).click();
        await visible(
          add.getByText(
            'Onbekend invulveld {{naam}}. Gebruik alleen {{klantnaam}}, {{klantnummer}} en {{medewerker}}.',
            { exact: true },
          ),
        );
        await add
          .getByLabel('Tekst', { exact: true })
          .fill('Beste {{klantnaam}}, de storing is bekend. Groet, {{medewerker}}');
        await add.getByRole('button', { name: 'Toevoegen', exact: true }).click();
        await visible(tom.getByRole('heading', { level: 2, name: 'Storing bekend', exact: true }));
        await checkPage(tom, desktop, 'desk-templates');
        await tom.setViewportSize({ width: smallDesktop.width, height: smallDesktop.height });
        await checkPage(tom, smallDesktop, 'desk-templates');
        await tom.getByRole('link', { name: 'Overzicht', exact: true }).click();
        await visible(tom.getByRole('table', { name: 'Per week, nieuwste eerst', exact: true }));
        await checkPage(tom, smallDesktop, 'desk-overview');
        await tom.setViewportSize({ width: desktop.width, height: desktop.height });
        await checkPage(tom, desktop, 'desk-overview');

        const { desk: sanne } = anna;
        await sanne.getByRole('button', { name: 'Niet toegewezen', exact: true }).click();
        await sanne.getByRole('link', { name: 'Bezettoon bij inkomende gesprekken', exact: true }).click();
        await sanne.getByRole('button', { name: 'Oppakken', exact: true }).click();
        const assignment = sanne.getByRole('region', { name: 'Toegewezen aan', exact: true });
        await visible(assignment.getByText('Sanne Supportdesk', { exact: true }));
        await sanne.getByLabel('Interne notitie', { exact: true }).fill(NOTE);
        await sanne.getByRole('button', { name: 'Notitie toevoegen', exact: true }).click();
        const conversation = sanne.getByRole('region', { name: 'Gesprek', exact: true });
        await visible(conversation.getByText('Interne notitie van Sanne Supportdesk', { exact: true }));
        await sanne.getByLabel('Standaardantwoord', { exact: true }).selectOption({ label: 'Storing bekend' });
        await sanne.getByRole('button', { name: 'Invoegen', exact: true }).click();
        const answer = sanne.getByLabel('Antwoord', { exact: true });
        assert.equal(await answer.inputValue(), 'Beste {{klantnaam}}, de storing is bekend. Groet, {{medewerker}}');
        await visible(
          sanne
            .getByRole('region', { name: 'Zo leest de klant het', exact: true })
            .getByText('Beste Jan de Vries, de storing is bekend. Groet, Sanne Supportdesk', { exact: true }),
        );
        await answer.press('End');
        await answer.pressSequentially(' Wij melden ons vandaag.');

        // The teamleider opens the same ticket: each is named to the other; he answers first.
        await tom.goto(`${ctx.server.url}/desk/vraag/${first}`);
        await visible(tom.getByText('Ook geopend door Sanne Supportdesk', { exact: true }));
        await tom.getByLabel('Antwoord', { exact: true }).fill(THEIRS);
        await tom.getByRole('button', { name: 'Beantwoorden', exact: true }).click();
        await visible(tom.getByRole('region', { name: 'Gesprek', exact: true }).getByText(THEIRS, { exact: true }));
        await sanne
          .getByText('Ook geopend door Tom Teamleider', { exact: true })
          .waitFor({ state: 'visible', timeout: 20_000 });
        await checkPage(sanne, desktop, 'desk-ticket-shared');
        // Her answer waits until she has seen his (shown by the presence report or the refusal).
        await visible(conversation.getByText(THEIRS, { exact: true }));
        assert.match(await answer.inputValue(), /Wij melden ons vandaag\.$/);
        await sanne.getByRole('button', { name: 'Beantwoorden', exact: true }).click();
        await visible(conversation.getByText(/de storing is bekend/));

        // Merging: picked from the customer's open questions; the confirmation names the one picked.
        const merge = sanne.getByRole('region', { name: 'Samenvoegen', exact: true });
        await merge.getByRole('radio', { name: new RegExp(`^Vraag ${second}: Nog steeds een bezettoon`) }).check();
        await merge.getByRole('button', { name: 'Samenvoegen', exact: true }).click();
        await visible(merge.getByText(new RegExp(`^Vraag ${second} 'Nog steeds een bezettoon' van `)));
        await merge.getByRole('button', { name: 'Ja, samenvoegen', exact: true }).click();
        await visible(conversation.getByText(/^Nog steeds een bezettoon/));
        await checkPage(sanne, desktop, 'desk-ticket-merged');
        // The queue at 1024 px: nothing sideways, the numbers in their column; the merged one waits for nothing.
        await sanne.setViewportSize({ width: smallDesktop.width, height: smallDesktop.height });
        await sanne.getByRole('link', { name: 'Wachtrij', exact: true }).click();
        const mergedRow = sanne
          .getByRole('row')
          .filter({ has: sanne.getByRole('link', { name: 'Nog steeds een bezettoon', exact: true }) });
        await visible(mergedRow.getByRole('cell', { name: String(second), exact: true }));
        assert.doesNotMatch((await mergedRow.textContent()) ?? '', /onbeantwoord/);
        await checkPage(sanne, smallDesktop, 'desk-queue');
        await mergedRow.getByRole('link', { name: 'Nog steeds een bezettoon', exact: true }).click();
        await visible(sanne.getByText(`Vraag ${second}`, { exact: true }));
        await visible(sanne.getByText(`Deze vraag is samengevoegd met vraag ${first}.`, { exact: true }));
        await absent(sanne.getByRole('button', { name: 'Samenvoegen', exact: true }), 'a merge of a merged ticket');
        await absent(sanne.getByRole('button', { name: 'Oppakken', exact: true }), "'Oppakken' on a merged ticket");
        await checkPage(sanne, smallDesktop, 'desk-ticket-merged-away');
        await sanne.setViewportSize({ width: desktop.width, height: desktop.height });
        await sanne.getByRole('link', { name: 'Wachtrij', exact: true }).click();
        await sanne.getByRole('button', { name: 'Mijn vragen', exact: true }).click();
        await visible(sanne.getByRole('link', { name: 'Bezettoon bij inkomende gesprekken', exact: true }));
        await checkPage(sanne, desktop, 'desk-queue-mine');
      } finally {
        await anna.close();
        await lead.close();
      }

      // The customer: the old address leads to the merged ticket, both answers there, the note nowhere.
      await logIn(ctx, 'admin', { check: false });
      await ctx.goto(`/feedback/ticket/${second}`);
      await visible(page.getByRole('heading', { name: 'Bezettoon bij inkomende gesprekken', exact: true }));
      await page.waitForURL(new RegExp(`/feedback/ticket/${first}`));
      await visible(page.getByText(THEIRS, { exact: true }));
      await visible(page.getByText(/de storing is bekend/));
      assert.doesNotMatch((await page.textContent('body')) ?? '', /Interne notitie|storing bij de centrale/);
      await ctx.check('ticket-merged-by-desk');
    },
  },
];
