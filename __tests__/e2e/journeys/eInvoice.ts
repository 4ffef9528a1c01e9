import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { waitUntil } from '../../support/waiting';
import { settle } from '../support/checks';
import { onPath, title, visible, type Journey, type JourneyContext, resumeSession } from '../support/journey';

interface MailWithFiles {
  to: string;
  subject: string;
  attachments: Array<{ filename: string; contentType: string }>;
}

/**
 * A month the demo never invoiced: the seven before the server's today (Amsterdam; the journeys run on
 * the real clock). The demo's history covers the last six, and a run of those adds nothing.
 */
function uninvoicedMonth(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - 7;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

async function runMonth(ctx: JourneyContext, period: string): Promise<Array<{ number: string }>> {
  const response = await fetch(`${ctx.server.url}/api/dev/invoice-run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ period }),
  });
  assert.equal(response.status, 200, `POST /api/dev/invoice-run answered ${response.status}`);
  return ((await response.json()) as { invoices: Array<{ number: string }> }).invoices;
}

/** Last month: the demo's history invoiced it, so the run adds nothing (nothing is billed twice). */
function lastMonth(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

async function invoiceMail(ctx: JourneyContext, number: string): Promise<MailWithFiles> {
  const mail = await waitUntil(`the mail of invoice ${number}`, async () => {
    const response = await fetch(`${ctx.server.url}/api/dev/outbox`);
    const { messages } = (await response.json()) as { messages: MailWithFiles[] };
    return messages.find((found) => found.subject === `Factuur ${number}`);
  });
  assert.ok(mail);
  return mail;
}

/**
 * The admin chooses 'PDF en UBL' on 'Factuurgegevens', a month the demo never invoiced is run (demo
 * endpoint; at the next viewports it makes nothing new; last month makes nothing at all), and the new
 * invoice opens with its PDF and UBL; its mail carries both files. The choice and the run change
 * nothing other journeys look at: their invoices keep their numbers.
 */
export const eInvoiceJourneys: Journey[] = [
  {
    name: 'e-invoice: run the month, open the invoice, download PDF and UBL, the mail has both',
    async run(ctx) {
      const { page } = ctx;
      await resumeSession(ctx, 'admin');
      await ctx.goto('/invoice-details');
      await onPath(page, '/invoice-details');
      await visible(title(page, 'Factuurgegevens'));
      const choice = page.getByRole('group', { name: 'Factuur per e-mail' });
      // Saved at once; the radio shows the choice once the server has stored it.
      await choice.getByRole('radio', { name: 'PDF en UBL' }).click();
      await visible(choice.getByRole('radio', { name: 'PDF en UBL', checked: true }));
      await settle(page);
      await ctx.check('invoice-details');

      assert.deepEqual(await runMonth(ctx, lastMonth()), []);
      await runMonth(ctx, uninvoicedMonth());
      await ctx.goto('/invoices');
      await visible(title(page, 'Facturen'));
      const newest = page.getByRole('link', { name: /^F\d{4}-\d{6}$/ }).first();
      await visible(newest);
      const number = (await newest.textContent()) ?? '';
      await visible(page.getByRole('button', { name: `UBL van factuur ${number} downloaden` }));
      await settle(page);
      await ctx.check('invoices-with-ubl');

      await newest.click();
      await page.waitForURL((url) => /^\/invoice\/\d+$/.test(url.pathname));
      await visible(page.getByRole('heading', { level: 1, name: `Factuur ${number}` }));
      await visible(page.getByRole('row', { name: /^Abonnement Zakelijk Plus €\s14,95$/ }));
      await settle(page);
      await ctx.check('invoice-with-ubl');

      for (const [button, slug, type] of [
        ['PDF downloaden', 'invoice-', 'application/pdf'],
        ['UBL downloaden', 'ubl-', 'application/xml; charset=utf-8'],
      ] as const) {
        // Downloaded in the page, no window: the file itself, and its link (minutes, reusable) read again.
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: button, exact: true }).click(),
        ]);
        assert.match(download.url(), new RegExp(`/api/download/file/${slug}`));
        const response = await fetch(download.url());
        assert.equal(response.status, 200);
        assert.equal(response.headers.get('content-type'), type);
        const body = await readFile(await download.path());
        if (slug === 'ubl-') assert.match(body.toString('utf8'), new RegExp(`<cbc:ID>${number}</cbc:ID>`));
        else assert.equal(body.subarray(0, 5).toString(), '%PDF-');
        assert.equal(page.context().pages().length, 1, `no window opened for '${button}'`);
      }

      const mail = await invoiceMail(ctx, number);
      assert.equal(mail.to, 'facturen@demo.test');
      assert.deepEqual(
        mail.attachments.map((a) => a.filename),
        [`factuur-${number}.pdf`, `factuur-${number}.xml`],
      );
    },
  },
];
