import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { settle } from '../support/checks';
import { answerDialog, menu, onPath, title, visible, type Journey, resumeSession } from '../support/journey';

/** On the overview: a row of the phone's dashboard, in the 'Nummers' panel on desktop. */
const outgoingSelect = (page: Page): Locator => page.getByRole('combobox', { name: 'Uitgaand nummer', exact: true });
/** An option reads '<number>' or '<number> (<name>)'. */
const phoneOf = (label: string): string => label.replace(/\s*\(.*\)\s*$/, '').trim();

async function options(select: Locator): Promise<Array<{ value: string; label: string }>> {
  return select.locator('option:not([disabled])').evaluateAll((elements) =>
    elements.map((element) => ({
      value: (element as HTMLOptionElement).value,
      label: (element.textContent ?? '').trim(),
    })),
  );
}

const selectedLabel = async (select: Locator): Promise<string> =>
  select.evaluate((element) => {
    const chosen = (element as HTMLSelectElement).selectedOptions[0];
    return (chosen?.textContent ?? '').trim();
  });

/** Chooses `value` in the outgoing-number select and waits for the server to confirm the switch. */
async function switchTo(page: Page, value: string): Promise<void> {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/settings') && response.request().method() === 'POST',
  );
  await outgoingSelect(page).selectOption(value);
  const response = await saved;
  assert.ok(response.ok(), `POST /api/settings answered ${response.status()}`);
  await settle(page);
  assert.equal(await outgoingSelect(page).inputValue(), value, 'the select shows the chosen number');
}

export const numbersJourneys: Journey[] = [
  {
    name: 'switch the outgoing number and rename a number',
    async run(ctx) {
      const { page, viewport } = ctx;
      await resumeSession(ctx, 'admin');
      const select = outgoingSelect(page);
      await visible(select);
      const original = await select.inputValue();
      const choices = await options(select);
      const target = choices.find((choice) => choice.value !== original);
      assert.ok(target, `admin needs two numbers to switch between; options: ${JSON.stringify(choices)}`);
      const phone = phoneOf(target.label);

      await switchTo(page, target.value);
      await ctx.check('dashboard-number-switched');

      // '/numbers' agrees: the chosen number is the current one.
      await menu(page)
        .getByRole('link', { name: /^Nummer instellingen/ })
        .click();
      await onPath(page, '/numbers');
      await visible(title(page, 'Nummer instellingen'));
      const current = page.getByRole('region', { name: 'Huidig nummer' });
      await visible(current.getByText(phone, { exact: true }));
      await visible(page.getByRole('region', { name: 'Overige nummers' }));
      await ctx.check('numbers');

      const nameField = current.getByLabel(`Naam van ${phone}`);
      const save = page.getByRole('button', { name: 'Gegevens opslaan', exact: true });
      await nameField.fill('Kantoor!');
      await save.click();
      await answerDialog(ctx, { title: 'Fout', text: /De naam is niet correct/, checkName: 'numbers-name-invalid' });

      const name = `Kantoor ${viewport.name}`;
      await nameField.fill(name);
      await save.click();
      await answerDialog(ctx, { title: 'Voltooid', text: 'Nummer is opgeslagen.', checkName: 'numbers-saved' });

      // Back on the dashboard the selector shows the new name for the current number.
      await ctx.goto('/app');
      await visible(select);
      await page.waitForFunction(
        ([label]) =>
          Array.from(document.querySelectorAll('select')).some(
            (element) => element.selectedOptions[0]?.textContent?.trim() === label,
          ),
        [`${phone} (${name})`],
      );
      assert.equal(await selectedLabel(select), `${phone} (${name})`);

      // Leave the data as found for the other viewports.
      await switchTo(page, original);
    },
  },
  {
    name: 'a toggled setting is kept after a reload',
    async run(ctx) {
      const { page } = ctx;
      await resumeSession(ctx, 'admin');
      await menu(page)
        .getByRole('link', { name: /^Configuratie/ })
        .click();
      await onPath(page, '/settings');
      await visible(title(page, 'Configuratie'));
      const toggle = page.getByRole('switch', { name: 'Nieuwsbrief', exact: true });
      await visible(toggle);
      await settle(page);
      await ctx.check('settings');

      const before = await toggle.isChecked();
      const flip = async () => {
        const saved = page.waitForResponse(
          (response) => response.url().endsWith('/api/settings') && response.request().method() === 'POST',
        );
        await toggle.click();
        const response = await saved;
        assert.ok(response.ok(), `POST /api/settings answered ${response.status()}`);
        await settle(page);
      };
      await flip();
      assert.equal(await toggle.isChecked(), !before, 'the switch flipped');

      await page.reload();
      await onPath(page, '/settings');
      await visible(toggle);
      await settle(page);
      assert.equal(await toggle.isChecked(), !before, "'Nieuwsbrief' kept its new state after the reload");

      await flip();
      assert.equal(await toggle.isChecked(), before);
    },
  },
];
