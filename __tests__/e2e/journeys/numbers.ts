import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { settle } from '../support/checks';
import {
  answerDialog,
  menu,
  onPath,
  resumeSession,
  title,
  visible,
  type Journey,
  type JourneyContext,
} from '../support/journey';

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

/** POST /api/dev/porting/advance: the simulated current provider's next step for `number`, now. */
async function advancePorting(ctx: JourneyContext, number: string): Promise<string> {
  const response = await fetch(`${ctx.server.url}/api/dev/porting/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number }),
  });
  assert.equal(response.status, 200, `POST /api/dev/porting/advance answered ${response.status}`);
  return ((await response.json()) as { status: string }).status;
}

/** The step of the status page's timeline the request stands at now. */
const currentStep = (page: Page): Locator =>
  page.getByRole('list', { name: 'Verloop', exact: true }).locator('[aria-current="step"]');

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
      // Every switch stands at the end of its row, level with its name, however long its hint.
      const switches = await page.getByRole('switch').evaluateAll((all) =>
        all.map((element) => {
          const row = element.closest('li, .list-row')?.getBoundingClientRect();
          const box = element.getBoundingClientRect();
          const label = element.id ? document.querySelector(`label[for="${element.id}"]`) : null;
          const name = label?.getBoundingClientRect();
          return {
            name: label?.textContent ?? '(no name)',
            atEnd: row !== undefined && row.right - box.right < 24,
            level: name !== undefined && box.top < name.bottom,
          };
        }),
      );
      assert.ok(switches.length >= 3, 'the settings have their switches');
      for (const one of switches) assert.ok(one.atEnd && one.level, `switch ${one.name} stands apart from its name`);

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
  {
    name: 'port a number in: the request, the other side’s steps followed on its status page, the number ours',
    viewports: ['ios'],
    async run(ctx) {
      const { page } = ctx;
      await resumeSession(ctx, 'admin');
      await menu(page)
        .getByRole('link', { name: /^Nummer instellingen/ })
        .click();
      await onPath(page, '/numbers');
      await page.getByRole('link', { name: 'Nummer overzetten', exact: true }).click();
      await onPath(page, '/numbers/porting');
      await visible(title(page, 'Nummer overzetten'));
      // Typed in E.164 with spaces; the request and the numbers list know it in its national form.
      await page.getByLabel('Telefoonnummer', { exact: true }).fill('+31 20 765 4390');
      await page.getByLabel('Huidige aanbieder', { exact: true }).selectOption({ label: 'KPN' });
      await page.getByLabel('Klantnummer bij huidige aanbieder', { exact: true }).fill('KPN-123456');
      await page.getByLabel('Ik ben bevoegd om dit nummer over te zetten', { exact: true }).check();
      await page.getByLabel('Handtekening (typ je volledige naam)', { exact: true }).fill('Jan de Vries');
      await visible(page.getByText(/^Eenmalige kosten: €\s5,00 excl\.\sbtw\./));
      await ctx.check('porting-form');
      await page.getByRole('button', { name: 'Aanvraag versturen', exact: true }).click();

      await page.waitForURL((url) => /^\/numbers\/porting\/\d+$/.test(url.pathname));
      await visible(page.getByRole('heading', { name: '0207654390', exact: true }));
      await visible(currentStep(page).getByText('Aangevraagd', { exact: true }));
      // Each call takes exactly the next step; the page, left open, shows it by its own reads.
      const steps = [
        ['approved', 'Goedgekeurd'],
        ['planned', 'Gepland'],
        ['performed', 'Overgezet'],
      ] as const;
      for (const [status, shown] of steps) {
        assert.equal(await advancePorting(ctx, '0207654390'), status);
        await visible(currentStep(page).getByText(shown, { exact: true }));
      }
      await ctx.check('porting-performed');

      await page.getByRole('link', { name: 'Naar Nummer instellingen', exact: true }).click();
      await onPath(page, '/numbers');
      await visible(page.getByRole('region', { name: 'Overige nummers' }).getByText('0207654390', { exact: true }));
      const requests = page.getByRole('list', { name: 'Aanvragen', exact: true });
      await visible(requests.getByRole('link', { name: /^0207654390\s*Overgezet$/ }));
      // Usable as outgoing number: the overview's select offers it.
      await ctx.goto('/app');
      await visible(outgoingSelect(page));
      const labels = (await options(outgoingSelect(page))).map((choice) => phoneOf(choice.label));
      assert.ok(labels.includes('0207654390'), `the outgoing numbers offered: ${labels.join(', ')}`);
    },
  },
];
