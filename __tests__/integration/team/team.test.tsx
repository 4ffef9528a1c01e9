/**
 * 'Gebruikers en rechten', the invitation page and 'Activiteit' against the reference server: the one
 * address rule, someone already in the account, the focus after the dialog, buttons that name whom they
 * are about, a role that saves with its own action and is not left behind unsaved, the confirmation
 * of required two-step, and the log by name and address.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { getConfig } from '../../../src/config';
import { logInOverHttp, renderApp } from '../../support/renderApp';
import { logRequests } from '../../support/requestLog';
import { postJson, useServer } from '../../support/server';

useServer();

const inviteForm = () => screen.findByRole('form', { name: 'Collega uitnodigen' });

/** The token of the newest invitation mailed to `to`. */
async function mailedInvitation(to: string): Promise<string> {
  const outbox = (await (await fetch(`${getConfig().apiBaseUrl}/dev/outbox`)).json()) as {
    messages: Array<{ to: string; body: string }>;
  };
  const token = /invitation#token=(\S+)/.exec(outbox.messages.find((m) => m.to === to)?.body ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${to}`);
  return token;
}

/** The first bytes of a file the page hands to the browser (jsdom's Blob has no arrayBuffer()). */
function firstBytes(blob: Blob, count: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer).slice(0, count)]);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });
}

describe("'Gebruikers en rechten'", () => {
  it('invites a colleague; the focus is back on the address; the list names whose invitation', async () => {
    const { user } = await renderApp({ route: '/team', account: 'admin@demo.test' });
    expect(await screen.findByText(/Hier geef je collega’s toegang tot het portaal/)).toBeVisible();
    const people = within(screen.getByRole('region', { name: 'Mensen met toegang' }));
    expect(people.getByRole('combobox', { name: 'Rol van Bea Hendriks' })).toHaveDisplayValue('Financieel');
    expect(people.getByText(/Extra gebruiker \(eigen lijn\)/)).toBeInTheDocument();
    const form = within(await inviteForm());
    await user.type(form.getByRole('textbox', { name: 'E-mailadres' }), 'collega@demo.test');
    await user.selectOptions(form.getByRole('combobox', { name: 'Rol' }), 'Alleen lezen');
    await user.click(form.getByRole('button', { name: 'Uitnodigen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Voltooid' });
    expect(dialog).toHaveTextContent('De uitnodiging is verstuurd naar collega@demo.test.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: 'E-mailadres' })).toHaveFocus());
    const invitations = within(screen.getByRole('region', { name: 'Openstaande uitnodigingen' }));
    expect(await invitations.findByText('collega@demo.test')).toBeInTheDocument();
    expect(invitations.getByRole('button', { name: 'Uitnodiging voor collega@demo.test intrekken' })).toBeVisible();
    expect(
      invitations.getByRole('button', { name: 'Uitnodiging voor collega@demo.test opnieuw versturen' }),
    ).toBeVisible();
    expect(people.getByRole('button', { name: 'Toegang van Bea Hendriks intrekken' })).toBeVisible();
  });

  it.each([
    ['', 'Veld is verplicht'],
    ['jаn@voorbeeld.nl', "Gebruik een e-mailadres met alleen de letters a-z, cijfers en . _ + ' -"],
    ['jan@xn--vrie-8na.nl', "Gebruik een e-mailadres met alleen de letters a-z, cijfers en . _ + ' -"],
  ])('refuses the address %j at once and sends nothing', async (address, message) => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/team', account: 'admin@demo.test' });
    const form = within(await inviteForm());
    if (address) await user.type(form.getByRole('textbox', { name: 'E-mailadres' }), address);
    await user.click(form.getByRole('button', { name: 'Uitnodigen' }));
    expect(await form.findByText(new RegExp(message.replace(/[.+]/g, '\\$&')))).toBeVisible();
    expect(form.getByRole('textbox', { name: 'E-mailadres' })).toHaveAttribute('aria-invalid', 'true');
    expect(log.count('POST /team/invitations')).toBe(0);
  });

  it('names someone already in the account at once', async () => {
    const { user } = await renderApp({ route: '/team', account: 'admin@demo.test' });
    const form = within(await inviteForm());
    await user.type(form.getByRole('textbox', { name: 'E-mailadres' }), 'boekhouder@demo.test');
    await user.click(form.getByRole('button', { name: 'Uitnodigen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Fout' });
    expect(dialog).toHaveTextContent('Bea Hendriks heeft al toegang tot dit account.');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: 'E-mailadres' })).toHaveFocus());
    expect(form.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue('boekhouder@demo.test');
  });

  it('saves a role with its own action, and asks before an unsaved role is left behind', async () => {
    const { user, router } = await renderApp({ route: '/team', account: 'admin@demo.test' });
    const people = within(await screen.findByRole('region', { name: 'Mensen met toegang' }));
    const save = people.getByRole('button', { name: 'Rol van Bea Hendriks opslaan' });
    expect(save).toBeDisabled();
    await user.selectOptions(people.getByRole('combobox', { name: 'Rol van Bea Hendriks' }), 'Alleen lezen');
    expect(people.getByText('Niet opgeslagen')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Activiteit bekijken' }));
    const ask = await screen.findByRole('dialog', { name: 'Rol niet opgeslagen' });
    expect(ask).toHaveTextContent('Je hebt de rol van Bea Hendriks gewijzigd maar niet opgeslagen.');
    await user.click(within(ask).getByRole('button', { name: 'Sluiten' }));
    expect(router.state.location.pathname).toBe('/team');
    await user.click(save);
    const done = await screen.findByRole('alertdialog', { name: 'Voltooid' });
    expect(done).toHaveTextContent('Bea Hendriks heeft nu de rol ‘Alleen lezen’.');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(people.queryByText('Niet opgeslagen')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Activiteit bekijken' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/team/activity'));
  });

  it('asks before requiring two-step verification, naming who has none yet', async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/team', account: 'admin@demo.test' });
    await user.click(await screen.findByRole('checkbox', { name: 'Tweestapsverificatie verplicht voor iedereen' }));
    const ask = await screen.findByRole('dialog', { name: 'Tweestapsverificatie verplicht maken' });
    expect(ask).toHaveTextContent(
      'Nog zonder tweestapsverificatie: Jan de Vries (jij), Gert Bakker, Bea Hendriks en Mark Peters.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Sluiten' }));
    expect(screen.getByRole('checkbox', { name: 'Tweestapsverificatie verplicht voor iedereen' })).not.toBeChecked();
    expect(log.count('POST /team/two-step-required')).toBe(0);
  });
});

describe('the invitation page', () => {
  it('says at once that an address with a login cannot accept, before any password is asked for', async () => {
    const admin = await logInOverHttp('admin@demo.test');
    await postJson('/team/invitations', { email: 'ander@demo.test', role: 'financieel' }, admin.token);
    const token = await mailedInvitation('ander@demo.test');
    await renderApp({ route: `/invitation#token=${token}` });
    expect(await screen.findByText(/Met dit e-mailadres bestaat al een login/)).toBeVisible();
    expect(screen.getByText(/met de rol ‘Financieel’/)).toBeVisible();
    expect(screen.queryByLabelText('Wachtwoord')).not.toBeInTheDocument();
  });
});

describe("'Activiteit'", () => {
  it('names each person by name and address, and downloads the CSV with its byte-order mark', async () => {
    const files: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (files.push(blob), 'blob:log'), revokeObjectURL: () => {} });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const admin = await logInOverHttp('admin@demo.test');
    await postJson('/team/invitations', { email: 'log@demo.test', role: 'financieel' }, admin.token);
    const { user } = await renderApp({ route: '/team/activity', account: 'admin@demo.test' });
    const entry = await screen.findByText('Nodigde log@demo.test uit als Financieel');
    expect(entry.closest('li')).toHaveTextContent('Jan de Vries (admin@demo.test)');
    expect(screen.getByRole('option', { name: 'Jan de Vries (admin@demo.test)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Downloaden als CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const bytes = await firstBytes(files[0]!, 3);
    expect(bytes).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('says there is no activity yet, and with a filter that the filter finds none', async () => {
    const { user } = await renderApp({ route: '/team/activity', account: 'ander@demo.test' });
    expect(await screen.findByText('Nog geen activiteit.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Soort' }), 'Blokkades');
    expect(await screen.findByText('Geen activiteit met deze filters.')).toBeInTheDocument();
    expect(screen.queryByText('Nog geen activiteit.')).not.toBeInTheDocument();
  });
});
