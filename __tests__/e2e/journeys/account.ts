import assert from 'node:assert/strict';
import { settle } from '../support/checks';
import {
  answerDialog,
  dashboardRows,
  menu,
  onPath,
  title,
  visible,
  type Journey,
  type JourneyContext,
  resumeSession,
} from '../support/journey';

async function openAccount(ctx: JourneyContext): Promise<void> {
  const { page } = ctx;
  await menu(page)
    .getByRole('link', { name: /^Persoonlijke gegevens/ })
    .click();
  await onPath(page, '/account');
  await visible(title(page, 'Persoonlijke gegevens'));
  await visible(page.getByRole('region', { name: 'Bedrijfsgegevens', exact: true }));
}

async function changePassword(ctx: JourneyContext, from: string, to: string, checkName: string): Promise<void> {
  const { page } = ctx;
  await page.getByLabel('Huidig wachtwoord', { exact: true }).fill(from);
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(to);
  await page.getByLabel('Herhaal nieuw wachtwoord', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Wachtwoord wijzigen', exact: true }).click();
  await answerDialog(ctx, { title: 'Voltooid', text: 'Je wachtwoord is gewijzigd.', checkName });
}

/** What 'Voltooid' says after an address change, for a free and a taken address alike. */
const linkSent = (address: string) =>
  `We hebben een bevestigingslink gestuurd naar ${address}. Je e-mailadres wordt pas gewijzigd als je die link ` +
  'opent; tot dan log je in met je huidige e-mailadres.';

async function askEmailChange(ctx: JourneyContext, to: string, checkName: string): Promise<void> {
  const { page } = ctx;
  await ctx.goto('/email-edit');
  const field = page.getByRole('textbox', { name: 'Nieuw e-mailadres', exact: true });
  await visible(field);
  await field.fill(to);
  await page.getByLabel('Huidig wachtwoord', { exact: true }).fill('Welkom123');
  await page.getByRole('button', { name: 'E-mailadres wijzigen', exact: true }).click();
  await answerDialog(ctx, { title: 'Voltooid', text: linkSent(to), checkName });
}

/** The newest confirmation link in the demo outbox to `to`, as the portal's path and fragment. */
async function confirmationLink(ctx: JourneyContext, to: string): Promise<string> {
  const response = await fetch(`${ctx.server.url}/api/dev/outbox`);
  assert.ok(response.ok, `GET /api/dev/outbox answered ${response.status}`);
  const { messages } = (await response.json()) as { messages: Array<{ to: string; subject: string; body: string }> };
  const mail = messages.find((m) => m.to === to && m.subject === 'Bevestig je nieuwe e-mailadres');
  const link = /https?:\/\/\S+\/email-confirm#token=[A-Za-z0-9_%-]+/.exec(mail?.body ?? '')?.[0];
  assert.ok(link, `a confirmation link was mailed to ${to}`);
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}

/**
 * Changes the login address as its owner does: asks on '/email-edit', then opens the mailed link and
 * confirms. `meanwhile` runs between the two, while the old address is still the login's.
 */
async function changeEmail(
  ctx: JourneyContext,
  to: string,
  checkName: string,
  meanwhile: () => Promise<void> = async () => undefined,
): Promise<void> {
  const { page } = ctx;
  await askEmailChange(ctx, to, checkName);
  await meanwhile();
  await ctx.goto(await confirmationLink(ctx, to));
  await visible(title(page, 'E-mailadres bevestigen'));
  assert.equal(new URL(page.url()).hash, '', 'the token left the address');
  await ctx.check(`${checkName}-confirm`);
  await page.getByRole('button', { name: 'E-mailadres bevestigen', exact: true }).click();
  await visible(page.getByRole('status').filter({ hasText: `Je e-mailadres is gewijzigd in ${to}.` }));
  await ctx.check(`${checkName}-confirmed`);
}

/**
 * The login address the portal shows: the dashboard's e-mail row on phones (cut at 20 characters, the
 * full address in its title); on desktop, whose overview shows figures instead, the e-mail page's.
 */
async function showsEmail(ctx: JourneyContext, email: string): Promise<void> {
  const { page, viewport } = ctx;
  if (viewport.mobile) return visible(dashboardRows(page).getByTitle(email, { exact: true }));
  await ctx.goto('/email-edit');
  await visible(page.getByText(email, { exact: true }));
}

export const accountJourneys: Journey[] = [
  {
    name: 'personal data: hints that do not block, the IBAN dialog, export and deletion',
    async run(ctx) {
      const { page } = ctx;
      await resumeSession(ctx, 'afscheid');
      await openAccount(ctx);
      await settle(page);
      await ctx.check('account');

      await page.getByRole('button', { name: 'NL20INGB0001…, volledig IBAN tonen', exact: true }).click();
      await answerDialog(ctx, {
        title: 'IBAN voor SEPA incasso',
        text: /NL20INGB0001234567/,
        checkName: 'account-iban',
      });

      // A postcode that breaks the display rule is shown with its hint and saved all the same.
      const zip = page.getByRole('textbox', { name: 'Postcode', exact: true });
      await zip.fill('3511');
      await visible(page.getByText('Vul een geldige postcode in, bijvoorbeeld 1234 AB.', { exact: true }));
      assert.equal(await zip.getAttribute('aria-invalid'), 'true', 'the warning marks the field invalid');
      await page.getByRole('button', { name: 'Gegevens opslaan', exact: true }).click();
      await answerDialog(ctx, { title: 'Voltooid', text: 'Je gegevens zijn opgeslagen.', checkName: 'account-saved' });
      await zip.fill('3511 NR');
      await page.getByRole('button', { name: 'Gegevens opslaan', exact: true }).click();
      await answerDialog(ctx, {
        title: 'Voltooid',
        text: 'Je gegevens zijn opgeslagen.',
        checkName: 'account-restored',
      });

      // The export is asked for once; the server knows it, so at the next viewport the notice stands instead.
      const exportData = page.getByRole('button', { name: 'Persoonsgegevens exporteren', exact: true });
      if ((await exportData.count()) > 0) await exportData.click();
      await visible(page.getByText(/^Je export is aangevraagd\./));

      // Deletion is scheduled once; at the next viewport the notice already stands in place of the button.
      const remove = page.getByRole('button', { name: 'Account verwijderen', exact: true });
      if ((await remove.count()) > 0) {
        await remove.click();
        await answerDialog(ctx, {
          title: 'Account verwijderen',
          text: /Weet je zeker/,
          checkName: 'account-delete-confirm',
          button: 'Verwijderen',
        });
        await answerDialog(ctx, {
          title: 'Voltooid',
          text: /^Je account wordt verwijderd op /,
          checkName: 'account-deleted',
        });
      }
      const section = page.getByRole('region', { name: 'Account verwijderen', exact: true });
      await visible(section.getByText(/^Je account wordt verwijderd op \d+\s\w+\s\d{4}\.$/));
      assert.equal(await remove.count(), 0, 'the deletion button is replaced by the notice');
      await settle(page);
      await ctx.check('account-after');
    },
  },
  {
    name: 'password and e-mail change, restored afterwards',
    async run(ctx) {
      const { page, viewport } = ctx;
      await resumeSession(ctx, 'wijzig');
      await ctx.goto('/password-edit');
      await visible(title(page, 'Wachtwoord wijzigen'));
      await page.getByRole('button', { name: 'Wachtwoord wijzigen', exact: true }).click();
      await answerDialog(ctx, {
        title: 'Fout',
        text: 'De ingevulde informatie is niet correct',
        checkName: 'password-required',
      });
      await visible(page.getByText('Veld is verplicht').first());
      await page.getByLabel('Huidig wachtwoord', { exact: true }).fill('Verkeerd12');
      await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('Nieuw12345');
      await page.getByLabel('Herhaal nieuw wachtwoord', { exact: true }).fill('Nieuw12345');
      await page.getByRole('button', { name: 'Wachtwoord wijzigen', exact: true }).click();
      await answerDialog(ctx, {
        title: 'Fout',
        text: 'Het huidige wachtwoord is onjuist.',
        checkName: 'password-wrong',
      });
      await changePassword(ctx, 'Welkom123', 'Nieuw12345', 'password-changed');
      await changePassword(ctx, 'Nieuw12345', 'Welkom123', 'password-restored');

      const changed = `wijzig-${viewport.name}@demo.test`;
      // An address of another account answers as a free one; nothing changes.
      await askEmailChange(ctx, 'ander@demo.test', 'email-taken');
      await ctx.goto('/app');
      await showsEmail(ctx, 'wijzig@demo.test');
      // A new address is used only once its owner confirms it through the link mailed to it.
      await changeEmail(ctx, changed, 'email-changed', async () => {
        await ctx.goto('/app');
        await showsEmail(ctx, 'wijzig@demo.test');
      });
      await ctx.goto('/app');
      await showsEmail(ctx, changed);
      await changeEmail(ctx, 'wijzig@demo.test', 'email-restored');
    },
  },
];
