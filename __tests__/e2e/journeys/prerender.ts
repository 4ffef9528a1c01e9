import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { appUrl } from '../support/browser';
import { emailOf, loginForm, onPath, overview, password, visible, type Journey } from '../support/journey';

/** Holds the app's entry script back until `release()`: the page shows what its HTML alone paints. */
async function holdEntryScript(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const entry = /\/assets\/main\.[0-9a-f]+\.js$/;
  await page.route(entry, async (route) => {
    await held;
    await route.continue();
  });
  return {
    release: async () => {
      release();
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app'));
      await page.unroute(entry);
    },
  };
}

export const prerenderJourneys: Journey[] = [
  {
    name: 'the login page is painted before its script runs, typed input and an early Login survive the take-over',
    // The login page is pre-rendered per platform.
    platforms: 'both',
    async run(ctx) {
      const { page } = ctx;
      const script = await holdEntryScript(page);
      await page.goto(appUrl(ctx.server.url, ctx.viewport, '/'), { waitUntil: 'commit' });
      const form = loginForm(page);
      // The whole form is in the HTML: visible and labelled without any of the app's script.
      await visible(form.email);
      await visible(form.forgot);
      await ctx.check('login-before-script');
      await form.email.fill(emailOf('admin'));
      await form.password.fill(password);
      await form.submit.click();
      assert.equal(new URL(page.url()).search.includes('password'), false, 'no password in the address');

      await script.release();
      // The app took the form over with what was typed, and replayed the Login.
      await visible(overview(page));
      await onPath(page, '/app');
      assert.equal(new URL(page.url()).search.includes('Welkom'), false, 'no password in the address');
    },
  },
  {
    name: 'a logged-in reload of the login address never shows the login form',
    // The login page is pre-rendered per platform.
    platforms: 'both',
    async run(ctx) {
      const { page } = ctx;
      await ctx.goto('/');
      const form = loginForm(page);
      await form.email.fill(emailOf('admin'));
      await form.password.fill(password);
      await form.submit.click();
      await onPath(page, '/app');

      const script = await holdEntryScript(page);
      await page.goto(appUrl(ctx.server.url, ctx.viewport, '/'), { waitUntil: 'commit' });
      await page.locator('form').waitFor({ state: 'attached' });
      // The markup is there but hidden by the start script: a stored session goes to the overview.
      await page.locator('form').waitFor({ state: 'hidden' });
      await script.release();
      await onPath(page, '/app');
      await visible(overview(page));
    },
  },
];
