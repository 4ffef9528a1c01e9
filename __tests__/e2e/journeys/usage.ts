import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { settle } from '../support/checks';
import { answerDialog, menu, onPath, title, visible, type Journey, resumeSession } from '../support/journey';

/**
 * Sum of the layout shifts since the page loaded (what CLS adds up), read from Chromium once two
 * frames have been laid out, so the last change is counted. A buffered observer holds the earlier
 * shifts at once; takeRecords reads them without waiting for its callback.
 */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>;
    observer.disconnect();
    return entries.filter((entry) => !entry.hadRecentInput).reduce((total, entry) => total + entry.value, 0);
  });
}

export const usageJourneys: Journey[] = [
  {
    name: 'usage: chart with legend and table, call lists filtered, CSV and mail',
    async run(ctx) {
      const { page, viewport } = ctx;
      await resumeSession(ctx, 'admin');
      await menu(page)
        .getByRole('link', { name: /^Verbruik/ })
        .click();
      await onPath(page, '/usage');
      await visible(title(page, 'Verbruik'));
      const legend = page.getByRole('list', { name: 'Legenda', exact: true });
      await visible(legend);
      await visible(page.getByRole('img', { name: /^Verdeling van de belminuten: / }));
      const table = page.getByRole('table', { name: 'Gesprekken en belduur per categorie deze maand' });
      assert.equal(
        await legend.getByRole('listitem').count(),
        (await table.getByRole('row').count()) - 1,
        'the legend names every category of the table',
      );
      // The bar chart joins the donut only where there is room for it.
      const bars = page.locator('.usage-bars');
      assert.equal(
        await bars.isVisible(),
        viewport.platform === 'desktop',
        'bars beside the donut on wide screens only',
      );
      await ctx.check('usage');
      if (viewport.mobile) {
        // Nothing runs past its card on a phone (an iPhone is 390 px wide), and the direction choice
        // shows its whole text.
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(scrollWidth <= viewport.width, `/usage is ${scrollWidth} px wide at ${viewport.width} px`);
        const choice = page.getByRole('combobox', { name: 'Richting', exact: true });
        const room = await choice.evaluate((select: HTMLSelectElement) => {
          const probe = document.createElement('span');
          probe.style.font = getComputedStyle(select).font;
          probe.style.position = 'absolute';
          probe.style.whiteSpace = 'nowrap';
          probe.textContent = select.options[select.selectedIndex]?.text ?? '';
          document.body.append(probe);
          const text = probe.getBoundingClientRect().width;
          probe.remove();
          const style = getComputedStyle(select);
          // Padding on both sides and room for the arrow of the select.
          return select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24 - text;
        });
        assert.ok(room >= 0, `'Alle gesprekken' is cut off in its select (${room} px short)`);
      }

      // A fresh load of the page: the reserved boxes keep everything in place while data arrives.
      await ctx.goto('/usage');
      await visible(legend);
      await settle(page);
      const shift = await layoutShift(page);
      assert.ok(shift < 0.01, `layout shift while /usage loads: ${shift}`);

      await page.getByRole('button', { name: 'Vorige maand', exact: true }).click();
      // A list on a phone, a table on desktop.
      const list = page.getByRole(viewport.platform === 'desktop' ? 'table' : 'list', { name: /^Gesprekken van / });
      await visible(list);
      await page.getByRole('combobox', { name: 'Richting', exact: true }).selectOption({ label: 'Inkomend' });
      const count = page.getByText(/^\d+ gesprekken \(\d+ deze maand\)$/);
      await visible(count);
      const shown = Number(/^(\d+)/.exec((await count.textContent()) ?? '')?.[1]);
      const directions = await list.locator('.usage-direction').allTextContents();
      assert.ok(directions.length > 0 && directions.every((text) => text === 'Inkomend'), 'only incoming calls');
      await ctx.check('usage-previous-incoming');

      const csvButton = page.getByRole('button', { name: /downloaden als CSV$/ });
      const [download] = await Promise.all([page.waitForEvent('download'), csvButton.click()]);
      assert.match(download.suggestedFilename(), /^gesprekken-\d{4}-\d{2}\.csv$/);
      const csv = (await readFile(await download.path(), 'utf8'))
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      assert.equal(csv[0], 'Richting;Nummer;Datum;Tijd;Duur;Duur (sec);Kosten;Tarief');
      assert.equal(csv.length - 1, shown, 'the CSV holds every call that passes the filter');
      assert.ok(csv.slice(1).every((line) => line.startsWith('Inkomend;') && line.endsWith(';0,00;gratis')));

      await page.getByRole('button', { name: /^Gesprekken van .* mailen$/ }).click();
      await answerDialog(ctx, {
        title: 'Verstuurd',
        text: 'De gesprekken zijn verstuurd naar admin@demo.test.',
        checkName: 'usage-mailed',
      });
    },
  },
];
