import { screen, waitFor, within } from '@testing-library/react';
import { logInOverHttp, renderApp } from '../../support/renderApp';
import { logRequests } from '../../support/requestLog';
import { postJson, useServer } from '../../support/server';

useServer();

const field = () => screen.findByRole('textbox', { name: 'Nummer' });
const addButton = () => screen.getByRole('button', { name: 'Voeg toe' });

describe('blocked numbers against the reference server', () => {
  it('lists the numbers with a plus unless they start with 0, each with a named delete button', async () => {
    await renderApp({ route: '/blacklist', account: 'admin@demo.test' });
    const list = within(await screen.findByRole('region', { name: 'Geblokkeerde nummers' }));
    expect(list.getByText('+31612345670')).toBeInTheDocument();
    expect(list.getByText('0851234567')).toBeInTheDocument();
    expect(list.getByText('+3225123456')).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Verwijder +31612345670' })).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Verwijder 0851234567' })).toBeInTheDocument();
  });

  it("refuses an invalid number with 'Het ingevulde nummer is niet correct' and sends nothing", async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/blacklist', account: 'admin@demo.test' });
    for (const bad of ['123456', '06.12345678', '12345678901234567']) {
      await user.clear(await field());
      await user.type(await field(), bad);
      await user.click(addButton());
      const dialog = await screen.findByRole('alertdialog', { name: 'Fout' });
      expect(dialog).toHaveTextContent('Het ingevulde nummer is niet correct');
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    }
    expect(log.count('POST /blacklist/add')).toBe(0);
    expect(await field()).toHaveValue('12345678901234567');
  });

  it('a number on the list already, however written, is refused once, before any question, and nothing is sent', async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/blacklist', account: 'admin@demo.test' });
    for (const listed of ['0851234567', '+31 6 1234 5670']) {
      await user.clear(await field());
      await user.type(await field(), listed);
      await user.click(addButton());
      const dialog = await screen.findByRole('alertdialog', { name: 'Fout' });
      expect(dialog).toHaveTextContent('Dit nummer staat al op de bloklijst.');
      // One message: no question before it, none on the page beside it.
      expect(screen.queryByRole('dialog', { name: 'Nummer blokkeren' })).not.toBeInTheDocument();
      expect(screen.getAllByText('Dit nummer staat al op de bloklijst.')).toHaveLength(1);
      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      expect(screen.queryByText('Dit nummer staat al op de bloklijst.')).not.toBeInTheDocument();
    }
    expect(await field()).toHaveValue('+31 6 1234 5670');
    expect(log.count('POST /blacklist/add')).toBe(0);
  });

  it('a refusal of the server shows once, in its dialog, and the typed number stays', async () => {
    const { token } = await logInOverHttp('admin@demo.test');
    const { user } = await renderApp({ route: '/blacklist', account: 'admin@demo.test' });
    await user.type(await field(), '0201112299');
    // Meanwhile, in another window, the same number was blocked.
    expect((await postJson('/blacklist/add', { userPoc: '100001', blacklistNumber: '0201112299' }, token)).status).toBe(
      200,
    );
    await user.click(addButton());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Nummer blokkeren' })).getByRole('button', {
        name: 'Bevestigen',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Fout' });
    expect(dialog).toHaveTextContent('Dit nummer staat al op de bloklijst.');
    expect(screen.getAllByText(/Dit nummer staat al op de bloklijst\./)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await field()).toHaveValue('0201112299');
  });

  it('confirms with the plus shown, adds, and the list shows the number', async () => {
    const { user } = await renderApp({ route: '/blacklist', account: 'admin@demo.test' });
    await user.type(await field(), '+31 201112233'.replace(' ', ''));
    await user.click(addButton());
    const confirm = await screen.findByRole('dialog', { name: 'Nummer blokkeren' });
    expect(confirm).toHaveTextContent('Weet je zeker dat je +31201112233 wilt blokkeren?');
    await user.click(within(confirm).getByRole('button', { name: 'Bevestigen' }));
    const done = await screen.findByRole('alertdialog', { name: 'Voltooid' });
    expect(done).toHaveTextContent('Het nummer is toegevoegd aan de bloklijst.');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('button', { name: 'Verwijder +31201112233' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nummer' })).toHaveValue(''));
  });

  it('a number starting with 0 is confirmed without a plus; cancelling sends nothing', async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/blacklist', account: 'admin@demo.test' });
    await user.type(await field(), '0201112233');
    await user.click(addButton());
    const confirm = await screen.findByRole('dialog', { name: 'Nummer blokkeren' });
    expect(confirm).toHaveTextContent('Weet je zeker dat je 0201112233 wilt blokkeren?');
    await user.click(within(confirm).getByRole('button', { name: 'Sluiten' }));
    expect(log.count('POST /blacklist/add')).toBe(0);
    expect(await field()).toHaveValue('0201112233');
  });

  it('removes a number after a confirmation, with the success text; cancelling keeps it', async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/blacklist', account: 'admin@demo.test' });
    await user.click(await screen.findByRole('button', { name: 'Verwijder 0851234567' }));
    const ask = await screen.findByRole('dialog', { name: 'Nummer verwijderen' });
    expect(ask).toHaveTextContent('Weet je zeker dat je 0851234567 uit de bloklijst wilt verwijderen?');
    await user.click(within(ask).getByRole('button', { name: 'Sluiten' }));
    expect(log.count('POST /blacklist/remove')).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Verwijder 0851234567' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Nummer verwijderen' })).getByRole('button', {
        name: 'Verwijderen',
      }),
    );
    expect(await screen.findByRole('alertdialog', { name: 'Voltooid' })).toHaveTextContent(
      'Het nummer is verwijderd uit de bloklijst.',
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Verwijder 0851234567' })).not.toBeInTheDocument());
  });

  it('at exactly 200 the add form is hidden, with a notice', async () => {
    const { token } = await logInOverHttp('admin@demo.test');
    for (let i = 3; i < 200; i += 1) {
      const reply = await postJson(
        '/blacklist/add',
        { userPoc: '100001', blacklistNumber: `0612${String(i).padStart(6, '0')}` },
        token,
      );
      expect(reply.status).toBe(200);
    }
    // At 199 the form still shows; one more through it makes 200, and then the form is gone with a notice.
    await postJson('/blacklist/remove', { userPoc: '100001', blacklistNumber: '0612000199' }, token);
    const { user } = await renderApp({ route: '/blacklist', account: 'admin@demo.test' });
    expect(await screen.findByText('199 nummers geblokkeerd')).toBeInTheDocument();
    await user.type(await field(), '06 1200 0199');
    await user.click(addButton());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Nummer blokkeren' })).getByRole('button', {
        name: 'Bevestigen',
      }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Voltooid' })).getByRole('button', { name: 'OK' }),
    );
    expect(await screen.findByText('200 nummers geblokkeerd')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Je hebt het maximum van 200 nummers geblokkeerd. Verwijder eerst een nummer om een ander te blokkeren.',
    );
    expect(screen.queryByRole('button', { name: 'Voeg toe' })).not.toBeInTheDocument();
  }, 60_000);
});
