import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { ADMIN_ROWS, menuOfRows, SUBSCRIPTION_ADMIN_ROWS, type DashboardRow } from '../../support/dashboardRows';
import type { ViewportName } from '../support/browser';
import { onPath, title, visible, type Journey, resumeSession } from '../support/journey';
import { artifactsDir } from '../support/processes';

export const DESKTOP_SIZES: readonly ViewportName[] = ['desktop', 'desktop-1920', 'desktop-1024'];
export const EVERY_SIZE: readonly ViewportName[] = ['ios', 'android', ...DESKTOP_SIZES];

const mainMenu = (page: Page): Locator => page.getByRole('navigation', { name: 'Hoofdmenu', exact: true });
const breadcrumb = (page: Page): Locator => page.getByRole('navigation', { name: 'Kruimelpad', exact: true });
const menuButton = (page: Page): Locator => page.getByRole('button', { name: 'Menu', exact: true });

/** The side menu, unfolded first where the window is narrow. */
async function openMenu(page: Page): Promise<Locator> {
  if (await menuButton(page).isVisible()) {
    await menuButton(page).click();
    await visible(mainMenu(page));
  }
  return mainMenu(page);
}

/** The texts of the side menu's entries, in order. */
async function menuEntries(page: Page): Promise<string[]> {
  const links = (await openMenu(page)).getByRole('link');
  await visible(links);
  const texts = await links.allTextContents();
  if (await menuButton(page).isVisible()) await page.keyboard.press('Escape');
  return texts;
}

/** The entry the side menu marks as the current page. */
async function currentEntry(page: Page): Promise<string[]> {
  return mainMenu(page).locator('a[aria-current="page"]').allTextContents();
}

/** Waits until the side menu marks `entry` (a page's own entry or its parent's). */
async function marked(page: Page, entry: string): Promise<void> {
  await page.waitForFunction(
    (text) => document.querySelector('nav[aria-label="Hoofdmenu"] a[aria-current="page"]')?.textContent === text,
    entry,
  );
  assert.deepEqual(await currentEntry(page), [entry]);
}

/**
 * The pages of the side menu after 'Overzicht', written out from requirements §2 and §6 and the demo data
 * (the phone's dashboard rows, whose rule the menu shares): the desktop overview shows figures, not these links.
 */
const MENU_PAGES: Record<'admin' | 'prepaid' | 'gebruiker' | 'inactief', readonly DashboardRow[]> = {
  admin: ['Berichten', 'E-mailadres', ...SUBSCRIPTION_ADMIN_ROWS],
  prepaid: ['E-mailadres', 'Tegoed / Verlengen', ...ADMIN_ROWS],
  gebruiker: ['Berichten', 'Nummer instellingen', 'Beveiliging'],
  inactief: ['Ondersteuning'],
};

function menuJourney(account: keyof typeof MENU_PAGES): Journey {
  return {
    name: `desktop: the side menu of ${account}@demo.test is 'Overzicht' and the dashboard's pages`,
    viewports: DESKTOP_SIZES,
    async run(ctx) {
      const { page } = ctx;
      await resumeSession(ctx, account);
      const pages = menuOfRows(MENU_PAGES[account], account === 'admin' || account === 'prepaid');
      await page.waitForFunction(
        (count) => document.querySelectorAll('nav[aria-label="Hoofdmenu"] a').length === count,
        pages.length + 1,
      );
      assert.deepEqual(await menuEntries(page), ['Overzicht', ...pages], `menu of ${account}`);
      assert.deepEqual(await currentEntry(page), ['Overzicht']);
      await ctx.check(`desktop-menu-${account}`);
    },
  };
}

const placeJourney: Journey = {
  name: 'desktop: the menu marks the page and its sub-pages, and a breadcrumb leads back from a sub-page',
  viewports: DESKTOP_SIZES,
  async run(ctx) {
    const { page } = ctx;
    await resumeSession(ctx, 'admin');
    await marked(page, 'Overzicht');

    await (await openMenu(page)).getByRole('link', { name: 'Facturen', exact: true }).click();
    await onPath(page, '/invoices');
    await visible(title(page, 'Facturen'));
    await marked(page, 'Facturen');
    assert.equal(await breadcrumb(page).count(), 0, 'a menu page has no breadcrumb');

    await page.locator('main a[href^="/invoice/"]').first().click();
    // The page is named after the invoice it shows; the breadcrumb's last step says the same.
    const invoiceTitle = page.getByRole('heading', { level: 1, name: /^Factuur F\d{4}-\d{6}$/ });
    await visible(invoiceTitle);
    const shownTitle = (await invoiceTitle.textContent()) ?? '';
    await marked(page, 'Facturen');
    const crumbs = breadcrumb(page);
    await visible(crumbs);
    assert.deepEqual(await crumbs.getByRole('listitem').allTextContents(), ['Overzicht', 'Facturen', shownTitle]);
    assert.equal(await crumbs.locator('[aria-current="page"]').textContent(), shownTitle);
    await ctx.check('desktop-invoice-breadcrumb');
    await crumbs.getByRole('link', { name: 'Facturen', exact: true }).click();
    await onPath(page, '/invoices');

    await (await openMenu(page)).getByRole('link', { name: 'Persoonlijke gegevens', exact: true }).click();
    await onPath(page, '/account');
    await page.getByRole('link', { name: 'Wachtwoord wijzigen', exact: true }).click();
    await onPath(page, '/password-edit');
    await marked(page, 'Persoonlijke gegevens');
    // The breadcrumb comes with the desktop frame's chunk: wait for it, as for the invoice's above.
    await visible(breadcrumb(page).getByRole('listitem').filter({ hasText: 'Wachtwoord wijzigen' }));
    assert.deepEqual(await breadcrumb(page).getByRole('listitem').allTextContents(), [
      'Overzicht',
      'Persoonlijke gegevens',
      'Wachtwoord wijzigen',
    ]);
  },
};

const foldJourney: Journey = {
  name: "desktop: below 1024 px the menu folds behind 'Menu', which opens and closes by keyboard",
  viewports: DESKTOP_SIZES,
  async run(ctx) {
    const { page, viewport } = ctx;
    await resumeSession(ctx, 'admin');
    // From 1024 px up the menu stands beside the page.
    await visible(mainMenu(page));
    assert.equal(await menuButton(page).isVisible(), false, `no 'Menu' button at ${viewport.width} px`);

    await page.setViewportSize({ width: 1000, height: viewport.height });
    await page.waitForFunction(() => !document.querySelector('nav[aria-label="Hoofdmenu"]')?.checkVisibility());
    await visible(menuButton(page));
    await ctx.check('desktop-menu-folded');
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    assert.equal(await menuButton(page).getAttribute('aria-expanded'), 'true');
    await visible(mainMenu(page));
    await ctx.check('desktop-menu-unfolded');
    // Opened, the menu takes the focus to its first entry.
    await page.waitForFunction(() => document.activeElement?.textContent === 'Overzicht');
    await page.keyboard.press('Escape');
    assert.equal(await menuButton(page).getAttribute('aria-expanded'), 'false');
    assert.equal(await menuButton(page).evaluate((button) => button === document.activeElement), true);
    assert.equal(await mainMenu(page).isVisible(), false);

    await page.keyboard.press('Enter');
    await mainMenu(page).getByRole('link', { name: 'Verbruik', exact: true }).focus();
    await page.keyboard.press('Enter');
    await onPath(page, '/usage');
    assert.equal(await menuButton(page).getAttribute('aria-expanded'), 'false', 'the menu folds after a choice');
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
  },
};

/** Asserts that `table` has a header for each of `columns`, each `<th scope="col">`. */
async function hasColumns(table: Locator, columns: string[]): Promise<void> {
  await visible(table);
  assert.deepEqual(await table.locator('thead th[scope="col"]').allTextContents(), columns);
  assert.ok((await table.locator('tbody tr').count()) > 0, 'rows under the headers');
}

const tablesJourney: Journey = {
  name: 'desktop: invoices, blocked numbers, calls and questions are tables with headers; paper gets A4',
  viewports: DESKTOP_SIZES,
  async run(ctx) {
    const { page, viewport } = ctx;
    await resumeSession(ctx, 'admin');
    await ctx.goto('/invoices');
    await hasColumns(page.getByRole('table', { name: 'Facturen' }), [
      'Datum',
      'Nummer',
      'Excl.\u00a0btw',
      'Incl.\u00a0btw',
      'Te betalen (incl.\u00a0btw)',
      'Downloaden',
      'Mailen',
    ]);
    await ctx.goto('/blacklist');
    await hasColumns(page.getByRole('table', { name: 'Geblokkeerde nummers' }), ['Nummer', 'Verwijderen']);
    await ctx.goto('/feedback');
    await hasColumns(page.getByRole('table', { name: 'Jouw vragen' }), [
      'Status',
      'Onderwerp',
      'Gesteld op',
      'Ongelezen antwoorden',
    ]);
    await ctx.goto('/usage');
    const calls = page.getByRole('table', { name: /^Gesprekken van / });
    await hasColumns(calls, ['Richting', 'Nummer', 'Datum', 'Tijd', 'Duur', 'Kosten (excl.\u00a0btw)']);
    const shownOnScreen = await calls.locator('tbody tr').count();
    // A date ('05-12-2026') keeps to one line at every width, though a line may break after a hyphen.
    const dateColumn = (await calls.locator('thead th').allTextContents()).indexOf('Datum') + 1;
    const brokenDates = await calls.locator(`tbody tr > :nth-child(${dateColumn})`).evaluateAll((cells) =>
      cells
        .filter((cell) => {
          const text = document.createRange();
          text.selectNodeContents(cell);
          return new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size > 1;
        })
        .map((cell) => cell.textContent),
    );
    assert.deepEqual(brokenDates, [], 'the dates of the calls that wrap');

    // On paper the call list holds every call loaded from the server, as a table.
    assert.ok(shownOnScreen > 0, 'calls on the screen');
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.waitForFunction(
      (count) => document.querySelectorAll('table.data-table tbody tr').length >= count,
      shownOnScreen,
    );
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

    // The invoice on A4: no menu, bar or buttons; provider and customer on it.
    await ctx.goto('/invoices');
    await page.locator('main a[href^="/invoice/"]').first().click();
    await visible(page.getByRole('heading', { level: 1, name: /^Factuur F\d{4}-\d{6}$/ }));
    await page.emulateMedia({ media: 'print' });
    for (const hidden of [
      mainMenu(page),
      page.getByRole('banner'),
      page.getByRole('button', { name: 'PDF downloaden' }),
    ])
      assert.equal(await hidden.isVisible(), false, 'nothing of the screen on paper');
    const onPaper = page.locator('.invoice-print-head');
    await visible(onPaper.getByText('Telvaro', { exact: true }));
    await visible(onPaper.getByText(/Jan de Vries\s*Klantnummer 100001/));
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    mkdirSync(path.join(artifactsDir, viewport.name), { recursive: true });
    const file = path.join(artifactsDir, viewport.name, 'invoice-print.pdf');
    writeFileSync(file, pdf);
    // A4 in points, as the PDF's page box says.
    assert.match(readFileSync(file, 'latin1'), /\/MediaBox \[0 0 59[56](\.\d+)? 84[12](\.\d+)?\]/);
    await page.emulateMedia({ media: 'screen' });
  },
};

/** The desktop portal: menu, breadcrumb, folding, tables, paper. */
export const desktopJourneys: Journey[] = [
  ...(['admin', 'prepaid', 'gebruiker', 'inactief'] as const).map(menuJourney),
  placeJourney,
  foldJourney,
  tablesJourney,
];
