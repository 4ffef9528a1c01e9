import assert from 'node:assert/strict';
import {
  emailOf,
  logIn,
  loginForm,
  menu,
  onPath,
  password,
  title,
  visible,
  type Journey,
  type JourneyContext,
  overview,
} from '../support/journey';
import { newestMailId, nextMail } from '../support/outbox';

const expiredText = 'Sessie verlopen, u wordt uitgelogd.';
/** The reference server's answer to a wrong password (POST /auth/token), shown above the form. */
const SERVER_LOGIN_REFUSED = 'Het e-mailadres of wachtwoord is onjuist.';

export const sessionJourneys: Journey[] = [
  {
    name: 'a wrong password shows the server message and keeps the e-mail',
    async run(ctx) {
      const { page } = ctx;
      await ctx.goto('/');
      const form = loginForm(page);
      await visible(form.email);
      await ctx.check('login');

      await form.submit.click();
      await visible(page.getByText('Veld is verplicht'));
      assert.equal(await page.getByText('Veld is verplicht').count(), 2, "both fields say 'Veld is verplicht'");
      await ctx.check('login-required');

      await form.email.fill(emailOf('admin'));
      await form.password.fill('Verkeerd123');
      await form.password.press('Enter');
      await visible(page.getByRole('alert').filter({ hasText: SERVER_LOGIN_REFUSED }));
      await ctx.check('login-refused');
      assert.equal(await form.email.inputValue(), emailOf('admin'), 'the typed e-mail stays');
      await onPath(page, '/');
    },
  },
  {
    name: 'forgot password sends a link and leads back to login',
    // Checks the header's back button.
    platforms: 'both',
    async run(ctx) {
      const { page } = ctx;
      await ctx.goto('/');
      await loginForm(page).forgot.click();
      await onPath(page, '/forgot-password');
      await visible(title(page, 'Wachtwoord vergeten'));
      if (ctx.viewport.mobile) await visible(page.getByRole('banner').getByRole('button', { name: 'Terug' }));
      await ctx.check('forgot-password');

      await page.getByLabel('E-mailadres', { exact: true }).fill(emailOf('prepaid'));
      await page.getByRole('button', { name: 'Stuur mij de link', exact: true }).click();
      await visible(page.getByText(/e-mail verstuurd.*wachtwoord te wijzigen/));
      await ctx.check('forgot-password-sent');

      await page.getByRole('link', { name: 'Terug naar inloggen' }).click();
      await onPath(page, '/');
      await visible(loginForm(page).email);
    },
  },
  {
    name: 'the session is kept after a reload',
    async run(ctx) {
      const { page } = ctx;
      await logIn(ctx, 'prepaid', { submitWith: 'enter' });
      await page.reload();
      await onPath(page, '/app');
      await visible(menu(page).getByRole('link', { name: /^Tegoed/ }));
      await ctx.check('dashboard-prepaid');
    },
  },
  {
    name: 'logout returns to login and ends the session',
    async run(ctx) {
      const { page } = ctx;
      await logIn(ctx, 'gebruiker');
      await page.getByRole('button', { name: 'Uitloggen', exact: true }).click();
      await onPath(page, '/');
      await visible(loginForm(page).email);

      // The session is gone, not just hidden: a protected address and a reload land on login.
      await ctx.goto('/app');
      await onPath(page, '/');
      await page.reload();
      await onPath(page, '/');
      await visible(loginForm(page).email);
    },
  },
  {
    name: 'a protected address without a session lands on login',
    async run(ctx) {
      const { page } = ctx;
      for (const path of ['/numbers', '/settings', '/app']) {
        await ctx.goto(path);
        await onPath(page, '/');
        await visible(loginForm(page).email);
      }
      await ctx.check('login');
    },
  },
  {
    name: "an idle session expires with 'Sessie verlopen, u wordt uitgelogd.'",
    async run(ctx) {
      const { page } = ctx;
      // The short-token server (JWT_EXPIRE_SECONDS=3): log in with the keyboard, then do nothing.
      await logIn(ctx, 'admin', { server: ctx.shortServer, submitWith: 'enter', check: false });
      const timeout = 30_000;
      const inApp = page.getByText(expiredText, { exact: true });
      const how = await Promise.any([
        page
          .waitForEvent('dialog', { predicate: (dialog) => dialog.message() === expiredText, timeout })
          .then(() => 'native alert'),
        inApp.waitFor({ state: 'visible', timeout }).then(() => 'in-app dialog'),
      ]).catch(() => {
        throw new Error(
          `no '${expiredText}' within ${timeout / 1000} s of idling ` +
            `(native dialogs seen: ${JSON.stringify(ctx.nativeDialogs)})`,
        );
      });
      await onPath(page, '/');
      if (how === 'in-app dialog') {
        // The alert stays over the login page until the user answers it.
        const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: expiredText });
        await visible(dialog);
        await ctx.check('session-expired');
        await dialog.getByRole('button').first().click();
        await dialog.waitFor({ state: 'hidden' });
      }
      await visible(loginForm(page).email);
      await ctx.check('login-after-expiry');
      await page.reload();
      await onPath(page, '/');
      await visible(loginForm(page).email);
    },
  },
  {
    name: 'two-step verification asks for the mailed code after the password',
    async run(ctx) {
      const { page } = ctx;
      const before = await newestMailId(ctx.server, emailOf('tweestap'));
      await ctx.goto('/');
      const form = loginForm(page);
      await form.email.fill(emailOf('tweestap'));
      await form.password.fill(password);
      await form.submit.click();
      const code = page.getByRole('textbox', { name: 'Code', exact: true });
      await visible(code);
      assert.equal(await code.getAttribute('inputmode'), 'numeric', 'a numeric keyboard on phones');
      assert.equal(await code.getAttribute('autocomplete'), 'one-time-code', 'the code can be filled in from the mail');
      await ctx.check('login-code');

      const mailed = await mailedCode(ctx, before);
      await code.fill(mailed === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Bevestigen', exact: true }).click();
      await visible(page.getByRole('alert').filter({ hasText: 'De code is onjuist.' }));
      await ctx.check('login-code-wrong');

      await code.fill(mailed);
      await code.press('Enter');
      await onPath(page, '/app');
      await visible(title(page, 'Overzicht'));
      await visible(overview(page));
    },
  },
  {
    name: "the warning before the inactivity logout keeps the session with 'Ingelogd blijven'",
    async run(ctx) {
      const { page } = ctx;
      // The page's clock, so the 15 minutes of the default token lifetime pass at once.
      await page.clock.install();
      await logIn(ctx, 'admin', { check: false });
      // Chunks fetched after the login (dialog host, inactivity watcher, and the service worker's, a
      // second after the page's load, then the banners' it fetches) must have arrived first: jumping the
      // clock would fire webpack's chunk time-out while one is still on its way. A chunk on its way is
      // a script element of webpack's; the worker in control has run the registration.
      await page.waitForLoadState('networkidle');
      await page.clock.runFor(2_000);
      await page.waitForFunction(
        () => navigator.serviceWorker.controller !== null && !document.querySelector('script[data-webpack]'),
      );
      // As if the laptop lid was closed for 871 s: past the warning (870 s), 29 s before the end (900 s).
      await page.clock.fastForward(871_000);
      const warning = page.getByRole('alertdialog', { name: 'Je sessie verloopt bijna' });
      await visible(warning);
      await visible(warning.getByText(/Over \d+ seconden word je uitgelogd\./));
      const stay = warning.getByRole('button', { name: 'Ingelogd blijven', exact: true });
      assert.ok(
        await stay.evaluate((element) => element === document.activeElement),
        "'Ingelogd blijven' has the focus",
      );
      await ctx.check('inactivity-warning');

      await stay.press('Enter');
      await warning.waitFor({ state: 'hidden' });
      await onPath(page, '/app');
      await visible(overview(page));
      await ctx.check('inactivity-warning-kept');
    },
  },
];

/** The login code in the first mail to the two-step account newer than `afterId`. */
async function mailedCode(ctx: JourneyContext, afterId: number): Promise<string> {
  const mail = await nextMail(ctx.server, emailOf('tweestap'), afterId, 'a login code');
  const code = /Je inlogcode is: (\d{6})/.exec(mail.body)?.[1];
  assert.ok(code, `the mail holds a login code: ${mail.body}`);
  return code;
}
