import { screen, waitFor, within } from '@testing-library/react';
import { getConfig } from '../../../src/config';
import { DEMO_PASSWORD, logInOverHttp, renderApp } from '../../support/renderApp';
import { logRequests } from '../../support/requestLog';
import { postJson, useServer } from '../../support/server';
import { totpCode } from '../../support/totp';

useServer();
// Logins, history and the authenticator app start as seeded in every test.

const slow = { timeout: 10_000 };
const sessionsList = () => screen.findByRole('list', { name: 'Actieve logins' }, slow);
const dashboardStatus = async (token: string) =>
  (await fetch(`${getConfig().apiBaseUrl}/dashboard`, { headers: { authorization: `Bearer ${token}` } })).status;

describe('security page against the reference server', () => {
  it("non-admin: from the dashboard to 'Beveiliging'; 'Uitloggen' ends the other login on the server", async () => {
    const other = await logInOverHttp('gebruiker@demo.test');
    const { user, router } = await renderApp({ route: '/app', account: 'gebruiker@demo.test' });
    await user.click(await screen.findByRole('link', { name: /Beveiliging/ }, slow));
    expect(router.state.location.pathname).toBe('/security');
    const list = await sessionsList();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const current = within(list).getByText('Deze login').closest('li');
    expect(current).not.toBeNull();
    expect(within(current as HTMLElement).queryByRole('button', { name: /Uitloggen/ })).not.toBeInTheDocument();
    expect(within(list).getAllByText(/^Adres: \S+\.\*\*\*$/)).toHaveLength(2);

    await user.click(within(list).getByRole('button', { name: /^Uitloggen op / }));
    const question = await screen.findByRole('dialog', { name: 'Uitloggen' });
    await user.click(within(question).getByRole('button', { name: 'Uitloggen' }));
    expect(await screen.findByText('De login is beëindigd.', undefined, slow)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Actieve logins' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(await dashboardStatus(other.token)).toBe(401);
    expect((await postJson('/auth/refresh', { refresh_token: other.refresh_token })).status).toBe(401);
  });

  it("admin: reached from 'Configuratie'; 'Overal uitloggen' with this login too returns to the login page", async () => {
    const other = await logInOverHttp('admin@demo.test');
    const { user, router } = await renderApp({ route: '/settings', account: 'admin@demo.test' });
    await user.click(await screen.findByRole('link', { name: /Beveiliging/ }, slow));
    await sessionsList();
    await user.click(screen.getByRole('button', { name: 'Overal uitloggen' }));
    const question = await screen.findByRole('dialog', { name: 'Overal uitloggen' });
    await user.click(within(question).getByRole('button', { name: 'Ook hier uitloggen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
    expect(await screen.findByRole('button', { name: 'Login' }, slow)).toBeInTheDocument();
    expect(await dashboardStatus(other.token)).toBe(401);
  });

  it("'Overal uitloggen' of the others only keeps this login", async () => {
    const other = await logInOverHttp('admin@demo.test');
    const { user, router } = await renderApp({ route: '/security', account: 'admin@demo.test' });
    await sessionsList();
    await user.click(screen.getByRole('button', { name: 'Overal uitloggen' }));
    const question = await screen.findByRole('dialog', { name: 'Overal uitloggen' });
    await user.click(within(question).getByRole('button', { name: 'Andere logins uitloggen' }));
    expect(await screen.findByText('Er is 1 login beëindigd.', undefined, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/security');
    expect(await dashboardStatus(other.token)).toBe(401);
  });

  it('the login history shows a wrong password and the successful logins', async () => {
    expect((await postJson('/auth/token', { email: 'admin@demo.test', password: 'Verkeerd12' })).status).toBe(401);
    await renderApp({ route: '/security', account: 'admin@demo.test' });
    const history = await screen.findByRole('list', { name: 'Inloggeschiedenis' }, slow);
    const rows = within(history).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Gelukt');
    expect(rows[1]).toHaveTextContent('Onjuist wachtwoord');
  });

  it('on desktop the login history is a table with a column per fact', async () => {
    expect((await postJson('/auth/token', { email: 'admin@demo.test', password: 'Verkeerd12' })).status).toBe(401);
    await renderApp({ route: '/security', account: 'admin@demo.test', platform: 'desktop' });
    const table = await screen.findByRole('table', { name: 'Inlogpogingen, nieuwste eerst' }, slow);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Resultaat', 'Tijd', 'Apparaat', 'Adres']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Gelukt', 'Onjuist wachtwoord']);
  });

  it('a failed read shows the retry notice', async () => {
    const log = logRequests();
    log.fail('GET /security', 500, { message: 'Storing' });
    await renderApp({ route: '/security', account: 'admin@demo.test' });
    expect(await screen.findByText('Gegevens konden niet worden opgehaald.', undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeInTheDocument();
  });

  it('ending a login that has ended meanwhile shows the server’s message in Fout', async () => {
    const other = await logInOverHttp('admin@demo.test');
    const { user } = await renderApp({ route: '/security', account: 'admin@demo.test' });
    const list = await sessionsList();
    expect((await postJson('/auth/logout', { refresh_token: other.refresh_token }, other.token)).status).toBe(200);
    await user.click(within(list).getByRole('button', { name: /^Uitloggen op / }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Uitloggen' })).getByRole('button', { name: 'Uitloggen' }),
    );
    const failed = await screen.findByRole('alertdialog', { name: 'Fout' }, slow);
    expect(failed).toHaveTextContent('Deze login bestaat niet (meer).');
  });

  it('switches the authenticator app on with a QR code and a first code, shows ten recovery codes once, and off', async () => {
    const { user } = await renderApp({ route: '/security', account: 'admin@demo.test' });
    await user.click(await screen.findByRole('button', { name: 'Authenticator-app koppelen' }, slow));
    expect(await screen.findByRole('img', { name: 'QR-code voor je authenticator-app' }, slow)).toBeInTheDocument();
    const secret = (screen.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{4})+$/).textContent ?? '').replace(/\s/g, '');
    const codeField = screen.getByRole('textbox', { name: 'Code uit de app' });
    await user.type(codeField, '12');
    await user.click(screen.getByRole('button', { name: 'Koppeling bevestigen' }));
    expect(await screen.findByText('Vul de code van 6 cijfers uit je app in.')).toBeInTheDocument();
    await user.clear(codeField);
    await user.type(codeField, totpCode(secret));
    await user.click(screen.getByRole('button', { name: 'Koppeling bevestigen' }));
    const codes = await screen.findByRole('list', { name: 'Je herstelcodes' }, slow);
    const recovery = within(codes)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(recovery).toHaveLength(10);
    expect(recovery[0]).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    await user.click(screen.getByRole('button', { name: 'Ik heb de codes bewaard' }));
    expect(
      await screen.findByText('De authenticator-app staat aan. Je hebt nog 10 herstelcodes.', undefined, slow),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Je herstelcodes' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Authenticator-app uitzetten' }));
    const form = screen.getByRole('form', { name: 'Authenticator-app uitzetten' });
    await user.type(within(form).getByLabelText('Huidig wachtwoord', { selector: 'input' }), DEMO_PASSWORD);
    await user.type(within(form).getByRole('textbox', { name: 'Code uit de app of herstelcode' }), recovery[1] ?? '');
    await user.click(within(form).getByRole('button', { name: 'Uitzetten' }));
    expect(await screen.findByText('De authenticator-app staat uit.', undefined, slow)).toBeInTheDocument();
  });

  it('with the app on, the login asks for its code, and a recovery code works in its place', async () => {
    const tokens = await logInOverHttp('prepaid@demo.test');
    const setup = (await postJson('/security/authenticator', {}, tokens.token)).body as { secret: string };
    const confirmed = await postJson('/security/authenticator/confirm', { code: totpCode(setup.secret) }, tokens.token);
    const { recoveryCodes } = confirmed.body as { recoveryCodes: string[] };

    const { user, router } = await renderApp({ route: '/' });
    await user.type(await screen.findByRole('textbox', { name: 'E-mailadres' }, slow), 'prepaid@demo.test');
    await user.type(screen.getByLabelText('Wachtwoord', { selector: 'input' }), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const field = await screen.findByRole('textbox', { name: 'Code' }, slow);
    expect(screen.getByText(/uit je authenticator-app/)).toBeInTheDocument();
    expect(screen.queryByText(/nieuwe code laten sturen/)).not.toBeInTheDocument();
    await user.type(field, (recoveryCodes[0] ?? '').toUpperCase());
    await user.click(screen.getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'), slow);
  });
});
