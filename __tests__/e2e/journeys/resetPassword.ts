import assert from 'node:assert/strict';
import { loginForm, onPath, title, visible, type Journey, type JourneyContext } from '../support/journey';
import { newestMailId, nextMail } from '../support/outbox';

/**
 * The account whose password this journey changes. No other journey logs in as it, and the journey
 * never needs its old password (the mail link replaces it), so its runs at the three viewports on
 * the one shared server, and the journeys running beside them, do not depend on each other's order.
 */
const ACCOUNT = 'ander@demo.test';
const DONE = 'Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.';

/** The path and fragment of the reset link in a mail to ACCOUNT newer than `afterId`. */
async function mailedLink(ctx: JourneyContext, afterId: number): Promise<string> {
  const mail = await nextMail(ctx.server, ACCOUNT, afterId, 'a password mail');
  const link = /https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_%-]+/.exec(mail.body)?.[0];
  assert.ok(link, `the mail to ${ACCOUNT} holds a /reset-password#token= link: ${mail.body}`);
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}

export const resetPasswordJourneys: Journey[] = [
  {
    name: 'forgot password: the mail link sets a new password that logs in',
    // Checks the header's back button.
    platforms: 'both',
    async run(ctx) {
      const { page, viewport } = ctx;
      // A new password per viewport: each run proves its own change.
      const newPassword = `Nieuw-${viewport.name}-2025`;

      // Without a token the page says so and offers a new link.
      await ctx.goto('/reset-password');
      await visible(page.getByRole('heading', { name: 'Link onvolledig', exact: true }));
      await visible(page.getByRole('link', { name: 'Nieuwe link aanvragen' }));
      await ctx.check('reset-password-no-token');

      // Ask for the link on the forgot-password page.
      const before = await newestMailId(ctx.server, ACCOUNT);
      await ctx.goto('/forgot-password');
      await page.getByLabel('E-mailadres', { exact: true }).fill(ACCOUNT);
      await page.getByRole('button', { name: 'Stuur mij de link', exact: true }).click();
      await visible(page.getByText(/e-mail verstuurd.*wachtwoord te wijzigen/));
      const link = await mailedLink(ctx, before);

      // Open the mail's link: the token leaves the address at once.
      await ctx.goto(link);
      await onPath(page, '/reset-password');
      await visible(title(page, 'Nieuw wachtwoord'));
      await page.waitForURL((url) => url.hash === '');
      assert.ok(!page.url().includes('token'), `the address keeps no token: ${page.url()}`);
      if (viewport.mobile) await visible(page.getByRole('banner').getByRole('button', { name: 'Terug' }));
      const password = page.getByLabel('Nieuw wachtwoord', { exact: true });
      const repeat = page.getByLabel('Herhaal wachtwoord', { exact: true });
      await visible(password);
      await ctx.check('reset-password');

      const save = page.getByRole('button', { name: 'Wachtwoord opslaan', exact: true });
      await save.click();
      await visible(page.getByText('Veld is verplicht'));
      assert.equal(await page.getByText('Veld is verplicht').count(), 2, "both fields say 'Veld is verplicht'");
      await password.fill('abc');
      await repeat.fill('abd');
      await save.click();
      await visible(page.getByText('Een nieuw wachtwoord moet minimaal 8 karakters bevatten.'));
      await visible(page.getByText('De wachtwoorden komen niet overeen.'));
      await ctx.check('reset-password-invalid');

      // Enter in the repeat field saves.
      await password.fill(newPassword);
      await repeat.fill(newPassword);
      await repeat.press('Enter');
      await visible(page.getByText(DONE));
      await ctx.check('reset-password-done');

      // The new password logs in.
      await page.getByRole('link', { name: 'Naar inloggen' }).click();
      await onPath(page, '/');
      const form = loginForm(page);
      await form.email.fill(ACCOUNT);
      await form.password.fill(newPassword);
      await form.password.press('Enter');
      await onPath(page, '/app');
      await visible(title(page, 'Overzicht'));
    },
  },
];
