import type { Diagnostics, Ticket, TicketDiagnosticsResponse } from '../../src/api/contract';
import { diagnosticsLimits } from '../../src/validation/diagnosticsLimits';
import { MEDEWERKER, staffLogin } from './deskHelpers';
import { useTestServer } from './helpers';

const server = useTestServer();

const log = (actions: Diagnostics['actions'] = []): Diagnostics => ({
  format: 'portal-action-log/1',
  appVersion: '1.0.0',
  platform: 'android',
  viewport: { width: 390, height: 844 },
  createdAt: '2026-03-18T10:00:00.000Z',
  recordedActions: actions.length,
  truncated: false,
  droppedActions: 0,
  actions,
});
const action = (i: number) => ({ type: 'ui/overlayShown', time: 1_700_000_000_000 + i, payload: 'save' });

async function newTicket(token: string, diagnostics?: unknown) {
  return server().post<Ticket>(
    '/api/tickets',
    { subject: 'Bellen lukt niet meer', message: 'Sinds vanochtend kan ik niet bellen.', category: 1, diagnostics },
    token,
  );
}

describe('technical data with tickets and replies', () => {
  /** The download of a ticket's logs, as the desk offers it to staff. */
  async function download(ticketId: number) {
    const { token } = await staffLogin(server(), MEDEWERKER);
    return server().get<TicketDiagnosticsResponse>(`/api/desk/ticket/${ticketId}/logs`, token);
  }

  test('a ticket and a reply store their logs; the desk gives them back, oldest first', async () => {
    const { token } = await server().login('admin@demo.test');
    const created = await newTicket(token, log([action(1), action(2)]));
    expect(created.status).toBe(201);
    const replied = await server().post(
      '/api/tickets/message',
      { ticketID: created.body.id, message: 'Nog steeds hetzelfde probleem.', diagnostics: log([action(3)]) },
      token,
    );
    expect(replied.status).toBe(201);
    const withoutLog = await server().post(
      '/api/tickets/message',
      { ticketID: created.body.id, message: 'En nog een reactie zonder gegevens.' },
      token,
    );
    expect(withoutLog.status).toBe(201);

    const downloaded = await download(created.body.id);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-disposition')).toContain(`ticket-${created.body.id}-diagnostics.json`);
    expect(downloaded.body.logs.map((l) => [l.source, l.diagnostics.actions.map((a) => a.time % 10)])).toEqual([
      ['ticket', [1, 2]],
      ['reply', [3]],
    ]);
    expect(downloaded.body.logs[0]?.diagnostics).toEqual(log([action(1), action(2)]));
  });

  test('a ticket without the box ticked stores nothing; an unknown ticket is 404', async () => {
    const { token } = await server().login('admin@demo.test');
    const created = await newTicket(token);
    expect((await download(created.body.id)).body).toEqual({ ticketId: created.body.id, logs: [] });
    expect((await download(999999)).status).toBe(404);
  });

  test('a log of the wrong shape or over the size limit is refused with a Dutch message, and no ticket is made', async () => {
    const { token } = await server().login('admin@demo.test');
    const badShape = await newTicket(token, { ...log(), platform: 'windows' });
    expect(badShape.status).toBe(400);
    const tooMany = await newTicket(
      token,
      log(Array.from({ length: diagnosticsLimits.maxActions + 1 }, (_, i) => action(i))),
    );
    expect(tooMany.status).toBe(400);
    const big = { type: 'x/y', time: 1_700_000_000_000, payload: 'a'.repeat(diagnosticsLimits.maxBytes) };
    const tooLarge = await newTicket(token, log([big]));
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toEqual({ error: { message: 'De technische gegevens zijn te groot om mee te sturen.' } });
    // Only the ticket calls take the larger body; the others keep 64 KB.
    const otherCall = await server().post(
      '/api/blacklist/add',
      { userPoc: '100001', blacklistNumber: 'x'.repeat(70_000) },
      token,
    );
    expect(otherCall.status).toBe(400);
    expect(otherCall.body).toEqual({ message: 'De aanvraag is te groot.' });
    const list = await server().get<{ tickets: Ticket[] }>('/api/tickets', token);
    expect(list.body.tickets.some((ticket) => ticket.subject === 'Bellen lukt niet meer')).toBe(false);
  });

  test('the demo endpoint that served logs is gone: they are a desk call for staff only', async () => {
    expect(server().app.hasRoute({ method: 'GET', url: '/api/dev/tickets/:id/diagnostics' })).toBe(false);
    const { token } = await server().login('admin@demo.test');
    expect((await server().get('/api/desk/ticket/1/logs', token)).status).toBe(401);
  });
});
