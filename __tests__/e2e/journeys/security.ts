import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { appUrl, type Viewport } from '../support/browser';
import { settle } from '../support/checks';
import {
  answerDialog,
  emailOf,
  logIn,
  loginForm,
  menu,
  onPath,
  password,
  title,
  visible,
  type Journey,
} from '../support/journey';

/**
 * The second browser tells itself apart on the security page by its User-Agent: another browser and
 * system per viewport, so the journeys at the other viewports (same account, same time) are other rows.
 */
const firefoxVersion: Record<Viewport['name'], number> = {
  ios: 125,
  android: 126,
  desktop: 127,
  'desktop-1920': 128,
  'desktop-1024': 129,
};
const secondAgent = (viewport: Viewport) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:${firefoxVersion[viewport.name]}.0) ` +
  `Gecko/20100101 Firefox/${firefoxVersion[viewport.name]}.0`;
const secondDevice = (viewport: Viewport) => `Firefox ${firefoxVersion[viewport.name]} op Windows 10`;

/**
 * On the short-token server the inactivity period is the token lifetime (3 s): both browsers stand in
 * for someone who keeps using the page, so the second one can only leave because its login was ended.
 */
const keepActive = (context: BrowserContext) =>
  context.addInitScript(() => {
    setInterval(() => document.dispatchEvent(new MouseEvent('mousemove', { bubbles: true })), 400);
  });

const TOKEN_SECONDS = 3;

export const securityJourneys: Journey[] = [
  {
    name: "security page: a second login appears, 'Uitloggen' sends it back to the login page",
    async run(ctx) {
      const { page, viewport } = ctx;
      const server = ctx.shortServer;
      await keepActive(page.context());
      await logIn(ctx, 'gebruiker', { server, check: false });

      // The second browser: its own context and device.
      const browser = page.context().browser();
      assert.ok(browser, 'the journey runs in a launched browser');
      const second = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        isMobile: viewport.mobile,
        hasTouch: viewport.mobile,
        locale: 'nl-NL',
        timezoneId: 'Europe/Amsterdam',
        userAgent: secondAgent(viewport),
      });
      try {
        await keepActive(second);
        const other: Page = await second.newPage();
        await other.goto(appUrl(server.url, viewport, '/'));
        const form = loginForm(other);
        await form.email.fill(emailOf('gebruiker'));
        await form.password.fill(password);
        await form.submit.click();
        await onPath(other, '/app');
        await visible(menu(other));

        // The first browser opens 'Beveiliging' from the dashboard: the second login is listed.
        await menu(page)
          .getByRole('link', { name: /^Beveiliging/ })
          .click();
        await onPath(page, '/security');
        await visible(title(page, 'Beveiliging'));
        const sessions = page.getByRole('list', { name: 'Actieve logins', exact: true });
        await visible(sessions.getByText('Deze login', { exact: true }));
        const end = sessions.getByRole('button', { name: `Uitloggen op ${secondDevice(viewport)}`, exact: true });
        await visible(end);
        await visible(page.getByRole('heading', { name: 'Inloggeschiedenis', exact: true }));
        await ctx.check('security');
        // The two ways of two-step verification: side by side, or one under the other 16 px apart.
        const [mail, app] = await Promise.all(
          ['Code per e-mail', 'Authenticator-app'].map((name) =>
            page.getByRole('region', { name, exact: true }).boundingBox(),
          ),
        );
        assert.ok(mail && app, 'both ways of two-step verification are shown');
        const apart = app.y - (mail.y + mail.height);
        assert.ok(app.y === mail.y || (apart > 0 && apart <= 20), `the ways stand ${apart} px apart`);

        // 'Overal uitloggen' asks first; closed without a choice it ends nothing.
        await page.getByRole('button', { name: 'Overal uitloggen', exact: true }).click();
        await answerDialog(ctx, {
          title: 'Overal uitloggen',
          text: /andere logins beëindigen/,
          checkName: 'security-end-all-question',
          button: 'Sluiten',
        });
        await visible(end);

        await end.click();
        await answerDialog(ctx, {
          title: 'Uitloggen',
          text: `Weet je zeker dat je deze login op ${secondDevice(viewport)} wilt beëindigen?`,
          checkName: 'security-end-question',
          button: 'Uitloggen',
        });
        const endedAt = Date.now();
        await visible(page.getByText('De login is beëindigd.', { exact: true }));
        // The list is read again after the change: the row goes.
        await end.waitFor({ state: 'detached' });
        await settle(page);
        await ctx.check('security-ended');

        // The second browser is back at the login page within one token lifetime (plus a call's time).
        await other.waitForURL((url) => url.pathname === '/', { timeout: (TOKEN_SECONDS + 4) * 1000 });
        await visible(loginForm(other).email);
        const waited = Date.now() - endedAt;
        assert.ok(waited <= (TOKEN_SECONDS + 2) * 1000, `the ended login left after ${waited} ms`);
        assert.equal(await other.getByText('Sessie verlopen, u wordt uitgelogd.').count(), 0, 'not by inactivity');

        // The authenticator set-up shows its QR code and key; cancelled, nothing changes.
        await page.getByRole('button', { name: 'Authenticator-app koppelen', exact: true }).click();
        await visible(page.getByRole('img', { name: 'QR-code voor je authenticator-app', exact: true }));
        await visible(page.getByLabel('Code uit de app', { exact: true }));
        await ctx.check('security-app-setup');
        await page.getByRole('button', { name: 'Annuleren', exact: true }).click();
        await visible(page.getByText('De authenticator-app staat uit.', { exact: true }));
      } finally {
        await second.close();
      }
    },
  },
];
