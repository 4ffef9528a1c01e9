import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { absent, menu, onPath, resumeSession, title, visible, type Journey } from '../support/journey';

const everySize = ['ios', 'desktop-1024', 'desktop', 'desktop-1920'] as const;

/** Asserts that `selector`'s box holds its content: nothing runs past it sideways. */
async function holdsItsContent(page: Page, selector: string): Promise<void> {
  const overflow = await page
    .locator(selector)
    .first()
    .evaluate((box) => box.scrollWidth - box.clientWidth);
  assert.ok(overflow <= 0, `${selector} runs ${overflow} px past its box`);
}

/** Asserts that every cell of the category table keeps to one line. */
async function cellsOnOneLine(page: Page): Promise<void> {
  const table = page.getByRole('table', { name: 'Gesprekken en belduur per categorie deze maand' });
  const tall = await table
    .locator('td')
    .evaluateAll((cells) =>
      cells
        .filter((cell) => cell.getBoundingClientRect().height > 2.2 * parseFloat(getComputedStyle(cell).lineHeight))
        .map((cell) => cell.textContent),
    );
  assert.deepEqual(tall, [], 'category cells that wrap over lines');
}

export const reviewFindingJourneys: Journey[] = [
  {
    name: 'usage figures: compact durations, the card holds its table, chart labels readable',
    viewports: everySize,
    async run(ctx) {
      const { page } = ctx;
      await resumeSession(ctx, 'admin');
      await ctx.goto('/usage');
      const table = page.getByRole('table', { name: 'Gesprekken en belduur per categorie deze maand' });
      await visible(table);
      assert.deepEqual(await table.getByRole('columnheader').allTextContents(), [
        'Categorie',
        'Uitgaand',
        'Duur (u:mm:ss)',
      ]);
      const clock = await table.locator('td span[aria-hidden="true"]').first().textContent();
      assert.match(clock ?? '', /^\d+:\d\d:\d\d$/);
      await visible(page.getByRole('img', { name: /^Verdeling van de belminuten: / }));
      await holdsItsContent(page, '.usage-categories');
      await cellsOnOneLine(page);
      // Text drawn in the bar chart (shown where there is room for it) is at least 12 px on screen.
      const sizes = await page
        .locator('.usage-bars text')
        .evaluateAll((texts) =>
          texts.map((text) => text.getBoundingClientRect().height).filter((height) => height > 0),
        );
      assert.ok(
        sizes.every((height) => height >= 12),
        `bar labels smaller than 12 px: ${sizes.join(', ')}`,
      );
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scrollWidth <= ctx.viewport.width, `/usage is ${scrollWidth} px wide`);
      await ctx.check('usage-figures-compact');
    },
  },
  {
    name: 'keyboard: titles per route, the cancel dialog starts on itself, a menu choice focuses the heading',
    viewports: ['desktop', 'desktop-1920'],
    async run(ctx) {
      const { page } = ctx;
      await resumeSession(ctx, 'admin');
      const titles = new Set<string>();
      for (const path of ['/app', '/usage', '/invoices', '/subscriptions']) {
        await ctx.goto(path);
        await onPath(page, path);
        await page.waitForFunction(() => / – /.test(document.title));
        titles.add(await page.title());
      }
      assert.equal(titles.size, 4, `document titles per route: ${[...titles].join(' | ')}`);
      assert.ok(titles.has('Verbruik – Telvaro'), [...titles].join(' | '));

      await page.getByRole('button', { name: 'Abonnement opzeggen' }).click();
      const reasons = page.getByRole('dialog', { name: 'Abonnement opzeggen' });
      await visible(reasons);
      assert.equal(await reasons.evaluate((box) => box === document.activeElement), true, 'focus on the dialog');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await visible(reasons.getByRole('button', { name: 'Anders..' }));
      const widths = await reasons
        .getByRole('button')
        .evaluateAll((buttons) =>
          buttons.slice(0, 4).map((button) => Math.round(button.getBoundingClientRect().width)),
        );
      assert.equal(new Set(widths).size, 1, `reason buttons of one width: ${widths.join(', ')}`);
      await ctx.check('cancel-reasons-focus');
      await page.keyboard.press('Escape');
      await reasons.waitFor({ state: 'hidden' });
      await absent(page.getByText('Je abonnement is opgezegd.'), 'cancelled subscription');

      await ctx.goto('/app');
      await visible(menu(page));
      const entry = page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Verbruik' });
      await entry.focus();
      await page.keyboard.press('Enter');
      await onPath(page, '/usage');
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      assert.equal(await title(page, 'Verbruik').evaluate((h1) => h1 === document.activeElement), true);
    },
  },
  {
    name: 'prepaid: the call list names the credit; subscription pages give a notice',
    viewports: ['ios', 'desktop'],
    async run(ctx) {
      const { page } = ctx;
      await resumeSession(ctx, 'prepaid');
      await ctx.goto('/usage');
      await visible(page.getByText(/^Van je tegoed afgeschreven voor gesprekken: €\s\d+,\d\d incl\.\sbtw\.$/));
      await absent(page.getByText(/op de factuur van/), 'invoice date for prepaid calls');
      await ctx.goto('/subscriptions');
      await visible(page.getByText(/^Deze pagina hoort bij een abonnement\./));
      await absent(page.getByRole('button', { name: 'Abonnement opzeggen' }), 'cancel button for prepaid');
      await ctx.check('subscriptions-prepaid-notice');
    },
  },
];
