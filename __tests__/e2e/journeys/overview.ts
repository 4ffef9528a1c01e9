import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { settle } from '../support/checks';
import {
  onPath,
  overviewPanels,
  title,
  visible,
  type DemoAccount,
  type Journey,
  resumeSession,
} from '../support/journey';

/** The panels each account sees on the desktop overview (requirements §6 rights; the demo data). */
const PANELS: ReadonlyArray<[DemoAccount, readonly string[]]> = [
  ['prepaid', ['Deze maand', 'Laatste factuur', 'Ondersteuning', 'Nummers']],
  ['gebruiker', ['Nummers']],
  ['opgezegd', ['Deze maand', 'Abonnement', 'Laatste factuur', 'Ondersteuning', 'Nummers']],
  ['inactief', ['Ondersteuning']],
  // Last: the journey goes on with it (a session is resumed once per account and tab).
  ['admin', ['Deze maand', 'Abonnement', 'Laatste factuur', 'Ondersteuning', 'Nummers']],
];

const headings = (page: Page) => overviewPanels(page).getByRole('heading', { level: 2 }).allTextContents();

/** The left edges of the panels, rounded: one value means one column. */
const columns = (page: Page) =>
  overviewPanels(page)
    .locator('section')
    .evaluateAll((panels) => [...new Set(panels.map((panel) => Math.round(panel.getBoundingClientRect().left)))]);

function overviewJourney(scheme: 'light' | 'dark'): Journey {
  return {
    name: `desktop overview in ${scheme}: each account's panels, side by side from 1024 px, one column below`,
    viewports: ['desktop', 'desktop-1920'],
    async run(ctx) {
      const { page, viewport } = ctx;
      await page.emulateMedia({ colorScheme: scheme });
      const overviewCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/overview') overviewCalls.push(request.url());
      });
      for (const [account, panels] of PANELS) {
        await resumeSession(ctx, account);
        await visible(overviewPanels(page));
        await settle(page);
        assert.deepEqual(await headings(page), panels, `panels of ${account}`);
        assert.equal(await page.getByRole('list', { name: 'Menu', exact: true }).count(), 0, 'no menu rows');
        await ctx.check(`overview-${account}-${scheme}`);
        if (account === 'admin') break;
        await page.getByRole('button', { name: 'Uitloggen', exact: true }).click();
        await onPath(page, '/');
      }
      assert.equal(overviewCalls.length, PANELS.length, 'one GET /overview per visit');
      assert.ok((await columns(page)).length >= 2, `panels side by side at ${viewport.width} px`);
      await page.setViewportSize({ width: 800, height: viewport.height });
      await page.waitForFunction(() => document.querySelectorAll('.overview-panel').length === 5);
      assert.equal((await columns(page)).length, 1, 'one column at 800 px');
      await ctx.check(`overview-800-${scheme}`);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await overviewPanels(page).getByRole('link', { name: 'Alle facturen', exact: true }).click();
      await onPath(page, '/invoices');
      await visible(title(page, 'Facturen'));
    },
  };
}

/** Phones keep the spec's dashboard: its rows, and no request for the panels' figures. */
const phoneJourney: Journey = {
  name: 'phones keep the dashboard rows and never ask for the overview',
  viewports: ['ios'],
  async run(ctx) {
    const { page } = ctx;
    const overviewCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/overview') overviewCalls.push(request.url());
    });
    await resumeSession(ctx, 'admin');
    await settle(page);
    assert.equal(await overviewPanels(page).count(), 0, 'no panels on a phone');
    assert.deepEqual(overviewCalls, [], 'no GET /overview on a phone');
  },
};

export const overviewJourneys: Journey[] = [overviewJourney('light'), overviewJourney('dark'), phoneJourney];
