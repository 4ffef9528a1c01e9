import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { settle } from '../support/checks';
import { answerDialog, menu, onPath, title, visible, type Journey, resumeSession } from '../support/journey';

/**
 * Reads admin's bundles and tries requests that the page refuses before sending: nothing is
 * written, so the other journeys and the next viewport see the same data.
 */
export const bundleJourneys: Journey[] = [
  {
    name: 'bundles: overview, an extra user and refused requests',
    async run(ctx) {
      const { page } = ctx;
      await resumeSession(ctx, 'admin');
      await menu(page)
        .getByRole('link', { name: /^Bundels/ })
        .click();
      await onPath(page, '/account/100001/bundles-overview');
      await visible(title(page, 'Bundels'));
      await visible(page.getByRole('region', { name: 'Extra gebruikers' }).getByText('VOIP toestel'));
      const offers = page.getByRole('region', { name: 'Nieuwe bundels' });
      await visible(offers.getByText('€ 1,00 per maand excl. btw').first());
      await settle(page);
      await offersLaidOut(offers, ctx.viewport.width < 640);
      await ctx.check('bundles-overview');

      await page.getByRole('link', { name: /^gebruiker@demo\.test/ }).click();
      await onPath(page, '/account/100001/bundles-request/extra-user-overview');
      await visible(page.getByRole('heading', { name: 'gebruiker@demo.test' }));
      await settle(page);
      await ctx.check('extra-user-overview');
      await page.getByRole('button', { name: 'Opzeggen', exact: true }).click();
      await answerDialog(ctx, {
        title: 'Extra gebruiker opzeggen',
        text: /gebruiker@demo\.test/,
        checkName: 'extra-user-cancel-confirm',
        button: 'Sluiten',
      });
      await page.goBack();

      await offers.getByRole('link', { name: /^Extra gebruiker/ }).click();
      await onPath(page, '/account/100001/bundles-request/extra-user/1');
      await visible(page.getByLabel('E-mailadres', { exact: true }));
      await ctx.check('extra-user-request');
      await page.getByLabel('E-mailadres', { exact: true }).fill('geen-adres');
      // Straight from the field: its rule waits until the tap is over, so the button stays put.
      await page.getByRole('button', { name: 'Aanvragen', exact: true }).click();
      await answerDialog(ctx, {
        title: 'Fout',
        text: 'De ingevulde informatie is niet correct',
        checkName: 'extra-user-invalid',
      });
      await page.goBack();

      await offers.getByRole('link', { name: /^Extra lokaal nummer/ }).click();
      await onPath(page, '/account/100001/bundles-request/extra-number');
      await visible(page.getByLabel('Postcode', { exact: true }));
      const costNote = page.getByText(/^Een extra nummer kost /);
      const request = page.getByRole('button', { name: 'Aanvragen', exact: true });
      const gap = await Promise.all([costNote, request].map((part) => part.boundingBox()));
      assert.ok(
        gap[0] && gap[1] && gap[1].y - (gap[0].y + gap[0].height) >= 12,
        'the button touches the note above it',
      );
      await ctx.check('extra-number-request');
      await page.getByLabel('Postcode', { exact: true }).fill('0123 AB');
      await page.getByRole('button', { name: 'Aanvragen', exact: true }).press('Enter');
      await answerDialog(ctx, {
        title: 'Fout',
        text: 'De ingevulde informatie is niet correct',
        checkName: 'extra-number-invalid',
      });
      await page.goBack();

      await page
        .getByRole('region', { name: 'Extra nummers' })
        .getByRole('link', { name: /^Extra 085 nummer/ })
        .click();
      await onPath(page, '/account/100001/bundles-request/extra-number-overview');
      await visible(title(page, 'Extra nummer'));
      await ctx.check('extra-number-overview');
    },
  },
];

/**
 * Each offer's name on one line; on a phone its price under it in every row alike, beside it on a
 * desktop; the price's 'excl. btw' never split over two lines.
 */
async function offersLaidOut(offers: Locator, phone: boolean): Promise<void> {
  const rows = await offers.getByRole('link').evaluateAll((links) =>
    links.map((link) => {
      const [name, price] = [link.children[0], link.children[1]] as [Element, Element];
      // Line boxes of each part's text from the given character on (no named helper: the page runs it).
      const [nameLines, basisLines] = [
        [name, 0],
        [price, (price.textContent ?? '').indexOf('excl.')],
      ].map(([element, from]) => {
        const text = (element as Element).firstChild as Text;
        const range = document.createRange();
        range.setStart(text, from as number);
        range.setEnd(text, text.length);
        return new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size;
      });
      return {
        text: link.textContent,
        nameLines,
        basisLines,
        below: price.getBoundingClientRect().top >= name.getBoundingClientRect().bottom,
      };
    }),
  );
  assert.ok(rows.length > 0, 'no offers');
  for (const row of rows) {
    assert.equal(row.nameLines, 1, `the name wraps in '${row.text}'`);
    assert.equal(row.basisLines, 1, `'excl. btw' is split in '${row.text}'`);
    assert.equal(row.below, phone, `the price of '${row.text}' is ${phone ? 'not under' : 'under'} its name`);
  }
}
