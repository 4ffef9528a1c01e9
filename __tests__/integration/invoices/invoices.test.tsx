import { screen, waitFor, within } from '@testing-library/react';
import { getConfig } from '../../../src/config';
import { catchPageDownloads } from '../../support/pageDownloads';
import { pdfText } from '../../support/pdfText';
import { logInOverHttp } from '../../support/renderApp';
import { renderApp } from '../../support/renderApp';
import { CLOCK_NOW, logRequests, watchForText } from '../../support/requestLog';
import { useServer } from '../../support/server';

// Two mails an hour, so the limit's answer can be seen; every test starts with no mail counted.
useServer({ CLOCK_NOW, LIMIT_MAILS_ACCOUNT_HOUR: '2' });
afterEach(() => jest.restoreAllMocks());

const MAIL_SENT = 'De download link om de factuur te downloaden is verstuurd naar facturen@demo.test.';

async function outbox(): Promise<Array<{ to: string; subject: string }>> {
  const reply = await fetch(`${getConfig().apiBaseUrl}/dev/outbox`);
  return ((await reply.json()) as { messages: Array<{ to: string; subject: string }> }).messages;
}

describe('invoices against the reference server', () => {
  it("lists date, number and price excl. and incl. btw, a top-up too, which says 'Vooraf betaald'", async () => {
    await renderApp({ route: '/invoices', account: 'admin@demo.test' });
    const list = await screen.findByRole('list', { name: 'Facturen' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    const prepaid = items[0];
    const monthly = items[1];
    expect(prepaid).toHaveTextContent('1 maart 2026');
    expect(prepaid).toHaveTextContent('F2026-000024');
    expect(prepaid).toHaveTextContent('€ 8,26 excl. btw');
    expect(prepaid).toHaveTextContent('€ 9,99 incl. btw');
    expect(prepaid).toHaveTextContent('Vooraf betaald');
    expect(monthly).not.toHaveTextContent('Vooraf betaald');
    expect(monthly).toHaveTextContent(/^1 maart 2026F2026-000018/);
    // The plan, the extras and February's calls outside the bundle (€ 8,40 of the seeded calls).
    expect(monthly).toHaveTextContent('€ 27,35 excl. btw');
    expect(monthly).toHaveTextContent('€ 33,09 incl. btw');
  });

  it("the icon mails a download link to the invoice address, under the overlay: 'Voltooid' says where it went", async () => {
    const { user } = await renderApp({ route: '/invoices', account: 'admin@demo.test' });
    const button = await screen.findByRole('button', { name: 'Downloadlink van factuur F2026-000018 mailen' });
    const overlay = watchForText('Bezig met opslaan van jouw gegevens');
    await user.click(button);
    expect(await screen.findByRole('alertdialog', { name: 'Voltooid' })).toHaveTextContent(MAIL_SENT);
    expect(overlay.seen()).toBe(true);
    expect(await outbox()).toEqual([
      expect.objectContaining({ to: 'facturen@demo.test', subject: 'Je factuur downloaden' }),
    ]);
  });

  it("too many mails in an hour: the server's Dutch 429 in the 'Fout' dialog", async () => {
    const { user } = await renderApp({ route: '/invoices', account: 'admin@demo.test' });
    const button = await screen.findByRole('button', { name: 'Downloadlink van factuur F2026-000018 mailen' });
    for (let i = 0; i < 2; i += 1) {
      await user.click(button);
      await user.click(
        within(await screen.findByRole('alertdialog', { name: 'Voltooid' })).getByRole('button', { name: 'OK' }),
      );
    }
    await user.click(button);
    expect(await screen.findByRole('alertdialog', { name: 'Fout' })).toHaveTextContent(
      'Er zijn het afgelopen uur te veel e-mails verstuurd vanuit je account. Probeer het later opnieuw.',
    );
    expect(await outbox()).toHaveLength(2);
  });

  it("a mail failure shows the server's message; a failed prepare 'Gegevens konden niet worden opgehaald.'", async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/invoices', account: 'admin@demo.test' });
    const mail = await screen.findByRole('button', { name: 'Downloadlink van factuur F2026-000018 mailen' });
    log.fail('POST /download/prepare', 502, {
      message: 'De e-mail kon niet worden verstuurd. Probeer het later opnieuw.',
    });
    await user.click(mail);
    const failed = await screen.findByRole('alertdialog', { name: 'Fout' });
    expect(failed).toHaveTextContent('De e-mail kon niet worden verstuurd. Probeer het later opnieuw.');
    await user.click(within(failed).getByRole('button', { name: 'OK' }));
    log.fail('POST /download/prepare', 500, {});
    await user.click(mail);
    expect(await screen.findByRole('alertdialog', { name: 'Fout' })).toHaveTextContent(
      'Gegevens konden niet worden opgehaald.',
    );
  });

  it('the invoice page shows period, lines, btw and totals; the PDF downloads through a short-lived link, no window', async () => {
    const tokens = await logInOverHttp('admin@demo.test');
    const list = await fetch(`${getConfig().apiBaseUrl}/invoices`, {
      headers: { authorization: `Bearer ${tokens.token}` },
    });
    const invoices = (await list.json()) as Array<{ id: number; number: string }>;
    const monthly = invoices.find((invoice) => invoice.number === 'F2026-000018');
    const downloads = catchPageDownloads();

    const { user, store } = await renderApp({ route: `/invoice/${monthly?.id}`, account: 'admin@demo.test' });
    expect(await screen.findByRole('heading', { name: 'Factuur F2026-000018' })).toBeInTheDocument();
    expect(screen.getByText('1 februari 2026 t/m 28 februari 2026')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Specificatie' });
    expect(within(table).getByRole('row', { name: 'Abonnement Zakelijk Plus €\u00a014,95' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: '2 x Extra gebruiker €\u00a02,00' })).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: 'Gesprekken buiten de bundel, Internationaal: 103 min. €\u00a06,18' }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Bedrag excl.\u00a0btw €\u00a027,35' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Btw 21% €\u00a05,74' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Bedrag incl.\u00a0btw €\u00a033,09' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'PDF downloaden' }));
    await waitFor(() => expect(downloads.links).toEqual([expect.stringMatching(/\/api\/download\/file\/.+/)]));
    // Downloaded in the page: no window opens, none stays blank.
    expect(downloads.windows()).toBe(0);
    const link = downloads.links[0] ?? '';
    const bearer = store.getState().session.tokens?.token ?? 'no token';
    expect(link).not.toContain(bearer);
    const pdf = await fetch(link);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="factuur-F2026-000018.pdf"');
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Factuur F2026-000018');
    expect(text).toContain('Totaal incl. btw € 33,09');
  });

  it('a top-up invoice page shows its amount excl. btw and its btw, as its PDF does', async () => {
    const tokens = await logInOverHttp('admin@demo.test');
    const list = await fetch(`${getConfig().apiBaseUrl}/invoices`, {
      headers: { authorization: `Bearer ${tokens.token}` },
    });
    const invoices = (await list.json()) as Array<{ id: number; number: string }>;
    const prepaid = invoices.find((invoice) => invoice.number === 'F2026-000024');
    await renderApp({ route: `/invoice/${prepaid?.id}`, account: 'admin@demo.test' });
    expect(await screen.findByRole('heading', { name: 'Factuur F2026-000024' })).toBeInTheDocument();
    expect(screen.getByText('Vooraf betaald')).toBeInTheDocument();
    // Its period is the day of the top-up, said once.
    const period = screen.getByText('Periode').nextElementSibling;
    expect(period?.textContent).toMatch(/^\d{1,2}\u00a0\w+\u00a0\d{4}$/);
    const table = screen.getByRole('table', { name: 'Specificatie' });
    expect(within(table).getByRole('row', { name: 'Tegoed Prepaid 200 €\u00a08,26' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Bedrag excl.\u00a0btw €\u00a08,26' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Btw 21% €\u00a01,73' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Bedrag incl.\u00a0btw €\u00a09,99' })).toBeInTheDocument();
  });

  it("another customer's invoice is not shown", async () => {
    const other = await logInOverHttp('ander@demo.test');
    const reply = await fetch(`${getConfig().apiBaseUrl}/invoices`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    const [theirs] = (await reply.json()) as Array<{ id: number }>;
    await renderApp({ route: `/invoice/${theirs?.id}`, account: 'admin@demo.test' });
    expect(await screen.findByText('Deze factuur bestaat niet of hoort niet bij jouw account.')).toBeInTheDocument();
  });
});
