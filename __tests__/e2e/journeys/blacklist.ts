import assert from 'node:assert/strict';
import { settle } from '../support/checks';
import { absent, answerDialog, menu, onPath, title, visible, type Journey, resumeSession } from '../support/journey';

/** A number no seed holds, one per viewport, so journeys at other sizes never meet it. */
const numberFor = (viewport: string): string =>
  `3120${{ ios: '1', android: '2', desktop: '3' }[viewport] ?? '9'}998877`;

export const blacklistJourneys: Journey[] = [
  {
    name: 'blocked numbers: refuse, add with confirmation, remove',
    async run(ctx) {
      const { page, viewport } = ctx;
      await resumeSession(ctx, 'admin');
      await menu(page)
        .getByRole('link', { name: /^Blokkades/ })
        .click();
      await onPath(page, '/blacklist');
      await visible(title(page, 'Geblokkeerde Nummers'));
      await visible(page.getByRole('button', { name: 'Verwijder +31612345670', exact: true }));
      await settle(page);
      await ctx.check('blacklist');

      const field = page.getByRole('textbox', { name: 'Nummer', exact: true });
      const add = page.getByRole('button', { name: 'Voeg toe', exact: true });
      await field.fill('06-123');
      await add.click();
      await answerDialog(ctx, {
        title: 'Fout',
        text: 'Het ingevulde nummer is niet correct',
        checkName: 'blacklist-invalid',
      });

      const number = numberFor(viewport.name);
      await field.fill(`+${number}`);
      await add.click();
      await answerDialog(ctx, {
        title: 'Nummer blokkeren',
        text: `Weet je zeker dat je +${number} wilt blokkeren?`,
        checkName: 'blacklist-confirm',
        button: 'Bevestigen',
      });
      await answerDialog(ctx, {
        title: 'Voltooid',
        text: 'Het nummer is toegevoegd aan de bloklijst.',
        checkName: 'blacklist-added',
      });
      const remove = page.getByRole('button', { name: `Verwijder +${number}`, exact: true });
      await visible(remove);

      // The same number again, written otherwise: refused at once, once, before any confirmation.
      const again = `${number.slice(0, 2)} ${number.slice(2, 5)}-${number.slice(5)}`;
      await field.fill(again);
      await add.click();
      await answerDialog(ctx, {
        title: 'Fout',
        text: 'Dit nummer staat al op de bloklijst.',
        checkName: 'blacklist-duplicate',
      });
      await absent(page.getByText(/^Weet je zeker dat je/), 'a confirmation for a number on the list already');
      await absent(page.getByText('Dit nummer staat al op de bloklijst.'), 'the refusal a second time, inline');
      assert.equal(await field.inputValue(), again, 'what was typed stays');
      assert.equal(await remove.count(), 1, 'the number is on the list once');

      // Leave the list as found (removing asks first).
      await remove.click();
      await answerDialog(ctx, {
        title: 'Nummer verwijderen',
        text: `Weet je zeker dat je +${number} uit de bloklijst wilt verwijderen?`,
        checkName: 'blacklist-remove-confirm',
        button: 'Verwijderen',
      });
      await answerDialog(ctx, {
        title: 'Voltooid',
        text: 'Het nummer is verwijderd uit de bloklijst.',
        checkName: 'blacklist-removed',
      });
      await page.getByText(`+${number}`, { exact: true }).waitFor({ state: 'detached' });
      await absent(remove, `a delete button for +${number}`);
    },
  },
];
