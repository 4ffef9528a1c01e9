import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { screen, waitFor, within } from '@testing-library/react';
import type { Diagnostics, TicketDiagnosticsResponse, TicketsResponse } from '../../../src/api/contract';
import { getConfig } from '../../../src/config';
import { logInOverHttp, renderApp } from '../../support/renderApp';
import { logRequests } from '../../support/requestLog';
import { useServer } from '../../support/server';
import { MEDEWERKER, staffLoginOverHttp } from '../../support/staffLogin';

useServer();

const OPEN_TICKET = 'Doorschakelen naar mijn mobiel werkt niet';
const checkbox = () => screen.getByRole('checkbox', { name: 'Technische gegevens meesturen' });
const disclosure = () => screen.getByRole('button', { name: 'Bekijk wat er wordt meegestuurd' });
/** The JSON the disclosure shows, parsed. */
function shownLog(): Diagnostics {
  const text = document.querySelector('pre.diagnostics-json')?.textContent;
  if (!text) throw new Error('the disclosure shows no JSON');
  return JSON.parse(text) as Diagnostics;
}

async function ticketIdOf(subject: string): Promise<number> {
  const { token } = await logInOverHttp('admin@demo.test');
  const response = await fetch(`${getConfig().apiBaseUrl}/tickets`, { headers: { authorization: `Bearer ${token}` } });
  const ticket = ((await response.json()) as TicketsResponse).tickets.find((t) => t.subject === subject);
  if (!ticket) throw new Error(`no ticket '${subject}'`);
  return ticket.id;
}
/** The ticket's logs as support staff download them in the desk. */
async function downloadLogs(ticketId: number): Promise<TicketDiagnosticsResponse> {
  const { token } = await staffLoginOverHttp(getConfig().apiBaseUrl, MEDEWERKER);
  const response = await fetch(`${getConfig().apiBaseUrl}/desk/ticket/${ticketId}/logs`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as TicketDiagnosticsResponse;
}

describe('technical data with a question', () => {
  it('sends, with the box ticked, exactly the log shown, and support can download it', async () => {
    const { user } = await renderApp({ route: '/feedback/create', account: 'admin@demo.test', platform: 'desktop' });
    await user.type(await screen.findByRole('textbox', { name: 'Onderwerp' }), 'Bellen lukt niet');
    const category = screen.getByRole('combobox', { name: 'Categorie' });
    await waitFor(() => expect(within(category).getAllByRole('option')).toHaveLength(4));
    await user.type(screen.getByRole('textbox', { name: 'Bericht' }), 'Bel mij op 0612345678 of mail admin@demo.test');

    expect(checkbox()).not.toBeChecked();
    expect(disclosure()).toHaveAttribute('aria-expanded', 'false');
    await user.click(disclosure());
    expect(disclosure()).toHaveAttribute('aria-expanded', 'true');
    await user.click(checkbox());
    const shown = shownLog();
    const shownText = document.querySelector('pre.diagnostics-json')?.textContent;
    expect(shown).toMatchObject({
      format: 'portal-action-log/1',
      appVersion: getConfig().appVersion,
      platform: 'desktop',
      viewport: { width: window.innerWidth, height: window.innerHeight },
      truncated: false,
    });
    // What happened in this tab: the session started, the categories came in.
    const types = shown.actions.map((a) => a.type);
    expect(types).toContain('session/loggedIn');
    expect(types).toContain('api/executeQuery/fulfilled');
    const categories = shown.actions.find((a) => JSON.stringify(a.meta ?? '').includes('getTicketOptions'));
    expect(categories).toBeDefined();
    expect(JSON.stringify(shown)).not.toMatch(/admin@demo\.test|Jan de Vries|"token":"ey/);

    const log = logRequests();
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await screen.findByRole('link', { name: /Bellen lukt niet/ });
    expect(log.count('POST /tickets')).toBe(1);

    const download = await downloadLogs(await ticketIdOf('Bellen lukt niet'));
    expect(download.logs).toHaveLength(1);
    expect(download.logs[0]?.source).toBe('ticket');
    // The very text shown, in its order: support reads what the customer saw.
    expect(JSON.stringify(download.logs[0]?.diagnostics, null, 2)).toBe(shownText);
  });

  it('sends nothing technical when the box stays unticked', async () => {
    const { user } = await renderApp({ route: '/feedback/create', account: 'admin@demo.test' });
    await user.type(await screen.findByRole('textbox', { name: 'Onderwerp' }), 'Zonder gegevens');
    await waitFor(() =>
      expect(within(screen.getByRole('combobox', { name: 'Categorie' })).getAllByRole('option')).toHaveLength(4),
    );
    await user.type(screen.getByRole('textbox', { name: 'Bericht' }), 'Een vraag zonder technische gegevens.');
    await user.click(disclosure());
    expect(shownLog().actions.length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    await screen.findByRole('link', { name: /Zonder gegevens/ });
    expect((await downloadLogs(await ticketIdOf('Zonder gegevens'))).logs).toEqual([]);
  });
});

describe('technical data with a reply, replayed by support', () => {
  it('stores the log with the reply, and the replay script rebuilds the state after each action', async () => {
    const { user } = await renderApp({ route: '/feedback', account: 'admin@demo.test' });
    await user.click(await screen.findByRole('link', { name: new RegExp(OPEN_TICKET) }));
    await user.type(await screen.findByRole('textbox', { name: 'Jouw reactie' }), 'Het probleem is er nog steeds.');
    await user.click(checkbox());
    await user.click(screen.getByRole('button', { name: 'Reactie versturen' }));
    expect(await screen.findByText('Het probleem is er nog steeds.')).toBeInTheDocument();
    // The box empties with the reply box.
    await waitFor(() => expect(checkbox()).not.toBeChecked());

    const download = await downloadLogs(await ticketIdOf(OPEN_TICKET));
    expect(download.logs.map((l) => l.source)).toEqual(['reply']);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'replay-')), 'ticket.json');
    writeFileSync(file, JSON.stringify(download));
    const devtools = `${file}.devtools.json`;

    const run = promisify(execFile);
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', path.join('scripts', 'replay.ts'), file, '--devtools', devtools],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const actions = download.logs[0]?.diagnostics.actions ?? [];
    expect(stdout).toContain(`${actions.length} actions`);
    expect(stdout).toContain(`#${actions.length} `);
    expect(stdout).not.toContain('reducer error');
    // The state after the last action: logged in, and the opened ticket in the cache, as in the tab.
    const lastState = JSON.parse(
      stdout
        .slice(stdout.lastIndexOf(`#${actions.length} `))
        .replace(/^[^\n]*\n/, '')
        .split('\nRedux DevTools file')[0] ?? '',
    ) as {
      session: { status: string };
      api: { queries: Record<string, { status: string; data?: { subject?: string } }> };
    };
    expect(lastState.session.status).toBe('loggedIn');
    const ticketQuery = Object.entries(lastState.api.queries).find(([key]) => key.startsWith('getTicket('));
    expect(ticketQuery?.[1].status).toBe('fulfilled');
    expect(ticketQuery?.[1].data?.subject).toBe('‹tekst:41›');
    expect(stdout).toContain(`Redux DevTools file: ${devtools}`);
    // The DevTools import: one lifted entry per action after @@INIT, each with its computed state.
    const lifted = JSON.parse(readFileSync(devtools, 'utf8')) as {
      actionsById: Record<string, { type: string; action: { type: string } }>;
      computedStates: Array<{ state: { session: { status: string } } }>;
      stagedActionIds: number[];
    };
    expect(lifted.stagedActionIds).toHaveLength(actions.length + 1);
    expect(lifted.actionsById[String(actions.length)]?.action.type).toBe(actions.at(-1)?.type);
    expect(lifted.computedStates.at(-1)?.state.session.status).toBe('loggedIn');
  }, 60_000);
});
