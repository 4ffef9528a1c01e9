import type { Page } from 'playwright-core';
import { settle } from '../support/checks';
import { absent, answerDialog, menu, onPath, title, visible, type Journey, resumeSession } from '../support/journey';

/**
 * Data: admin's subscription is only read (the switch confirmation is closed, since a switch locks
 * for 30 days and could not be undone for the next viewport). opgezegd@demo.test is reactivated and
 * cancelled again, so it ends as it started: cancelled (the dashboard journey expects its notice).
 */
const dialogTitled = (page: Page, text: string) =>
  page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .filter({ has: page.getByRole('heading', { name: text, exact: true }) });

export const subscriptionJourneys: Journey[] = [
  {
    name: 'subscription: current plan, options and the switch confirmation',
    async run(ctx) {
      const { page } = ctx;
      await resumeSession(ctx, 'admin');
      await menu(page)
        .getByRole('link', { name: /^Abonnement/ })
        .click();
      await onPath(page, '/subscriptions');
      await visible(title(page, 'Abonnement'));
      const current = page.getByRole('region', { name: 'Huidig abonnement' });
      await visible(current.getByText(/excl\.\sbtw p\/m$/));
      await settle(page);
      await ctx.check('subscriptions');

      await current.getByRole('link', { name: 'Abonnement wijzigen', exact: true }).click();
      await page.waitForURL((url) => /^\/subscription\/\d+\/options$/.test(url.pathname));
      const options = page.getByRole('region', { name: 'Beschikbare abonnementen' });
      await visible(options.getByRole('button', { name: /^Kies / }));
      await settle(page);
      await ctx.check('subscription-options');
      await options
        .getByRole('button', { name: /^Kies / })
        .first()
        .click();
      await answerDialog(ctx, {
        title: 'Abonnement wijzigen',
        // Before → after with price and call minutes on both sides.
        text: /\(€\s[\d,.]+ excl\.\sbtw p\/m, (?:[\d.]+ belminuten p\/m|onbeperkt bellen)\) → .+\(€\s[\d,.]+ excl\.\sbtw p\/m, (?:[\d.]+ belminuten p\/m|onbeperkt bellen)\)\./,
        checkName: 'subscription-switch-confirm',
        button: 'Sluiten',
      });
      await visible(title(page, 'Abonnement wijzigen'));
    },
  },
  {
    name: "subscription: reactivate, then cancel with 'Anders..'",
    async run(ctx) {
      const { page } = ctx;
      await resumeSession(ctx, 'opgezegd');
      await menu(page)
        .getByRole('link', { name: /^Abonnement/ })
        .click();
      await onPath(page, '/subscriptions');
      const current = page.getByRole('region', { name: 'Huidig abonnement' });
      await visible(current.getByText(/^Je abonnement is opgezegd en verloopt op /));
      await settle(page);
      await ctx.check('subscriptions-cancelled');

      await current.getByRole('button', { name: 'Abonnement heractiveren', exact: true }).click();
      await answerDialog(ctx, {
        title: 'Abonnement heractiveren',
        text: /direct weer door/,
        checkName: 'subscription-reactivate-confirm',
        button: 'Heractiveren',
      });
      await answerDialog(ctx, {
        title: 'Voltooid',
        text: 'Je abonnement is succesvol geactiveerd.',
        checkName: 'subscription-reactivated',
      });
      await visible(current.getByRole('button', { name: 'Abonnement opzeggen', exact: true }));
      await absent(current.getByRole('button', { name: 'Abonnement heractiveren' }), 'reactivate button');

      await current.getByRole('button', { name: 'Abonnement opzeggen', exact: true }).click();
      const reasons = dialogTitled(page, 'Abonnement opzeggen');
      await visible(reasons.getByRole('button', { name: 'Ik heb een andere oplossing gevonden', exact: true }));
      await ctx.check('subscription-cancel-reasons');
      await reasons.getByRole('button', { name: 'Anders..', exact: true }).click();
      const other = dialogTitled(page, 'Anders..');
      await visible(other.getByRole('textbox', { name: 'Reden' }));
      await other.getByRole('button', { name: 'Opzeggen', exact: true }).click();
      await answerDialog(ctx, { title: 'Fout', text: 'Vul een reden in.', checkName: 'subscription-cancel-empty' });
      await other.getByRole('textbox', { name: 'Reden' }).fill('We stoppen met het bedrijf');
      await ctx.check('subscription-cancel-other');
      await other.getByRole('button', { name: 'Opzeggen', exact: true }).click();
      await answerDialog(ctx, {
        title: 'Abonnement opzeggen',
        text: /loopt door tot en met .+ en stopt daarna\./,
        checkName: 'subscription-cancel-summary',
        button: 'Opzeggen',
      });
      await answerDialog(ctx, {
        title: 'Voltooid',
        text: 'Je abonnement is opgezegd. Deze verloopt aan het eind van de huidige maand.',
        checkName: 'subscription-cancelled',
      });
      await visible(current.getByRole('button', { name: 'Abonnement heractiveren', exact: true }));

      // The dashboard's notice follows without a reload.
      await page.goBack();
      await onPath(page, '/app');
      await visible(page.getByText(/Je abonnement is opgezegd op .+ en verloopt op .+/));
    },
  },
  {
    name: 'credit: amount, minutes, end date and links',
    async run(ctx) {
      const { page } = ctx;
      await resumeSession(ctx, 'prepaid');
      await menu(page)
        .getByRole('link', { name: /^Tegoed/ })
        .click();
      await onPath(page, '/credit');
      await visible(title(page, 'Tegoed'));
      const current = page.getByRole('region', { name: 'Huidig tegoed' });
      await visible(current.getByText(/^≈ \d+ belminuten$/));
      await visible(current.getByRole('link', { name: /^Tegoed opwaarderen/ }));
      await visible(page.getByRole('region', { name: 'Verlengen' }).getByRole('link', { name: /^Bundel verlengen/ }));
      await settle(page);
      await ctx.check('credit');
    },
  },
];
