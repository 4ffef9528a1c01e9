import { act, screen, within } from '@testing-library/react';
import { logInOverHttp, renderApp } from '../../support/renderApp';
import { logRequests } from '../../support/requestLog';
import { postJson, useServer } from '../../support/server';

useServer();

const password = (name: string) => screen.getByLabelText(name);

describe('password change against the reference server', () => {
  it('all three fields are required and the new ones must match; nothing is sent until they are', async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/password-edit', account: 'wijzig@demo.test' });
    await user.click(await screen.findByRole('button', { name: 'Wachtwoord wijzigen' }));
    const invalid = await screen.findByRole('alertdialog', { name: 'Fout' });
    expect(invalid).toHaveTextContent('De ingevulde informatie is niet correct');
    await user.click(within(invalid).getByRole('button', { name: 'OK' }));
    // The dialog does not replace the marks: each field still says what is wrong.
    expect(await screen.findAllByText('Veld is verplicht')).toHaveLength(3);
    expect(password('Nieuw wachtwoord')).toHaveAttribute('aria-invalid', 'true');
    await user.type(password('Huidig wachtwoord'), 'Welkom123');
    await user.type(password('Nieuw wachtwoord'), 'Nieuw12345');
    await user.type(password('Herhaal nieuw wachtwoord'), 'Nieuw12346');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await screen.findByText('De wachtwoorden komen niet overeen.')).toBeInTheDocument();
    expect(log.count('POST /account/password')).toBe(0);
  });

  it("a wrong current password: the server's message in 'Fout'", async () => {
    const { user } = await renderApp({ route: '/password-edit', account: 'wijzig@demo.test' });
    await user.type(await screen.findByLabelText('Huidig wachtwoord'), 'Verkeerd12');
    await user.type(password('Nieuw wachtwoord'), 'Nieuw12345');
    await user.type(password('Herhaal nieuw wachtwoord'), 'Nieuw12345');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await screen.findByRole('alertdialog', { name: 'Fout' })).toHaveTextContent(
      'Het huidige wachtwoord is onjuist.',
    );
    expect(password('Nieuw wachtwoord')).toHaveValue('Nieuw12345');
  });

  it("a short new password is refused on the page, a common one by the server in 'Fout'", async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/password-edit', account: 'wijzig@demo.test' });
    await user.type(await screen.findByLabelText('Huidig wachtwoord'), 'Welkom123');
    await user.type(password('Nieuw wachtwoord'), 'Abc1234');
    await user.type(password('Herhaal nieuw wachtwoord'), 'Abc1234');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    const invalid = await screen.findByRole('alertdialog', { name: 'Fout' });
    expect(invalid).toHaveTextContent('De ingevulde informatie is niet correct');
    await user.click(within(invalid).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Een nieuw wachtwoord moet minimaal 8 karakters bevatten.')).toBeInTheDocument();
    expect(password('Nieuw wachtwoord')).toHaveAttribute('aria-invalid', 'true');
    expect(log.count('POST /account/password')).toBe(0);
    await user.clear(password('Nieuw wachtwoord'));
    await user.clear(password('Herhaal nieuw wachtwoord'));
    await user.type(password('Nieuw wachtwoord'), 'qwertyuiop');
    await user.type(password('Herhaal nieuw wachtwoord'), 'qwertyuiop');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    expect(await screen.findByRole('alertdialog', { name: 'Fout' })).toHaveTextContent(
      'Dit wachtwoord wordt te vaak gebruikt en is makkelijk te raden.',
    );
    expect((await postJson('/auth/token', { email: 'wijzig@demo.test', password: 'Welkom123' })).status).toBe(200);
  });

  it("'Voltooid'; the other logins of the user end, this one stays", async () => {
    const elsewhere = await logInOverHttp('wijzig@demo.test');
    const { user, router } = await renderApp({ route: '/password-edit', account: 'wijzig@demo.test' });
    await user.type(await screen.findByLabelText('Huidig wachtwoord'), 'Welkom123');
    await user.type(password('Nieuw wachtwoord'), 'Nieuw12345');
    await user.type(password('Herhaal nieuw wachtwoord'), 'Nieuw12345');
    await user.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    const done = await screen.findByRole('alertdialog', { name: 'Voltooid' });
    expect(done).toHaveTextContent('Je wachtwoord is gewijzigd.');
    await user.click(within(done).getByRole('button', { name: 'OK' }));

    expect((await postJson('/auth/refresh', { refresh_token: elsewhere.refresh_token })).status).toBe(401);
    // This browser's session goes on: the dashboard loads with it.
    await act(() => router.navigate('/app'));
    expect(await screen.findByRole('link', { name: /Persoonlijke gegevens/ })).toBeInTheDocument();
    expect((await postJson('/auth/token', { email: 'wijzig@demo.test', password: 'Nieuw12345' })).status).toBe(200);
  });
});
