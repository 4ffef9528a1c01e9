import { screen, within } from '@testing-library/react';
import { renderDesk } from '../../support/renderDesk';
import { useServer } from '../../support/server';
import { TEAMLEIDER } from '../../support/staffLogin';

useServer();

/** The desk's staff form applies the address rule the server applies (src/validation/addressRules.ts). */
describe("the staff form's address", () => {
  it('refuses a look-alike address in Dutch and adds no one', async () => {
    const { user } = await renderDesk({ route: '/medewerkers', staff: TEAMLEIDER });
    expect(await screen.findByRole('rowheader', { name: 'Sanne Supportdesk' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Naam'), 'Nina Nieuw');
    // 'support' with a Cyrillic 'о': Sanne's address to every reader.
    await user.type(screen.getByLabelText('E-mailadres'), 'suppоrt@demo.test');
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    const field = screen.getByLabelText('E-mailadres');
    expect(field).toHaveAccessibleDescription(/Gebruik een e-mailadres met alleen de letters a-z/);
    expect(screen.queryByText(/\/desk\/instellen#token=/)).not.toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'nina@demo.test,nora@demo.test');
    await user.click(screen.getByRole('button', { name: 'Toevoegen' }));
    expect(field).toHaveAccessibleDescription(/Het ingevulde e-mail adres is niet correct/);
    const table = screen.getByRole('table');
    expect(within(table).queryByRole('rowheader', { name: 'Nina Nieuw' })).not.toBeInTheDocument();
  });
});
