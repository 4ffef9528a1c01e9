import assert from 'node:assert/strict';
import { absent, answerDialog, menu, onPath, title, visible, type Journey, resumeSession } from '../support/journey';

/**
 * Writes only tickets of its own (a subject per viewport) and replies to them; no other journey
 * reads tickets. Opening a demo ticket marks it read, which only this journey looks at.
 */
export const supportJourneys: Journey[] = [
  {
    name: 'support: overview, a new question with its reply, and a closed question',
    async run(ctx) {
      const { page, viewport } = ctx;
      await resumeSession(ctx, 'admin');
      await menu(page)
        .getByRole('link', { name: /^Ondersteuning/ })
        .click();
      await onPath(page, '/feedback');
      await visible(title(page, 'Ondersteuning'));
      await visible(page.getByRole('region', { name: 'Systeemstatus' }).getByText('Gegevens beheren'));
      await visible(page.getByRole('link', { name: /Doorschakelen naar mijn mobiel werkt niet/ }));
      await absent(page.getByRole('link', { name: /Aanvraag extra nummer/ }), 'extra-number request in the list');
      await ctx.check('support');

      await page.getByRole('link', { name: 'Nieuwe vraag', exact: true }).click();
      await onPath(page, '/feedback/create');
      const send = page.getByRole('button', { name: 'Versturen', exact: true });
      await send.click();
      await answerDialog(ctx, {
        title: 'Fout',
        text: 'De ingevulde informatie is niet correct',
        checkName: 'support-new-invalid',
      });
      await visible(page.getByText('Veld is verplicht').first());

      const subject = `Vraag vanaf ${viewport.name}`;
      await page.getByRole('textbox', { name: 'Onderwerp', exact: true }).fill(subject);
      await page.getByRole('combobox', { name: 'Categorie', exact: true }).selectOption({ label: 'Storing' });
      await page.getByRole('textbox', { name: 'Bericht', exact: true }).fill('Mijn toestel belt niet meer uit.');
      await send.click();
      await onPath(page, '/feedback');
      await answerDialog(ctx, { title: 'Voltooid', text: 'Je vraag is verstuurd.', checkName: 'support-new-sent' });
      const created = page.getByRole('link', { name: new RegExp(subject) });
      await visible(created);
      // The status is in the link on a phone, in the row of the table on desktop.
      const entry =
        ctx.viewport.platform === 'desktop' ? page.getByRole('row', { name: new RegExp(subject) }) : created;
      assert.match((await entry.textContent()) ?? '', /Open/);

      await created.click();
      await visible(page.getByRole('heading', { name: subject, exact: true }));
      await visible(page.getByText('Er is nog niet gereageerd op je vraag.'));
      const reply = 'Na een herstart werkt het weer.';
      await page.getByRole('textbox', { name: 'Jouw reactie', exact: true }).fill(reply);
      await page.getByRole('button', { name: 'Reactie versturen', exact: true }).click();
      await visible(page.getByText(reply, { exact: true }));
      await ctx.check('ticket');

      await page.getByRole('textbox', { name: 'Jouw reactie', exact: true }).fill('kort');
      // A tap on the button straight from the box: the box's rule waits until the tap is over, so the
      // button stays under the pointer.
      await page.getByRole('button', { name: 'Reactie versturen', exact: true }).click();
      await answerDialog(ctx, {
        title: 'Fout',
        text: 'De ingevulde informatie is niet correct',
        checkName: 'ticket-reply-invalid',
      });
      await visible(page.getByText('Bericht dient minimaal 10 tekens te bevatten.'));

      await ctx.goto('/feedback');
      await page.getByRole('link', { name: /Vraag over mijn factuur van vorige maand/ }).click();
      await visible(page.getByText('Deze vraag is gesloten. Je kunt niet meer reageren.'));
      await visible(page.getByText('Status gewijzigd naar: Gesloten'));
      await absent(page.getByRole('textbox', { name: 'Jouw reactie' }), 'reply box on a closed question');
      await ctx.check('ticket-locked');

      // A question that does not exist leads back to the overview.
      await ctx.goto('/feedback/ticket/999999');
      await onPath(page, '/feedback');
      await visible(page.getByRole('link', { name: 'Nieuwe vraag', exact: true }));
    },
  },
];
