import { screen, waitFor, within } from '@testing-library/react';
import { getConfig } from '../../../src/config';
import { renderDesk } from '../../support/renderDesk';
import { postJson, useServer } from '../../support/server';
import { DEMO_STAFF_PASSWORD, DEMO_STAFF_SECRET, MEDEWERKER, staffLoginOverHttp } from '../../support/staffLogin';
import { totpCode } from '../../support/totp';

useServer();

/** Five wrong codes after the right password, as someone who knows it would guess. */
async function guessCodes(): Promise<void> {
  const right = totpCode(DEMO_STAFF_SECRET);
  const code = right === '000000' ? '111111' : '000000';
  for (let i = 0; i < 5; i += 1)
    await postJson('/desk/auth/token', { email: MEDEWERKER, password: DEMO_STAFF_PASSWORD, code });
}

const staffRow = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('a staff account locked by wrong codes', () => {
  it('logging in says so, in Dutch, even with the right code', async () => {
    await guessCodes();
    const { user } = await renderDesk({ route: '/' });
    await user.type(await screen.findByLabelText('E-mailadres'), MEDEWERKER);
    await user.type(screen.getByLabelText('Wachtwoord'), DEMO_STAFF_PASSWORD);
    await user.type(screen.getByLabelText('Code'), totpCode(DEMO_STAFF_SECRET));
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Fout' });
    expect(dialog).toHaveTextContent(
      'Je account is vergrendeld na te veel onjuiste codes. Een teamleider kan het ontgrendelen',
    );
  });

  it("shows as locked on 'Medewerkers'; a teamleider unlocks it with 'Ontgrendelen', and it logs in again", async () => {
    await guessCodes();
    const { user } = await renderDesk({ route: '/medewerkers', staff: 'teamleider@demo.test' });
    await screen.findByRole('rowheader', { name: 'Sanne Supportdesk' });
    const row = staffRow('Sanne Supportdesk');
    expect(within(row).getByText('Vergrendeld (onjuiste codes)')).toBeInTheDocument();
    expect(within(staffRow('Tom Teamleider')).queryByRole('button', { name: 'Ontgrendelen' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Ontgrendelen' }));
    await waitFor(() => expect(within(staffRow('Sanne Supportdesk')).getByText('Ingesteld')).toBeInTheDocument());
    expect(
      within(staffRow('Sanne Supportdesk')).queryByRole('button', { name: 'Ontgrendelen' }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Audit' }));
    expect(await screen.findByText('Medewerker ontgrendeld')).toBeInTheDocument();
    expect(screen.getByText('Account vergrendeld door onjuiste codes')).toBeInTheDocument();
    await expect(staffLoginOverHttp(getConfig().apiBaseUrl, MEDEWERKER)).resolves.toMatchObject({
      staff: { email: MEDEWERKER },
    });
  });
});
