import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { settle } from '../support/checks';
import { answerDialog, menu, onPath, title, visible, type Journey, resumeSession } from '../support/journey';

export const invoicesJourneys: Journey[] = [
  {
    name: 'invoices: mail a download link, open an invoice and its PDF',
    async run(ctx) {
      const { page } = ctx;
      await resumeSession(ctx, 'admin');
      await menu(page)
        .getByRole('link', { name: /^Facturen/ })
        .click();
      await onPath(page, '/invoices');
      await visible(title(page, 'Facturen'));
      // A list on a phone; on desktop a table whose column header says 'Incl. btw'.
      const desktop = ctx.viewport.platform === 'desktop';
      const list = page.getByRole(desktop ? 'table' : 'list', { name: 'Facturen', exact: true });
      await visible(list.getByText(desktop ? '€ 9,99' : '€ 9,99 incl. btw', { exact: true }));
      await settle(page);
      await ctx.check('invoices');

      const mail = page.getByRole('button', { name: /^Downloadlink van factuur F\d{4}-\d{6} mailen$/ }).first();
      await mail.click();
      await answerDialog(ctx, {
        title: 'Voltooid',
        // The admin's 'E-mailadres voor facturen', and the dialog says so.
        text: 'De download link om de factuur te downloaden is verstuurd naar facturen@demo.test.',
        checkName: 'invoices-mailed',
      });

      await page
        .getByRole('link', { name: /^F\d{4}-\d{6}$/ })
        .first()
        .click();
      await page.waitForURL((url) => /^\/invoice\/\d+$/.test(url.pathname));
      // The page is named after the invoice it shows: the phone's header, the desktop's heading.
      await visible(page.getByRole('heading', { level: 1, name: /^Factuur F\d{4}-\d{6}$/ }));
      await visible(page.getByRole('row', { name: /^Btw 21% €\s\d+,\d\d$/ }));
      await settle(page);
      await ctx.check('invoice');

      // The PDF downloads in the page through a short-lived link, never with the bearer token in it,
      // and no window opens (one would stay blank).
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'PDF downloaden', exact: true }).click(),
      ]);
      assert.match(download.url(), /\/api\/download\/file\//);
      assert.doesNotMatch(download.url(), /token=|Bearer/i);
      assert.match(download.suggestedFilename(), /\.pdf$/);
      assert.equal((await readFile(await download.path())).subarray(0, 5).toString(), '%PDF-');
      assert.equal(page.context().pages().length, 1, 'no window opened for the download');

      // A month's invoice (not a top-up, whose one short line fits anywhere): its lines' descriptions
      // get the room, the amounts' heading wraps on a phone.
      await page.goBack();
      const number = page.getByRole('link', { name: /^F\d{4}-\d{6}$/ });
      await page
        .getByRole(desktop ? 'row' : 'listitem')
        .filter({ has: number, hasNotText: 'Vooraf betaald' })
        .first()
        .getByRole('link', { name: /^F\d{4}-\d{6}$/ })
        .click();
      const lines = page.getByRole('table');
      await visible(lines.getByRole('row', { name: /^Btw 21% €\s\d+,\d\d$/ }));
      // Whatever the invoice's lines (a full run's other journeys add some): where a description wraps,
      // the amounts' heading has given up its room and wraps too ('Bedrag' / 'excl. btw').
      const layout = await lines.evaluate((table) => {
        // The heading last; no named helper inside (the page runs this).
        const cells = [...table.querySelectorAll('tbody tr > :first-child, thead th:last-child')];
        const counts = cells.map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
        });
        const heading = counts[cells.findIndex((cell) => cell.closest('thead'))] ?? 0;
        const wraps = counts.some((lines, index) => lines > 1 && !cells[index]?.closest('thead'));
        return { wraps, heading };
      });
      assert.ok(!layout.wraps || layout.heading > 1, 'descriptions wrap while the amounts keep a one-line heading');
    },
  },
];
