import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { onPath, resumeSession, visible, type Journey } from '../support/journey';

/**
 * Dates on the page ('1 december 2026', '01-12-2026 14:05', 'december 2026') that hold a space a line
 * may break at: each should hold no-break spaces only, so it never wraps inside itself.
 */
function datesShown(page: Page): Promise<{ dates: number; breakable: string[] }> {
  return page.evaluate(() => {
    const months = 'januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december';
    const date = new RegExp(`(?:\\d{1,2}\\s)?(?:${months})\\s\\d{4}|\\d\\d-\\d\\d-\\d{4}\\s\\d\\d:\\d\\d`, 'g');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const [text] of (node.textContent ?? '').matchAll(date)) found.push(text);
    }
    return { dates: found.length, breakable: found.filter((text) => / /.test(text)) };
  });
}

export const datesOnOneLineJourneys: Journey[] = [
  {
    name: 'dates keep to one line: no breakable space inside a date',
    viewports: ['ios'],
    async run(ctx) {
      const { page } = ctx;
      await resumeSession(ctx, 'admin');
      const pages = [
        { path: '/subscriptions', shows: /^Ingangsdatum: / },
        { path: '/security', shows: /^Inloggeschiedenis$/ },
        { path: '/usage', shows: /^Verwachting voor heel / },
      ] as const;
      for (const { path, shows } of pages) {
        await ctx.goto(path);
        await onPath(page, path);
        await visible(page.getByText(shows).first());
        const { dates, breakable } = await datesShown(page);
        assert.ok(dates > 0, `no date found on ${path}`);
        assert.deepEqual(breakable, [], `dates on ${path} that may wrap`);
      }
      await ctx.check('dates-on-one-line');
    },
  },
];
