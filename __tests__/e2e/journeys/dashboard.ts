import assert from 'node:assert/strict';
import { ADMIN_ROWS, DASHBOARD_ROWS, SUBSCRIPTION_ADMIN_ROWS, type DashboardRow } from '../../support/dashboardRows';
import type { ViewportName } from '../support/browser';
import { absent, logIn, menu, onPath, title, visible, type DemoAccount, type Journey } from '../support/journey';

interface Expected {
  account: DemoAccount;
  /** The link rows, written out from requirements §2 and §6 and the demo data (not derived from the app's code). */
  rows: readonly DashboardRow[];
  /** Admins see their full name and customer number. */
  showsCustomerNumber: boolean;
  /** Notices expected above the rows. */
  notices: readonly RegExp[];
}

/**
 * The demo data (server/seed/demo.ts): admin: main account holder, accessType 1, hasSms.
 * prepaid: admin, accessType 3, no sms.
 * gebruiker: non-admin user of admin's account (accessType 1, hasSms). opgezegd: admin with a
 * cancelled subscription (accessType 1), no sms. inactief (its own journey below): an inactive admin
 * account with sms and a lapsed subscription.
 */
const expectations: readonly Expected[] = [
  {
    account: 'admin',
    rows: ['Berichten', 'E-mailadres', ...SUBSCRIPTION_ADMIN_ROWS],
    showsCustomerNumber: true,
    notices: [],
  },
  {
    account: 'prepaid',
    rows: ['E-mailadres', 'Tegoed / Verlengen', ...ADMIN_ROWS],
    showsCustomerNumber: true,
    notices: [],
  },
  {
    account: 'gebruiker',
    // Admins reach the security page from 'Configuratie'; other users from the dashboard.
    rows: ['Berichten', 'Nummer instellingen', 'Beveiliging'],
    showsCustomerNumber: false,
    notices: [],
  },
  {
    account: 'opgezegd',
    rows: ['E-mailadres', ...SUBSCRIPTION_ADMIN_ROWS],
    showsCustomerNumber: true,
    notices: [/Je abonnement is opgezegd op .+ en verloopt op .+/],
  },
];

/** The phones' sizes (the second phone only for journeys that differ by platform). */
const PHONES: readonly ViewportName[] = ['ios', 'android'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const startsWith = (text: string) => new RegExp(`^${escape(text)}`);

function dashboardJourney({ account, rows, showsCustomerNumber, notices }: Expected): Journey {
  return {
    name: `dashboard rows of ${account}@demo.test`,
    // The phone's dashboard; the desktop overview shows panels instead (overview.ts).
    viewports: PHONES,
    async run(ctx) {
      const { page } = ctx;
      await logIn(ctx, account);
      const list = menu(page);

      await visible(list.getByRole('combobox', { name: 'Uitgaand nummer', exact: true }));
      for (const row of rows) await visible(list.getByRole('link', { name: startsWith(row) }));
      for (const notice of notices) await visible(page.getByText(notice));
      if (account === 'prepaid') await visible(list.getByRole('link', { name: /Je bundel loopt tot .+/ }));
      if (showsCustomerNumber) await visible(page.getByText(/Klantnummer/));
      await visible(page.getByRole('button', { name: 'Uitloggen', exact: true }));
      await ctx.check(`dashboard-${account}`);

      for (const row of DASHBOARD_ROWS.filter((candidate) => !rows.includes(candidate))) {
        await absent(list.getByRole('link', { name: startsWith(row) }), `row '${row}' for ${account}`);
      }
      if (!showsCustomerNumber) await absent(page.getByText(/Klantnummer/), `customer number for ${account}`);
      assert.equal(
        await list.getByRole('listitem').count(),
        rows.length + 1,
        `rows of ${account}: ${rows.join(', ')} and 'Uitgaand nummer'`,
      );
    },
  };
}

/** Requirements §6: a non-admin user has the messages link and number settings, and no admin pages. */
const nonAdminJourney: Journey = {
  name: 'a non-admin user opens messages and number settings, and is kept out of admin pages',
  async run(ctx) {
    const { page } = ctx;
    await logIn(ctx, 'gebruiker');
    await menu(page)
      .getByRole('link', { name: /^Berichten/ })
      .click();
    await onPath(page, '/messages');
    await visible(title(page, 'Berichten'));
    await ctx.check('messages');
    await page.getByRole('link', { name: 'Terug naar het overzicht' }).click();
    await onPath(page, '/app');

    await menu(page)
      .getByRole('link', { name: /^Nummer instellingen/ })
      .click();
    await onPath(page, '/numbers');
    await visible(page.getByRole('region', { name: 'Huidig nummer' }));
    await ctx.check('numbers');

    // A page the role has no right to says so at its address, with the way back to the overview.
    for (const adminOnly of ['/settings', '/subscriptions', '/invoices']) {
      await ctx.goto(adminOnly);
      await visible(page.getByText('Geen toegang', { exact: true }));
      await visible(page.getByRole('link', { name: 'Naar het overzicht' }));
    }
  },
};

/**
 * Requirements §2 and §6: an inactive account gets the helpdesk notice (with the link to 'Ondersteuning', open
 * to inactive admins), the lapsed-subscription notice and the logout button, and of the rows only
 * 'Ondersteuning'; a page the server refuses it leads back to the dashboard.
 */
const inactiveJourney: Journey = {
  name: 'an inactive account sees the helpdesk notice and reaches only the support pages',
  viewports: PHONES,
  async run(ctx) {
    const { page } = ctx;
    await logIn(ctx, 'inactief');
    const notice = page.getByText(/Je account is niet actief\. Neem contact op met de helpdesk via/);
    await visible(notice);
    await visible(page.getByText(/Je abonnement is verlopen op .+helpdesk/));
    // The admin keeps 'Ondersteuning'; nothing else the server refuses an inactive account.
    assert.deepEqual(await menu(page).getByRole('link').allTextContents(), ['Ondersteuning›']);
    await absent(page.getByRole('combobox', { name: 'Uitgaand nummer' }), 'outgoing number for an inactive account');
    await ctx.check('dashboard-inactief');

    for (const refused of ['/numbers', '/settings', '/invoices']) {
      await ctx.goto(refused);
      await onPath(page, '/app');
      await visible(notice);
    }
    await notice.getByRole('link', { name: 'Ondersteuning', exact: true }).click();
    await onPath(page, '/feedback');
    await visible(title(page, 'Ondersteuning'));
  },
};

export const dashboardJourneys: Journey[] = [...expectations.map(dashboardJourney), nonAdminJourney, inactiveJourney];
