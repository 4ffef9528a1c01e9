import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { formatNumber } from '../../../src/text/format';
import { menu, onPath, resumeSession, title, visible, type Journey } from '../support/journey';

/** The busy month's account: no other journey reads its calls. */
const ACCOUNT = 'opgezegd';
const CALLS = 5000;

/** The count above the call list: '50 van 5.028 gesprekken getoond' → [50, 5028]. */
const counted = (text: string | null): [number, number] => {
  const match =
    /^([\d.]+) van ([\d.]+) gesprekken getoond/.exec(text ?? '') ?? /^(([\d.]+)) gesprekken/.exec(text ?? '');
  const number = (value: string | undefined) => Number((value ?? '').replace(/\./g, ''));
  return [number(match?.[1]), number(match?.[2])];
};

/** Adds `count` calls to the busy month's account this month. */
async function fillMonth(url: string, count: number): Promise<void> {
  const filled = await fetch(`${url}/api/dev/calls/month`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${ACCOUNT}@demo.test`, count }),
  });
  assert.equal(filled.status, 200, 'the demo month of calls was added');
}

export const busyMonthJourneys: Journey[] = [
  {
    name: 'usage: a month of 5,000 calls on a phone, newest first, more on request, filtered, as CSV',
    viewports: ['ios'],
    async run(ctx) {
      const { page, server } = ctx;
      await fillMonth(server.url, CALLS);
      await resumeSession(ctx, ACCOUNT);

      // The first page only: compressed, small, whatever the month holds.
      const firstPage = page.waitForResponse((response) => /\/api\/usage\/calls\/[^/?]+\?/.test(response.url()));
      await menu(page)
        .getByRole('link', { name: /^Verbruik/ })
        .click();
      await onPath(page, '/usage');
      await visible(title(page, 'Verbruik'));
      const answer = await firstPage;
      assert.equal(await answer.headerValue('content-encoding'), 'br', 'the page of calls arrives compressed');
      const list = page.getByRole('list', { name: /^Gesprekken van / });
      await visible(list);
      const status = page.locator('.usage-count');
      const [shown, month] = counted(await status.textContent());
      assert.equal(shown, 50, 'the newest 50 calls at once');
      assert.ok(month > CALLS, `the month holds the ${CALLS} added calls (${month})`);
      assert.equal(await list.getByRole('listitem').count(), 50);
      await ctx.check('usage-busy-month');

      // More on request, the button saying how many are left; the focus goes to the first call added.
      const more = page.getByRole('button', { name: /^Meer laden/ });
      assert.equal(await more.textContent(), `Meer laden (nog ${formatNumber(month - 50, 0)} gesprekken)`);
      await more.click();
      await visible(status.filter({ hasText: /^100 van / }));
      assert.equal(await list.getByRole('listitem').count(), 100);
      assert.equal(
        await list
          .getByRole('listitem')
          .nth(50)
          .evaluate((item) => item === document.activeElement),
        true,
        'the focus is on the first call added',
      );

      // Incoming only: the server filters, the count says how many of the month's.
      await page.getByRole('combobox', { name: 'Richting', exact: true }).selectOption({ label: 'Inkomend' });
      await visible(status.filter({ hasText: /deze maand\)$/ }));
      const [, incoming] = counted(await status.textContent());
      assert.ok(incoming > 400 && incoming < month, `about one in ten calls is incoming (${incoming})`);
      const directions = await list.locator('.usage-direction').allTextContents();
      assert.ok(directions.length === 50 && directions.every((text) => text === 'Inkomend'), 'only incoming calls');
      await ctx.check('usage-busy-month-incoming');

      // On paper: the loaded calls as a table, and a line saying where the rest of the month is.
      const onPaper = page.getByText(/^Deze afdruk bevat de gesprekken die op het scherm geladen waren\./);
      assert.equal(await onPaper.isVisible(), false, 'the paper-only line stays off the screen');
      await page.emulateMedia({ media: 'print' });
      await visible(onPaper);
      await page.emulateMedia({ media: 'screen' });

      // The CSV holds every incoming call of the month, not the 50 loaded.
      const csvButton = page.getByRole('button', { name: /downloaden als CSV$/ });
      const [download] = await Promise.all([page.waitForEvent('download'), csvButton.click()]);
      const csv = (await readFile(await download.path(), 'utf8'))
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      assert.equal(csv.length - 1, incoming, 'the CSV holds every incoming call of the month');
      assert.ok(csv.slice(1).every((line) => line.startsWith('Inkomend;')));

      // A long list renders the calls near the screen only, each saying where it stands; paper gets them all.
      await page.getByRole('combobox', { name: 'Richting', exact: true }).selectOption({ label: 'Alle gesprekken' });
      await visible(status.filter({ hasText: /^100 van / }));
      await more.click();
      await visible(status.filter({ hasText: /^150 van / }));
      const rendered = await list.getByRole('listitem').count();
      assert.ok(rendered > 10 && rendered < 150, `only the calls near the screen are rendered (${rendered} of 150)`);
      assert.equal(await list.getByRole('listitem').first().getAttribute('aria-setsize'), '150');
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-posinset'));
      assert.equal(focused, '101', 'the focus is on the first call added, rendered though the list is windowed');
      // Scrolled to the end, the last calls are there (the focused call leaves the window on the way).
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await visible(list.locator('[aria-posinset="150"]'));
      // Anywhere in between, calls fill the screen (a two-line call in one part of the list, one-line
      // calls in another, once made the window swing between them until React gave up).
      for (const part of [0.2, 0.5, 0.8]) {
        await list.evaluate((element, share) => {
          const box = element.getBoundingClientRect();
          window.scrollTo(0, window.scrollY + box.top + box.height * share - window.innerHeight / 2);
        }, part);
        await page.waitForFunction(
          () => document.elementFromPoint(window.innerWidth / 2, window.innerHeight / 2)?.closest('li[aria-posinset]'),
          undefined,
          { timeout: 5_000 },
        );
      }
      await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
      const printed = page.getByRole('table', { name: /^Gesprekken van / }).locator('tbody tr:not([data-spacer])');
      assert.equal(await printed.count(), 150, 'the printout holds every loaded call');
      await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    },
  },
  {
    name: 'usage: a long call table on desktop gives the focus to the first call added and shows its end',
    viewports: ['desktop'],
    async run(ctx) {
      const { page, server } = ctx;
      await fillMonth(server.url, 150);
      await resumeSession(ctx, ACCOUNT);
      await ctx.goto('/usage');
      const table = page.getByRole('table', { name: /^Gesprekken van / });
      await visible(table);
      const status = page.locator('.usage-count');
      const more = page.getByRole('button', { name: /^Meer laden/ });
      for (const shown of [100, 150]) {
        await more.click();
        await visible(status.filter({ hasText: new RegExp(`^${shown} van `) }));
      }
      // The load that makes the table long renders the calls near the screen, the first one added among them.
      assert.equal(await table.getAttribute('aria-rowcount'), '151');
      const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-rowindex'));
      assert.equal(focused, '102', 'the focus is on the first call added (row 102, the header being 1)');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await visible(table.locator('tr[aria-rowindex="151"]'));
    },
  },
];
