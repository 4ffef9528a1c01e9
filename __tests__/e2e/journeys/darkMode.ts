import assert from 'node:assert/strict';
import { visible, type Journey, type JourneyContext, resumeSession } from '../support/journey';
import { EVERY_SIZE } from './desktop';

/** The page's colours when dark (src/ui/theme.css, --bg), as the browser computes them. */
const DARK_BACKGROUND = 'rgb(17, 21, 25)';

/** Opens `address` with the app's script held back: what the browser paints from the HTML and CSS alone. */
async function paintedWithoutScript(ctx: JourneyContext, address: string): Promise<string> {
  const { page } = ctx;
  // Without the entry nothing else runs: the page is what its HTML, inline scripts and CSS paint.
  const block = /\/assets\/main\.[0-9a-f]+\.js$/;
  await page.route(block, (route) => route.abort());
  await ctx.goto(address);
  const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  await page.unroute(block);
  return background;
}

const themeJourney: Journey = {
  name: "dark mode: the system's or the chosen 'Weergave', painted dark before the app runs",
  viewports: EVERY_SIZE,
  // The login page is pre-rendered per platform; checks the header's back button.
  platforms: 'both',
  async run(ctx) {
    const { page, viewport } = ctx;
    // The system is dark: the pre-rendered login page is dark from its first paint.
    await page.emulateMedia({ colorScheme: 'dark' });
    assert.equal(await paintedWithoutScript(ctx, '/'), DARK_BACKGROUND, 'the login page before its script');
    await page.emulateMedia({ colorScheme: 'light' });

    await resumeSession(ctx, 'admin');
    await ctx.goto('/settings');
    const choice = page.getByRole('group', { name: 'Weergave' });
    await visible(choice);
    await choice.getByRole('radio', { name: 'Donker', exact: true }).check();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await ctx.check('settings-weergave-donker');

    // Chosen in this browser, it holds on the next load before the app runs, though the system is light.
    assert.equal(await paintedWithoutScript(ctx, '/app'), DARK_BACKGROUND, "'/app' before its script");
    await ctx.goto('/settings');
    await visible(page.getByRole('radio', { name: 'Donker', exact: true }));
    assert.equal(await page.getByRole('radio', { name: 'Donker', exact: true }).isChecked(), true);
    await page.getByRole('radio', { name: 'Licht', exact: true }).check();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await page.getByRole('radio', { name: 'Systeem', exact: true }).check();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    if (viewport.mobile) await visible(page.getByRole('banner').getByRole('button', { name: 'Terug' }));
  },
};

export const darkModeJourneys: Journey[] = [themeJourney];
