import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  answerDialog,
  menu,
  onPath,
  password,
  visible,
  type Journey,
  type JourneyContext,
  resumeSession,
} from '../support/journey';
import { outbox, type Mail } from '../support/outbox';

/**
 * The account of this journey: no other journey logs in as it, so its runs at the three viewports,
 * one after the other on the one shared server, only meet each other. Each run ends with the limit
 * back at € 50,00 without a cap; the next run sets € 5 on a month that already cost more, so its
 * notice and block come when it saves instead of when it feeds. The mail of a level goes out once a
 * month however often the limit changes: the first run's, and no other.
 */
const ACCOUNT = 'limiet@demo.test';
const FOREIGN = '3225123456';

async function costMails(ctx: JourneyContext): Promise<Mail[]> {
  return (await outbox(ctx.server)).filter(
    (mail) => mail.to === ACCOUNT && mail.subject.startsWith('Verbruiksmelding'),
  );
}

/** Calls as the network reports them (the demo-only POST /api/dev/calls); answers whether each was recorded. */
async function feed(ctx: JourneyContext, minutes: number[]): Promise<boolean[]> {
  const response = await fetch(`${ctx.server.url}/api/dev/calls`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: ACCOUNT,
      calls: minutes.map((m) => ({ calledNumber: FOREIGN, duration: m * 60, type: 'O' })),
    }),
  });
  assert.ok(response.ok, `POST /api/dev/calls answered ${response.status}`);
  return ((await response.json()) as { results: Array<{ recorded: boolean }> }).results.map((r) => r.recorded);
}

/** The page is no wider than the phone: nothing runs past its card, nothing scrolls sideways. */
async function fitsWidth(page: Page, width: number): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `the page is ${scrollWidth} px wide at a viewport of ${width} px`);
}

async function saveLimit(ctx: JourneyContext, amount: string, cap: boolean, checkName: string): Promise<void> {
  const section = ctx.page.getByRole('region', { name: 'Verbruikslimiet' });
  await section.getByLabel('Limiet per maand (excl. btw)').fill(amount);
  await section.getByLabel('Betaalde uitgaande gesprekken blokkeren bij de limiet').setChecked(cap);
  await section.getByRole('button', { name: 'Limiet opslaan' }).click();
  await answerDialog(ctx, { title: 'Voltooid', text: 'De limiet is opgeslagen.', checkName });
}

export const costControlJourneys: Journey[] = [
  {
    name: 'cost control: set € 5 with the cap, calls reach it, notice and mail, lift the block with the password',
    async run(ctx) {
      const { page, viewport } = ctx;
      await resumeSession(ctx, 'limiet');
      await menu(page)
        .getByRole('link', { name: /^Verbruik/ })
        .click();
      await onPath(page, '/usage');
      const section = page.getByRole('region', { name: 'Verbruikslimiet' });
      await visible(section.getByRole('meter', { name: 'Kosten deze maand' }));
      await ctx.check('usage-limit');
      await saveLimit(ctx, '5', true, 'usage-limit-saved');

      await feed(ctx, [70, 20]); // € 4,20 (84 %), then € 5,40
      await ctx.goto('/app');
      const notice = page.getByText(
        /^Je hebt deze maand €\s\d+,\d\d excl\.\sbtw aan gesprekskosten: \d+% van je limiet van €\s5,00\./,
      );
      await visible(notice);
      const [, noticeSpend, noticePercent] =
        /(€\u00a0\d+,\d\d) excl\.\u00a0btw aan gesprekskosten: (\d+)%/.exec((await notice.textContent()) ?? '') ?? [];
      await visible(page.getByText(/Betaalde uitgaande gesprekken zijn geblokkeerd tot \d+\s\w+\s\d{4}\./));
      await ctx.check('dashboard-cost-notice');
      const mails = await costMails(ctx);
      assert.equal(
        mails.filter((mail) => mail.subject === 'Verbruiksmelding: je limiet is bereikt').length,
        1,
        `one 'Verbruiksmelding' of the limit reached this month, whichever run: ${mails.map((m) => m.subject).join(', ')}`,
      );
      assert.ok(mails.every((mail) => mail.body.includes('van je limiet van €\u00a05,00 excl.\u00a0btw gebruikt.')));

      await page.getByRole('link', { name: 'Limiet aanpassen' }).click();
      await onPath(page, '/usage');
      const meter = section.getByRole('meter', { name: 'Kosten deze maand' });
      await visible(meter);
      assert.equal(await meter.getAttribute('aria-valuenow'), '100');
      // The notice's amount and share are the usage page's.
      assert.equal(
        await meter.getAttribute('aria-valuetext'),
        `${noticeSpend} van €\u00a05,00 excl.\u00a0btw (${noticePercent}%)`,
      );
      await visible(section.getByText('Limiet bereikt.'));
      assert.deepEqual(await feed(ctx, [1]), [false], 'paid calls are refused while blocked');
      if (viewport.mobile) await fitsWidth(page, viewport.width);
      await ctx.check('usage-limit-blocked');

      await section.getByLabel('Je wachtwoord').fill(password);
      await section.getByRole('button', { name: 'Blokkade opheffen' }).click();
      await answerDialog(ctx, {
        title: 'Voltooid',
        text: 'De blokkade is opgeheven. Je kunt weer betaalde gesprekken voeren.',
        checkName: 'usage-limit-lifted',
      });
      await section.getByRole('button', { name: 'Blokkade opheffen' }).waitFor({ state: 'detached' });
      assert.deepEqual(await feed(ctx, [1]), [true], 'paid calls go through again once lifted');

      // As the account started: € 50,00 without a cap (for the next viewport's run).
      await saveLimit(ctx, '50,00', false, 'usage-limit-restored');
    },
  },
];
