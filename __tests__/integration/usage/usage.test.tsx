import { screen, waitFor, within } from '@testing-library/react';
import { getConfig } from '../../../src/config';
import { renderApp } from '../../support/renderApp';
import { CLOCK_NOW, logRequests } from '../../support/requestLog';
import { postJson, useServer } from '../../support/server';

// A fixed "now" (15 March 2026), so the seeded calls of February and March are known.
useServer({ CLOCK_NOW });

/** The month's list by its accessible name, whose date keeps no-break spaces. */
const callList = (month: string) =>
  screen.findByRole('list', { name: `Gesprekken van ${month.replace(' ', '\u00a0')}` });
const rowsOf = (list: HTMLElement) => within(list).getAllByRole('listitem');

/** Captures what the CSV button hands to the browser: the file's name and text. */
function captureDownloads() {
  const files: Array<{ name: string; blob: Blob }> = [];
  let lastBlob: Blob | null = null;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      lastBlob = blob;
      return 'blob:calls';
    },
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) files.push({ name: this.download, blob: lastBlob });
  });
  return files;
}

/** jsdom's Blob has no text(); FileReader decodes it as a browser would (a byte-order mark dropped). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

describe('usage against the reference server', () => {
  it('shows the totals, a legend with percentages and the categories as a table, each read once', async () => {
    const log = logRequests();
    await renderApp({ route: '/usage', account: 'admin@demo.test' });
    expect(await screen.findByText('Laatst bijgewerkt: 14-03-2026 10:54')).toBeInTheDocument();
    // Durations as hours, min, sec (requirements §9): 11,600 seconds of talk, not '205 minuten'.
    expect(screen.getByText('3 uur, 13 min, 20 sec')).toBeInTheDocument();

    const legend = screen.getByRole('list', { name: 'Legenda' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Servicenummers 45,9%', 'Internationaal 29,8%', 'Vast 13,2%', 'Mobiel 11,2%']);
    // The chart's text alternative: one picture label naming every share, and the figures as a table.
    // The charts follow the figures in a chunk of their own.
    expect(await screen.findByRole('img', { name: /Servicenummers 45,9%, Internationaal 29,8%/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Gesprekken en belduur per categorie deze maand' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Categorie', 'Uitgaand', 'Duur (u:mm:ss)']);
    expect(
      within(table).getByRole('row', { name: 'Servicenummers 9 1\u00a0uur,\u00a030\u00a0min,\u00a018\u00a0sec' }),
    ).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Mobiel 2 21\u00a0min,\u00a037\u00a0sec' })).toBeInTheDocument();

    await callList('maart 2026');
    expect(log.count('GET /usage')).toBe(1);
    expect(log.count('GET /usage/calls/100001')).toBe(1);
    // The calls are asked for once the figures are shown, so they do not share a slow line.
    expect(log.shownAt('GET /usage/calls/100001')).toContain('3 uur, 13 min, 20 sec');
  });

  it('lists the calls with direction, number, date, time, duration in words and what each one costs', async () => {
    const { user } = await renderApp({ route: '/usage', account: 'admin@demo.test' });
    const rows = rowsOf(await callList('maart 2026'));
    expect(rows).toHaveLength(28);
    expect(screen.getByText('28 gesprekken')).toBeInTheDocument();
    // A 0800 number is free; a foreign number gets its '+' and costs € 0,06 per started minute (590 s: 10).
    expect(rows[0]).toHaveTextContent('Uitgaand 08001234 14-03-2026 10:54 11 min, 2 sec gratis');
    expect(rows[1]).toHaveTextContent('Uitgaand +3225123456 14-03-2026 08:35 9 min, 50 sec € 0,60 excl. btw');
    expect(rows[3]).toHaveTextContent('Inkomend 0507778899 13-03-2026 13:35 10 min, 8 sec gratis');
    // Zakelijk Plus includes 1,000 minutes: national calls cost nothing more.
    expect(rows[4]).toHaveTextContent('Uitgaand 0687654321 12-03-2026 15:51 12 min, 36 sec binnen bundel');
    expect(screen.getByText('Gesprekskosten: € 6,12 excl. btw, op de factuur van 1 april 2026.')).toBeInTheDocument();
    // Last month's calls are on the invoice of February, issued on 1 March: named by its number.
    await user.click(screen.getByRole('button', { name: 'Vorige maand' }));
    expect(
      await screen.findByText('Gesprekskosten: € 8,40 excl. btw, op factuur F2026-000018 van 1 maart 2026.'),
    ).toBeInTheDocument();
  });

  it('loads more of a long month on request, moving the focus to the first call it added', async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/usage', account: 'admin@demo.test' });
    await callList('maart 2026');
    await user.click(screen.getByRole('button', { name: 'Vorige maand' }));
    const february = await callList('februari 2026');
    expect(rowsOf(february)).toHaveLength(50);
    expect(screen.getByRole('status')).toHaveTextContent('50 van 56 gesprekken getoond');
    // The button says how many calls are not loaded yet.
    await user.click(screen.getByRole('button', { name: 'Meer laden (nog 6 gesprekken)' }));
    await waitFor(() => expect(rowsOf(february)).toHaveLength(56));
    expect(screen.getByRole('status')).toHaveTextContent('56 gesprekken');
    await waitFor(() => expect(rowsOf(february)[50]).toHaveFocus());
    expect(screen.queryByRole('button', { name: /^Meer laden/ })).not.toBeInTheDocument();
    // Both months' first pages and one more page: never the month at once.
    expect(log.count('GET /usage/calls/100001')).toBe(3);
  });

  it('filters by direction and searches a number on the server', async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/usage', account: 'admin@demo.test' });
    await callList('maart 2026');
    await user.click(screen.getByRole('button', { name: 'Vorige maand' }));
    await callList('februari 2026');
    const before = log.count('GET /usage/calls/100001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Richting' }), 'Inkomend');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('16 gesprekken (56 deze maand)'));
    const incoming = rowsOf(await callList('februari 2026'));
    expect(incoming).toHaveLength(16);
    for (const row of incoming) expect(row).toHaveTextContent('Inkomend');
    // The cost above a filtered list is still the month's, and says so.
    expect(
      screen.getByText(
        'Gesprekskosten van de hele maand, zonder filter: € 8,40 excl. btw, op factuur F2026-000018 van 1 maart 2026.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Meer laden/ })).not.toBeInTheDocument();
    expect(log.count('GET /usage/calls/100001')).toBe(before + 1);

    await user.type(screen.getByRole('searchbox', { name: 'Zoek op nummer' }), '062 233');
    await waitFor(() => expect(screen.getByRole('status')).not.toHaveTextContent('16 gesprekken'));
    const matching = rowsOf(await callList('februari 2026'));
    expect(matching.length).toBeGreaterThan(0);
    for (const row of matching) expect(row).toHaveTextContent(/^Inkomend 0622334455 /);
    await user.type(screen.getByRole('searchbox', { name: 'Zoek op nummer' }), '999');
    expect(await screen.findByText('Geen gesprekken gevonden.')).toBeInTheDocument();
  });

  it("downloads the filtered calls from the server as ';'-separated CSV with a header row", async () => {
    const files = captureDownloads();
    const { user } = await renderApp({ route: '/usage', account: 'admin@demo.test' });
    await callList('maart 2026');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Richting' }), 'Uitgaand');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('22 gesprekken (28 deze maand)'));
    await user.click(screen.getByRole('button', { name: 'Gesprekken van maart\u00a02026 downloaden als CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.name).toBe('gesprekken-2026-03.csv');
    const lines = (await readText(files[0]!.blob))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Richting;Nummer;Datum;Tijd;Duur;Duur (sec);Kosten;Tarief');
    expect(lines).toHaveLength(1 + 22);
    expect(lines[1]).toBe('Uitgaand;08001234;14-03-2026;10:54;11 min, 2 sec;662;0,00;gratis');
    expect(lines[2]).toBe('Uitgaand;+3225123456;14-03-2026;08:35;9 min, 50 sec;590;0,60;buiten bundel');
    expect(lines.slice(1).every((line) => line.startsWith('Uitgaand;'))).toBe(true);
  });

  it("shows the server's Dutch refusal in 'Fout' when the hour's downloads are used up, and saves no file", async () => {
    const files = captureDownloads();
    const login = await postJson('/auth/token', { email: 'admin@demo.test', password: 'Welkom123' });
    const { token } = login.body as { token: string };
    // The hour's downloads of the account, used up outside the app.
    for (let used = 0; used < 10; used += 1) {
      const reply = await fetch(`${getConfig().apiBaseUrl}/usage/calls/100001/csv`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect([used, reply.status]).toEqual([used, 200]);
      await reply.text();
    }
    const { user } = await renderApp({ route: '/usage', account: 'admin@demo.test' });
    await callList('maart 2026');
    await user.click(screen.getByRole('button', { name: 'Gesprekken van maart\u00a02026 downloaden als CSV' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Fout' });
    expect(dialog).toHaveTextContent(
      'Je hebt het afgelopen uur te veel downloads en exports van je account gevraagd. Probeer het later opnieuw.',
    );
    expect(files).toEqual([]);
  });

  it("mails a month's call data: 'Verstuurd' with the server's message, and the mail is sent", async () => {
    const { user } = await renderApp({ route: '/usage', account: 'admin@demo.test' });
    await callList('maart 2026');
    await user.click(screen.getByRole('button', { name: 'Gesprekken van maart\u00a02026 mailen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Verstuurd' });
    expect(dialog).toHaveTextContent('De gesprekken zijn verstuurd naar admin@demo.test.');
    const outbox = (await (await fetch(`${getConfig().apiBaseUrl}/dev/outbox`)).json()) as {
      messages: Array<{ to: string; subject: string }>;
    };
    expect(outbox.messages[0]).toMatchObject({ to: 'admin@demo.test', subject: 'Je gesprekken van 03-2026' });
  });

  it("shows the server's message in 'Fout' when mailing fails", async () => {
    const log = logRequests();
    const { user } = await renderApp({ route: '/usage', account: 'admin@demo.test' });
    await callList('maart 2026');
    await user.click(screen.getByRole('button', { name: 'Vorige maand' }));
    await callList('februari 2026');
    log.fail('GET /usage/downloadpreviousmonth/100001/2/2026', 502, {
      message: 'De e-mail kon niet worden verstuurd.',
    });
    await user.click(screen.getByRole('button', { name: 'Gesprekken van februari\u00a02026 mailen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Fout' });
    expect(dialog).toHaveTextContent('De e-mail kon niet worden verstuurd.');
  });

  it('a failed read shows the calm notice with a retry, not an error dialog', async () => {
    const log = logRequests();
    log.fail('GET /usage', 500, { message: 'Kapot' });
    await renderApp({ route: '/usage', account: 'admin@demo.test' });
    expect(await screen.findByText('Gegevens konden niet worden opgehaald.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeEnabled());
  });
});
