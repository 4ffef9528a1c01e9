import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { settle } from '../support/checks';
import {
  absent,
  answerDialog,
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
  resumeSession,
} from '../support/journey';
import { newestMailId, nextMail } from '../support/outbox';

/** An address of its own per viewport, so journeys at other sizes never meet it. */
const bookkeeperFor = (viewport: string): string => `boekhouding-${viewport}@demo.test`;

const COLLEAGUE_PASSWORD = 'Boekhouding-2026!';

/** Accepts the invitation of `link` (the mailed one) with `name` and the colleagues' password. */
async function acceptInvitation(ctx: JourneyContext, link: URL, name: string, checkPrefix = ''): Promise<void> {
  const { page } = ctx;
  await ctx.goto(`${link.pathname}${link.hash}`);
  await visible(page.getByText(/Je bent uitgenodigd voor het klantportaal/));
  await ctx.check(`${checkPrefix}invitation`);
  await page.getByRole('textbox', { name: 'Naam', exact: true }).fill(name);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(COLLEAGUE_PASSWORD);
  await page.getByRole('button', { name: 'Uitnodiging accepteren', exact: true }).click();
  await visible(page.getByText('Welkom! Je kunt nu inloggen met je e-mailadres en wachtwoord.'));
  await ctx.check(`${checkPrefix}invitation-accepted`);
}

/** Logs the two-step demo account in: the password, then the code it was mailed. */
async function logInWithCode(ctx: JourneyContext): Promise<void> {
  const { page } = ctx;
  const before = await newestMailId(ctx.server, emailOf('tweestap'));
  await ctx.goto('/');
  const form = loginForm(page);
  await form.email.fill(emailOf('tweestap'));
  await form.password.fill(password);
  await form.submit.click();
  const mail = await nextMail(ctx.server, emailOf('tweestap'), before, 'a login code');
  const code = page.getByRole('textbox', { name: 'Code', exact: true });
  await code.fill(/Je inlogcode is: (\d{6})/.exec(mail.body)?.[1] ?? '');
  await code.press('Enter');
  await onPath(page, '/app');
}

/** What a call of this page's login answers, made with the token the page keeps. */
const callWithThisLogin = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    const stored = JSON.parse(localStorage.getItem('persist:session') ?? '{}') as { tokens?: string };
    const token = (JSON.parse(stored.tokens ?? 'null') as { token?: string } | null)?.token ?? '';
    const answer = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    return [answer.status, answer.headers.get('x-two-step-required')];
  }, path);

/** The link of the invitation mailed to `to` after mail `afterId`. */
async function invitationLink(ctx: JourneyContext, to: string, afterId: number): Promise<URL> {
  const mail = await nextMail(ctx.server, to, afterId, 'the invitation');
  return new URL(/https?:\/\/\S+\/invitation#token=[A-Za-z0-9_%-]+/.exec(mail.body)?.[0] ?? '');
}

/** Logs in through the login page with `email` and the colleagues' password (no second step yet). */
async function logInAs(ctx: JourneyContext, email: string): Promise<void> {
  await ctx.goto('/');
  const form = loginForm(ctx.page);
  await form.email.fill(email);
  await form.password.fill(COLLEAGUE_PASSWORD);
  await form.submit.click();
}

async function logOut(ctx: JourneyContext): Promise<void> {
  await ctx.goto('/app');
  await visible(menu(ctx.page));
  await ctx.page.getByRole('button', { name: 'Uitloggen', exact: true }).first().click();
  await onPath(ctx.page, '/');
}

/**
 * The parts of a page's grid (`container`'s children) stand as far apart as its cards elsewhere, not
 * two or three times that (their own margins on top of the gap), and end at the same right edge.
 */
async function evenlySpaced(page: Page, container: string): Promise<void> {
  const parts = await page
    .locator(`${container} > *`)
    .evaluateAll((children) => children.map((child) => child.getBoundingClientRect().toJSON() as DOMRect));
  const gaps = parts.slice(1).map((part, index) => Math.round(part.top - (parts[index]?.bottom ?? 0)));
  assert.ok(gaps.length >= 2 && gaps.every((gap) => gap > 0 && gap <= 20), `${container}: gaps ${gaps.join(', ')}`);
  const edges = new Set(parts.map((part) => Math.round(part.right)));
  assert.equal(edges.size, 1, `${container}: parts end at ${[...edges].join(', ')} px`);
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
      await visible(page.getByText(/Hier geef je collega’s toegang tot het portaal/));
      await settle(page);
      await ctx.check('team');
      await evenlySpaced(page, '.team');

      // An empty and a look-alike address (a Cyrillic 'а') are refused in the form: nothing is sent.
      const addressField = page.getByRole('textbox', { name: 'E-mailadres', exact: true });
      const inviteButton = page.getByRole('button', { name: 'Uitnodigen', exact: true });
      await inviteButton.click();
      await visible(page.getByText('Veld is verplicht', { exact: true }));
      await addressField.fill('jаn@voorbeeld.nl');
      await inviteButton.click();
      await visible(page.getByText(/Gebruik een e-mailadres met alleen de letters a-z/));
      await ctx.check('team-invite-refused');
      await absent(page.getByRole('alertdialog', { name: 'Voltooid' }), 'an invitation to a refused address');

      const before = await newestMailId(ctx.server, address);
      await addressField.fill(address);
      await page.getByRole('combobox', { name: 'Rol', exact: true }).selectOption({ label: 'Financieel' });
      await inviteButton.click();
      await answerDialog(ctx, { title: 'Voltooid', text: /De uitnodiging is verstuurd/, checkName: 'team-invited' });
      // Back on the address, ready for the next colleague.
      await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'email');
      const link = await invitationLink(ctx, address, before);
      await logOut(ctx);

      await acceptInvitation(ctx, link, 'Bram Boekhouder');

      await logInAs(ctx, address);
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
      await evenlySpaced(page, '.activity');
    },
  },
  {
    // One phone: the requirement is switched on for the two-step demo account's customer, whose owner
    // has e-mail codes (so no other journey meets it); its colleague is new.
    name: 'team: a colleague without two-step meets the requirement on Beveiliging, with a mailed code',
    viewports: ['ios'],
    timeout: 120_000,
    async run(ctx) {
      const { page } = ctx;
      const colleague = 'tweestap-collega@demo.test';
      await logInWithCode(ctx);
      await ctx.goto('/team');
      await page.getByRole('checkbox', { name: 'Tweestapsverificatie verplicht voor iedereen', exact: true }).click();
      await answerDialog(ctx, {
        title: 'Tweestapsverificatie verplicht maken',
        text: /Iedereen in het account heeft tweestapsverificatie al/,
        checkName: 'team-require-two-step',
        button: 'Verplicht maken',
      });
      await answerDialog(ctx, { title: 'Voltooid', text: /nu verplicht/, checkName: 'team-two-step-required' });
      const before = await newestMailId(ctx.server, colleague);
      await page.getByRole('textbox', { name: 'E-mailadres', exact: true }).fill(colleague);
      await page.getByRole('button', { name: 'Uitnodigen', exact: true }).click();
      await answerDialog(ctx, { title: 'Voltooid', text: /De uitnodiging is verstuurd/, checkName: 'team-invited-2' });
      const link = await invitationLink(ctx, colleague, before);
      await logOut(ctx);
      await acceptInvitation(ctx, link, 'Cor Collega', 'two-step-');

      // A password alone reads nothing but its own set-up, the overview included, and is led there.
      await logInAs(ctx, colleague);
      await onPath(page, '/security');
      const setUp = page.getByRole('region', { name: 'Tweestapsverificatie instellen', exact: true });
      await visible(setUp);
      assert.deepEqual(await callWithThisLogin(page, '/api/overview'), [403, '1']);
      assert.deepEqual(await callWithThisLogin(page, '/api/dashboard'), [403, '1']);
      await ctx.goto('/invoices');
      await onPath(page, '/security');
      await ctx.check('two-step-set-up');

      const sent = await newestMailId(ctx.server, colleague);
      await setUp.getByRole('button', { name: `Code sturen naar ${colleague}`, exact: true }).click();
      const mail = await nextMail(ctx.server, colleague, sent, 'the set-up code');
      await setUp
        .getByRole('textbox', { name: 'Code uit de e-mail', exact: true })
        .fill(/aan te zetten is: (\d{6})/.exec(mail.body)?.[1] ?? '');
      await setUp.getByRole('button', { name: 'Aanzetten', exact: true }).click();
      // Set up, the section is no longer the set-up: it keeps its place, under its usual heading.
      await visible(page.getByText(/Tweestapsverificatie per e-mail staat aan/));
      await absent(page.getByText(/Je account vraagt tweestapsverificatie van iedereen/), 'the requirement notice');
      await ctx.check('two-step-set-up-done');
      await page.getByRole('link', { name: 'Naar het overzicht', exact: true }).click();
      await onPath(page, '/app');
      await visible(page.getByText(/Je bent Financieel bij/));
      assert.deepEqual(await callWithThisLogin(page, '/api/overview'), [200, null]);
    },
  },
];
