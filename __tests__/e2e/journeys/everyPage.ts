import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { logIn as logInOverHttp } from '../../../scripts/lib/logIn';
import { settle } from '../support/checks';
import { emailOf, onPath, visible, type Journey, type JourneyContext, resumeSession } from '../support/journey';
import { amountsWithoutBasis, brokenValues } from '../support/pageText';
import { smallTapTargets } from '../support/tapTargets';
import { DESKTOP_SIZES, EVERY_SIZE } from './desktop';

/** Every page an admin (and, for the credit page, a prepaid admin) can open, by address. */
async function pageAddresses(ctx: JourneyContext): Promise<Array<[string, string]>> {
  const { page } = ctx;
  const hrefOf = async (address: string, link: Locator) => {
    await ctx.goto(address);
    await visible(link);
    const target = await link.first().getAttribute('href');
    assert.ok(target, `a link on ${address}`);
    return target;
  };
  const bundles = '/account/100001/bundles-overview';
  return [
    ['dashboard', '/app'],
    ['messages', '/messages'],
    ['numbers', '/numbers'],
    ['subscriptions', '/subscriptions'],
    ['subscription-options', await hrefOf('/subscriptions', page.getByRole('link', { name: 'Abonnement wijzigen' }))],
    ['invoices', '/invoices'],
    ['invoice', await hrefOf('/invoices', page.locator('main a[href^="/invoice/"]'))],
    ['invoice-details', '/invoice-details'],
    ['blacklist', '/blacklist'],
    ['account', '/account'],
    ['password-edit', '/password-edit'],
    ['email-edit', '/email-edit'],
    ['settings', '/settings'],
    ['security', '/security'],
    ['usage', '/usage'],
    ['feedback', '/feedback'],
    ['feedback-create', '/feedback/create'],
    ['ticket', await hrefOf('/feedback', page.locator('main a[href^="/feedback/ticket/"]'))],
    ['bundles-overview', bundles],
    ['extra-user-request', '/account/100001/bundles-request/extra-user/1'],
    ['extra-number-request', '/account/100001/bundles-request/extra-number?numberType=local'],
    [
      'extra-user-overview',
      await hrefOf(bundles, page.locator('main a[href*="/bundles-request/extra-user-overview"]')),
    ],
    ['extra-number-overview', '/account/100001/bundles-request/extra-number-overview'],
    ['team', '/team'],
    ['team-activity', '/team/activity'],
    ['porting-form', '/numbers/porting'],
  ];
}

/** Opens `address` and waits until its page has settled: its title and no placeholder left. */
async function openPage(ctx: JourneyContext, address: string): Promise<void> {
  await ctx.goto(address);
  await ctx.page.waitForFunction(() => document.querySelector('h1') !== null);
  await settle(ctx.page);
}

/**
 * What every page must read as on every size: each amount with its basis ('excl. btw' / 'incl. btw'),
 * no date, amount, duration or invoice number that may break inside itself, and on a phone every tap
 * target at least 44 px high (links inside a sentence excepted).
 */
async function readsWhole(ctx: JourneyContext, name: string): Promise<void> {
  const { page, viewport } = ctx;
  assert.deepEqual(await amountsWithoutBasis(page), [], `amounts without 'excl. btw' or 'incl. btw' on ${name}`);
  assert.deepEqual(await brokenValues(page), [], `values on ${name} that may break inside themselves`);
  if (viewport.mobile) assert.deepEqual(await smallTapTargets(page), [], `tap targets under 44 px on ${name}`);
}

/**
 * Every page in one colour scheme (and the credit page as prepaid): no horizontal scroll, no serious
 * axe finding, a screenshot of each (checkPage), and each reads whole (readsWhole). Light at the
 * desktop sizes (every other journey checks light at the phone sizes), dark at every size.
 */
function everyPageJourney(scheme: 'light' | 'dark'): Journey {
  return {
    name: `every page in ${scheme}: no horizontal scroll, no serious axe finding, a screenshot of each`,
    viewports: scheme === 'light' ? DESKTOP_SIZES : EVERY_SIZE,
    timeout: 240_000,
    async run(ctx) {
      const { page } = ctx;
      await page.emulateMedia({ colorScheme: scheme });
      await resumeSession(ctx, 'admin');
      for (const [name, address] of await pageAddresses(ctx)) {
        await openPage(ctx, address);
        assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), scheme, `${name} in ${scheme}`);
        await ctx.check(`${name}-${scheme}`);
        await readsWhole(ctx, name);
      }
      // On a phone only the dashboard has 'Uitloggen'.
      await openPage(ctx, '/app');
      await page.getByRole('button', { name: 'Uitloggen', exact: true }).click();
      await onPath(page, '/');
      await resumeSession(ctx, 'prepaid');
      await openPage(ctx, '/credit');
      await ctx.check(`credit-${scheme}`);
      await readsWhole(ctx, 'credit');
      await openPage(ctx, '/app');
      await readsWhole(ctx, 'prepaid dashboard');
    },
  };
}

/** The pages with a table on a desktop: in a narrow window it scrolls inside its card, never the page. */
const TABLE_PAGES = ['/invoices', '/blacklist', '/usage', '/feedback', '/team/activity'];
const NARROW = { width: 390, height: 844 };

/** Blocks and unblocks `number` for admin over HTTP: two lines of 'Activiteit', the list as it was. */
async function blockAndUnblock(ctx: JourneyContext, number: string): Promise<void> {
  const { token } = await logInOverHttp(`${ctx.server.url}/api`, emailOf('admin'));
  for (const step of ['add', 'remove']) {
    const response = await fetch(`${ctx.server.url}/api/blacklist/${step}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ userPoc: '100001', blacklistNumber: number }),
    });
    assert.equal(response.status, 200, `POST /api/blacklist/${step} answered ${response.status}`);
  }
}

/** A desktop browser made as narrow as a phone (no app, so the desktop's tables): nothing scrolls sideways. */
const narrowWindowJourney: Journey = {
  name: 'every page with a table in a desktop window of 390 px: the page never scrolls sideways',
  viewports: ['desktop'],
  async run(ctx) {
    const { page } = ctx;
    await blockAndUnblock(ctx, '0209998877');
    await resumeSession(ctx, 'admin');
    await page.setViewportSize(NARROW);
    for (const address of TABLE_PAGES) {
      await openPage(ctx, address);
      await visible(page.getByRole('table').first());
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= NARROW.width, `${address} is ${width} px wide in a window of ${NARROW.width} px`);
    }
  },
};

/** Every page in both colour schemes; the longest journeys, so run.ts starts them first. */
export const everyPageJourneys: Journey[] = [everyPageJourney('dark'), everyPageJourney('light'), narrowWindowJourney];
