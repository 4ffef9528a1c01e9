import assert from 'node:assert/strict';
import type { Diagnostics, TicketDiagnosticsResponse } from '../../../src/api/contract';
import { answerDialog, logIn, onPath, visible, type Journey } from '../support/journey';
import { staffTokenOverHttp } from '../support/staff';

/**
 * Writes only tickets of its own (a subject per viewport, which no other journey reads): a question
 * with the technical data attached, checked against what support downloads.
 */
export const diagnosticsJourneys: Journey[] = [
  {
    name: 'support diagnostics: a question with the technical data shown before it is sent',
    async run(ctx) {
      const { page, viewport } = ctx;
      await logIn(ctx, 'admin');
      await ctx.goto('/feedback/create');
      const subject = `Technische gegevens vanaf ${viewport.name}`;
      await page.getByRole('textbox', { name: 'Onderwerp', exact: true }).fill(subject);
      await page.getByRole('combobox', { name: 'Categorie', exact: true }).selectOption({ label: 'Storing' });
      await page.getByRole('textbox', { name: 'Bericht', exact: true }).fill('Het scherm blijft laden na het opslaan.');

      const attach = page.getByRole('checkbox', { name: 'Technische gegevens meesturen', exact: true });
      assert.equal(await attach.isChecked(), false, 'the box starts unticked');
      await attach.check();
      const show = page.getByRole('button', { name: 'Bekijk wat er wordt meegestuurd', exact: true });
      assert.equal(await show.getAttribute('aria-expanded'), 'false');
      await show.click();
      assert.equal(await show.getAttribute('aria-expanded'), 'true');
      const json = page.locator('pre.diagnostics-json');
      await visible(json);
      const shown = JSON.parse((await json.textContent()) ?? '') as Diagnostics;
      assert.equal(shown.format, 'portal-action-log/1');
      assert.deepEqual(shown.viewport, { width: viewport.width, height: viewport.height });
      assert.ok(
        shown.actions.some((action) => action.type === 'session/loggedIn'),
        'the log has the login',
      );
      assert.doesNotMatch(JSON.stringify(shown), /admin@demo\.test|Jan de Vries|Welkom123/);
      await ctx.check('support-diagnostics-open');

      await page.getByRole('button', { name: 'Versturen', exact: true }).click();
      await onPath(page, '/feedback');
      await answerDialog(ctx, {
        title: 'Voltooid',
        text: 'Je vraag is verstuurd.',
        checkName: 'support-diagnostics-sent',
      });
      const created = page.getByRole('link', { name: new RegExp(subject) });
      await visible(created);
      const id = /\/feedback\/ticket\/(\d+)$/.exec((await created.getAttribute('href')) ?? '')?.[1];
      assert.ok(id, 'the new question links to its page');
      // Support downloads it in the desk (a teamleider here; the desk journey logs the medewerker in).
      const token = await staffTokenOverHttp(ctx.server.url, 'teamleider@demo.test');
      const response = await fetch(`${ctx.server.url}/api/desk/ticket/${id}/logs`, {
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(response.status, 200);
      const download = (await response.json()) as TicketDiagnosticsResponse;
      assert.deepEqual(
        download.logs.map((log) => log.diagnostics),
        [shown],
        'support downloads exactly what was shown',
      );
    },
  },
];
