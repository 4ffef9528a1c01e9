import { screen, waitFor, within } from '@testing-library/react';
import type { Diagnostics, DiagnosticsAction, Ticket } from '../../../src/api/contract';
import type { DeskLog } from '../../../src/api/deskContract';
import {
  inheritedValues,
  logWith,
  overlayHidden,
  overlayShown,
  pollutingActions,
  pollutingLog,
  UNPOLLUTED,
} from '../../support/pollutingLogs';
import { logInOverHttp } from '../../support/renderApp';
import { renderDesk } from '../../support/renderDesk';
import { postJson, useServer } from '../../support/server';
import { MEDEWERKER } from '../../support/staffLogin';

useServer();
afterEach(() => jest.restoreAllMocks());

const SUBJECT = 'Scherm blijft laden';

async function ask(token: string, diagnostics: Diagnostics) {
  return postJson(
    '/tickets',
    { subject: SUBJECT, message: 'Na het inloggen blijft het scherm laden.', category: 4, diagnostics },
    token,
  );
}

/**
 * The server refuses these logs now, but a log stored before it checked them is still in the
 * database: the desk's calls go to the real server, and its read of the ticket's log is answered with
 * `stored` in place of the log the server holds. Returns every call the desk makes, as 'METHOD /path'.
 */
function storedBeforeTheCheck(stored: Diagnostics): string[] {
  const realFetch = globalThis.fetch;
  const calls: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(`${input instanceof Request ? input.method : (init?.method ?? 'GET')} ${url.pathname}`);
    const answer = await realFetch(input, init);
    if (!answer.ok || !/\/desk\/ticket\/\d+\/log\/\d+$/.test(url.pathname)) return answer;
    const log = (await answer.json()) as DeskLog;
    return Response.json({ ...log, diagnostics: stored });
  });
  return calls;
}

/** A ticket with a log the server takes; the desk then reads `stored` as its log and opens it. */
async function openStoredLog(stored: Diagnostics) {
  const { token } = await logInOverHttp('admin@demo.test');
  expect((await ask(token, stored)).status).toBe(400);
  const created = await ask(token, logWith([overlayShown(), overlayHidden()]));
  expect(created.status).toBe(201);
  const calls = storedBeforeTheCheck(stored);
  const desk = await renderDesk({ route: `/vraag/${(created.body as Ticket).id}`, staff: MEDEWERKER });
  const logs = await screen.findByRole('region', { name: 'Technische gegevens' });
  await desk.user.click(within(logs).getByRole('link', { name: 'Bekijk de sessie' }));
  const monitor = await screen.findByRole(
    'region',
    { name: 'Redux DevTools: de acties van de klant' },
    { timeout: 10_000 },
  );
  // The inspector lists the actions once the worker has replayed them.
  await within(monitor).findByText('ui/overlayHidden', {}, { timeout: 10_000 });
  return { ...desk, calls, monitor };
}

/**
 * The desk after the log: back to the ticket, then the queue; every read a GET. The one POST the
 * ticket page sends itself is its presence ('Ook geopend door …'), always to its own path.
 */
async function deskStillWorks({ user, calls }: { user: { click(element: Element): Promise<void> }; calls: string[] }) {
  await user.click(screen.getByRole('link', { name: 'Terug naar de vraag' }));
  await screen.findByRole('heading', { level: 1, name: SUBJECT });
  await user.click(screen.getByRole('link', { name: 'Wachtrij' }));
  await screen.findByRole('heading', { level: 1, name: 'Wachtrij' });
  await waitFor(() => expect(screen.getAllByRole('link', { name: SUBJECT }).length).toBeGreaterThan(0));
  const reads = calls.filter(
    (call) => !call.endsWith('/desk/auth/token') && !/^POST \/api\/desk\/ticket\/\d+\/presence$/.test(call),
  );
  expect(reads.filter((call) => call.includes('/desk/tickets'))).not.toEqual([]);
  expect(reads.filter((call) => !call.startsWith('GET '))).toEqual([]);
}

describe('a log that names what every object inherits, opened in the desk', () => {
  test.each(pollutingActions)(
    '$name: refused by the server; stored before, it changes nothing in the desk',
    async ({ action }) => {
      const opened = await openStoredLog(logWith([overlayShown(), action, overlayHidden()]));
      expect(inheritedValues()).toEqual(UNPOLLUTED);
      expect(within(opened.monitor).getByText(action.type)).toBeInTheDocument();
      await deskStillWorks(opened);
      expect(inheritedValues()).toEqual(UNPOLLUTED);
    },
    60_000,
  );

  test('all of them in one log: the desk is left as it was', async () => {
    const opened = await openStoredLog(pollutingLog());
    expect(inheritedValues()).toEqual(UNPOLLUTED);
    await deskStillWorks(opened);
    expect(inheritedValues()).toEqual(UNPOLLUTED);
  }, 60_000);
});

describe('a log with an impossible time, opened in the desk', () => {
  test('an action time of 1e17 is shown as it came, and the inspector lists the actions', async () => {
    const late: DiagnosticsAction = overlayHidden(1e17);
    const opened = await openStoredLog(logWith([overlayShown(), late]));
    const facts = screen.getByRole('region', { name: 'Over deze sessie' });
    expect(within(facts).getByText('Laatste actie').nextElementSibling).toHaveTextContent(
      '100000000000000000 (geen geldige tijd)',
    );
    expect(within(opened.monitor).getByText('ui/overlayShown')).toBeInTheDocument();
    await deskStillWorks(opened);
  }, 60_000);
});
