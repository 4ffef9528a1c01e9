import { screen, waitFor, within } from '@testing-library/react';
import { getConfig } from '../../../src/config';
import { logInOverHttp, renderApp } from '../../support/renderApp';
import { CLOCK_NOW, logRequests } from '../../support/requestLog';
import { useServer } from '../../support/server';

useServer({ CLOCK_NOW });

const textbox = (name: string) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Gegevens opslaan' });

async function outbox(): Promise<Array<{ to: string; subject: string }>> {
  const reply = await fetch(`${getConfig().apiBaseUrl}/dev/outbox`);
  return ((await reply.json()) as { messages: Array<{ to: string; subject: string }> }).messages;
}

describe('personal data against the reference server', () => {
  it('five sections; prefix and last name read-only; the IBAN cut at 12 with the full one in a dialog', async () => {
    const { user } = await renderApp({ route: '/account', account: 'admin@demo.test' });
    for (const name of ['Tenaamstelling', 'Contactgegevens', 'Adresgegevens', 'Bedrijfsgegevens', 'Betaalgegevens']) {
      expect(await screen.findByRole('region', { name })).toBeInTheDocument();
    }
    expect(textbox('Voornaam')).toHaveValue('Jan');
    expect(textbox('Tussenvoegsel')).toHaveAttribute('readonly');
    expect(textbox('Achternaam')).toHaveValue('Vries');
    expect(textbox('Achternaam')).toHaveAttribute('readonly');
    expect(textbox('Achternaam')).toHaveAccessibleDescription(
      'Tussenvoegsel en achternaam wijzig je niet hier: stel een vraag via Ondersteuning.',
    );
    expect(screen.getByRole('link', { name: 'Wachtwoord wijzigen' })).toHaveAttribute('href', '/password-edit');
    const iban = screen.getByRole('button', { name: 'NL91ABNA0417…, volledig IBAN tonen' });
    await user.click(iban);
    const dialog = await screen.findByRole('alertdialog', { name: 'IBAN voor SEPA incasso' });
    expect(dialog).toHaveTextContent('NL91ABNA0417164300');
    expect(dialog).toHaveTextContent('Wijzigingen van je bankrekening geef je door via de website.');
  });

  it('shows a rule per field but saves what breaks it; an empty voicemail address becomes the account address', async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/account', account: 'admin@demo.test' });
    const mobile = await screen.findByRole('textbox', { name: 'Telefoonnummer' });
    await user.clear(mobile);
    await user.type(mobile, '06-1234567');
    expect(mobile).toHaveAccessibleDescription('Alleen cijfers toegestaan.');
    // A warning, not a hint: the field is marked invalid, yet the save goes through.
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await user.clear(textbox('E-mailadres voor voicemail'));
    await user.click(save());
    expect(await screen.findByRole('alertdialog', { name: 'Voltooid' })).toHaveTextContent(
      'Je gegevens zijn opgeslagen.',
    );
    // The save invalidates the account; the page reads it again and shows what the server stored.
    await waitFor(() => expect(log.count('GET /account')).toBe(2));
    await waitFor(() => expect(textbox('E-mailadres voor voicemail')).toHaveValue('admin@demo.test'));
    expect(textbox('Telefoonnummer')).toHaveValue('06-1234567');
    const { token } = await logInOverHttp('admin@demo.test');
    const stored = await fetch(`${getConfig().apiBaseUrl}/account`, { headers: { authorization: `Bearer ${token}` } });
    expect(await stored.json()).toMatchObject({ mobile: '06-1234567', voicemailEmail: 'admin@demo.test' });
  });

  it('a refused save shows the prefix and the server message, and keeps every typed value', async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/account', account: 'admin@demo.test' });
    const city = await screen.findByRole('textbox', { name: 'Plaats' });
    await user.clear(city);
    await user.type(city, 'Haarlem');
    await user.clear(textbox('KvK-nummer'));
    await user.type(textbox('KvK-nummer'), '99887766');
    log.fail('POST /account', 400, { message: 'Plaats: Maximaal 100 karakters.' });
    await user.click(save());
    expect(await screen.findByRole('alertdialog', { name: 'Fout' })).toHaveTextContent(
      'De gegevens konden niet worden opgeslagen door een fout: Plaats: Maximaal 100 karakters.',
    );
    expect(textbox('Plaats')).toHaveValue('Haarlem');
    expect(textbox('KvK-nummer')).toHaveValue('99887766');
  });

  it('deletion is not offered with a subscription', async () => {
    await renderApp({ route: '/account', account: 'admin@demo.test' });
    const section = within(await screen.findByRole('region', { name: 'Account verwijderen' }));
    expect(section.queryByRole('button', { name: 'Account verwijderen' })).not.toBeInTheDocument();
    expect(section.getByText('Je kunt je account verwijderen als je geen abonnement meer hebt.')).toBeInTheDocument();
  });

  it('without a subscription: confirmation, then the button is replaced by the notice with the date', async () => {
    const { user } = await renderApp({ route: '/account', account: 'afscheid@demo.test' });
    await user.click(await screen.findByRole('button', { name: 'Account verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Account verwijderen' });
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByRole('alertdialog', { name: 'Voltooid' })).toHaveTextContent(
      'Je account wordt verwijderd op 1 april 2026.',
    );
    const section = within(screen.getByRole('region', { name: 'Account verwijderen' }));
    await waitFor(() => expect(section.getByText('Je account wordt verwijderd op 1 april 2026.')).toBeInTheDocument());
    expect(section.queryByRole('button', { name: 'Account verwijderen' })).not.toBeInTheDocument();
  });

  it('the export: the button is replaced by the notice, and the mail goes to the own address', async () => {
    const { user } = await renderApp({ route: '/account', account: 'admin@demo.test' });
    await user.click(await screen.findByRole('button', { name: 'Persoonsgegevens exporteren' }));
    expect(
      await screen.findByText(
        'Je export is aangevraagd. Je ontvangt een e-mail met een link om je gegevens te downloaden.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Persoonsgegevens exporteren' })).not.toBeInTheDocument();
    expect(await outbox()).toEqual([
      expect.objectContaining({ to: 'admin@demo.test', subject: 'Je persoonsgegevens downloaden' }),
    ]);
  });

  it('the export notice survives a reload: the server knows the request', async () => {
    const first = await renderApp({ route: '/account', account: 'admin@demo.test' });
    await first.user.click(await screen.findByRole('button', { name: 'Persoonsgegevens exporteren' }));
    const notice = 'Je export is aangevraagd. Je ontvangt een e-mail met een link om je gegevens te downloaden.';
    expect(await screen.findByText(notice)).toBeInTheDocument();
    first.unmount();

    await renderApp({ route: '/account', account: 'admin@demo.test' });
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Persoonsgegevens exporteren' })).not.toBeInTheDocument();
  });
});
