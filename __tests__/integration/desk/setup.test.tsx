import { screen, waitFor } from '@testing-library/react';
import type { StaffCreateResponse } from '../../../src/api/deskContract';
import { getConfig } from '../../../src/config';
import { renderDesk } from '../../support/renderDesk';
import { postJson, useServer } from '../../support/server';
import { staffLoginOverHttp, TEAMLEIDER } from '../../support/staffLogin';
import { totpCode } from '../../support/totp';

useServer();

/** A new account's set-up page, as its one-time link opens it (the token in the address's fragment). */
async function openSetupLink() {
  const { token } = await staffLoginOverHttp(getConfig().apiBaseUrl, TEAMLEIDER);
  const created = await postJson(
    '/desk/staff',
    { email: 'nina@demo.test', fullName: 'Nina Nieuw', role: 'medewerker' },
    token,
  );
  const link = (created.body as StaffCreateResponse).setupLink;
  window.history.replaceState(null, '', `/desk/instellen${new URL(link).hash}`);
  const view = await renderDesk({ route: '/instellen' });
  expect(await screen.findByText(/^Welkom Nina Nieuw\./)).toBeInTheDocument();
  return view;
}

describe('setting up a staff account', () => {
  it('refuses a password a customer could use but staff may not, in Dutch, at the field', async () => {
    const { user } = await openSetupLink();
    const password = screen.getByLabelText('Nieuw wachtwoord');
    expect(screen.getByText(/Minimaal 12 karakters/)).toBeInTheDocument();

    await user.type(password, 'Olifant-9');
    await user.tab();
    expect(
      await screen.findByText('Een wachtwoord voor de supportdesk moet minimaal 12 karakters bevatten.'),
    ).toBeInTheDocument();

    // The provider's name counts as a word an attacker knows: with a year it is no password.
    await user.clear(password);
    await user.type(password, 'Telvaro2026!!');
    expect(
      await screen.findByText(/^Dit wachtwoord is te makkelijk te raden: .* de naam van het bedrijf/),
    ).toBeVisible();

    await user.clear(password);
    await user.type(password, 'Welkom2024Welkom2025');
    expect(await screen.findByText(/^Dit wachtwoord is te makkelijk te raden/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Herhaal nieuw wachtwoord'), 'Welkom2024Welkom2025');
    await user.type(screen.getByLabelText('Code uit je app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Account instellen' }));
    expect(screen.getByText(/^Dit wachtwoord is te makkelijk te raden/)).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    // The form did not send it: the server would have said more (the code is wrong too).
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/De code is onjuist/)).not.toBeInTheDocument();
  });

  it('with a strong password and the code of the key it shows, the account is ready', async () => {
    const { user } = await openSetupLink();
    const secret = (document.querySelector('code.desk-secret') as HTMLElement).textContent ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await user.type(screen.getByLabelText('Nieuw wachtwoord'), 'Grijze-Olifant-Danst');
    await user.type(screen.getByLabelText('Herhaal nieuw wachtwoord'), 'Grijze-Olifant-Danst');
    await user.type(screen.getByLabelText('Code uit je app'), totpCode(secret));
    await user.click(screen.getByRole('button', { name: 'Account instellen' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Je account is klaar. Log in met je e-mailadres, wachtwoord en de code uit je app.',
      ),
    );
  });
});
