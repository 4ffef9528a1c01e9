import { settle } from '../support/checks';
import {
  absent,
  answerDialog,
  logIn,
  loginForm,
  menu,
  onPath,
  title,
  visible,
  type Journey,
  type JourneyContext,
  resumeSession,
} from '../support/journey';
import { newestMailId, nextMail } from '../support/outbox';

/** An address of its own per viewport, so journeys at other sizes never meet it. */
const bookkeeperFor = (viewport: string): string => `boekhouding-${viewport}@demo.test`;

async function logOut(ctx: JourneyContext): Promise<void> {
  await ctx.goto('/app');
  await visible(menu(ctx.page));
  await ctx.page.getByRole('button', { name: 'Uitloggen', exact: true }).first().click();
  await onPath(ctx.page, '/');
}

export const teamJourneys: Journey[] = [
  {
    name: 'team: the owner invites a bookkeeper, who accepts and sees the money, and the owner reads it',
    timeout: 150_000,
    async run(ctx) {
      const { page, viewport } = ctx;
      const address = bookkeeperFor(viewport.name);
      await resumeSession(ctx, 'admin');
      await menu(page)
        .getByRole('link', { name: /^Gebruikers en rechten/ })
        .click();
      await onPath(page, '/team');
      await visible(page.getByText(/Een collega in het portaal is gratis en is geen telefoonlijn/));
      await settle(page);
      await ctx.check('team');

      const before = await newestMailId(ctx.server, address);
      await page.getByRole('textbox', { name: 'E-mailadres', exact: true }).fill(address);
      await page.getByRole('combobox', { name: 'Rol', exact: true }).selectOption({ label: 'Financieel' });
      await page.getByRole('button', { name: 'Uitnodigen', exact: true }).click();
      await answerDialog(ctx, { title: 'Voltooid', text: /De uitnodiging is verstuurd/, checkName: 'team-invited' });
      const mail = await nextMail(ctx.server, address, before, 'the invitation');
      const link = new URL(/https?:\/\/\S+\/invitation#token=[A-Za-z0-9_%-]+/.exec(mail.body)?.[0] ?? '');
      await logOut(ctx);

      await ctx.goto(`${link.pathname}${link.hash}`);
      await visible(page.getByText(/Je bent uitgenodigd voor het klantportaal/));
      await ctx.check('invitation');
      await page.getByRole('textbox', { name: 'Naam', exact: true }).fill('Bram Boekhouder');
      await page.getByLabel('Wachtwoord', { exact: true }).fill('Boekhouding-2026!');
      await page.getByRole('button', { name: 'Uitnodiging accepteren', exact: true }).click();
      await visible(page.getByText('Welkom! Je kunt nu inloggen met je e-mailadres en wachtwoord.'));
      await ctx.check('invitation-accepted');

      await ctx.goto('/');
      const form = loginForm(page);
      await form.email.fill(address);
      await form.password.fill('Boekhouding-2026!');
      await form.submit.click();
      await onPath(page, '/app');
      await visible(menu(page));
      await visible(menu(page).getByRole('link', { name: /^Facturen/ }));
      await visible(menu(page).getByRole('link', { name: /^Verbruik/ }));
      await absent(menu(page).getByRole('link', { name: /^Blokkades/ }), 'blocked numbers for a bookkeeper');
      await ctx.check('bookkeeper-dashboard');
      await menu(page)
        .getByRole('link', { name: /^Facturen/ })
        .click();
      await onPath(page, '/invoices');
      await visible(page.getByRole('link', { name: /^F20/ }));
      await ctx.goto('/usage');
      await visible(title(page, 'Verbruik'));
      await ctx.goto('/blacklist');
      await visible(page.getByRole('heading', { name: 'Geen toegang', exact: true }));
      await ctx.check('bookkeeper-no-blacklist');
      await logOut(ctx);

      await logIn(ctx, 'admin', { check: false });
      await ctx.goto('/team/activity');
      await visible(page.getByText('Accepteerde de uitnodiging als Financieel').first());
      await visible(page.getByText(`Nodigde ${address} uit als Financieel`).first());
      await settle(page);
      await ctx.check('activity');
    },
  },
];
