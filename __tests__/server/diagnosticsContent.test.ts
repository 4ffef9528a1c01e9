import type { Diagnostics, DiagnosticsAction, Ticket, TicketDiagnosticsResponse } from '../../src/api/contract';
import {
  LOG_START,
  logWith,
  overlayHidden,
  overlayShown,
  pollutingActions,
  queryStarted,
  taggedAs,
} from '../support/pollutingLogs';
import { MEDEWERKER, staffLogin } from './deskHelpers';
import { useTestServer } from './helpers';

const server = useTestServer();

const SUBJECT = 'Scherm blijft laden';
const refusedName = (name: string) => ({
  error: {
    message: `De technische gegevens bevatten de naam "${name}", die niet is toegestaan. Er is niets opgeslagen.`,
  },
});
const refusedTime = {
  error: {
    message: 'De technische gegevens bevatten een actie met een tijd die niet kan kloppen. Er is niets opgeslagen.',
  },
};

async function newTicket(token: string, diagnostics: unknown) {
  return server().post<Ticket>(
    '/api/tickets',
    { subject: SUBJECT, message: 'Na het inloggen blijft het scherm laden.', category: 4, diagnostics },
    token,
  );
}

async function customerTickets(token: string): Promise<Ticket[]> {
  return (await server().get<{ tickets: Ticket[] }>('/api/tickets', token)).body.tickets;
}

async function storedLogs(ticketId: number): Promise<TicketDiagnosticsResponse['logs']> {
  const { token } = await staffLogin(server(), MEDEWERKER);
  return (await server().get<TicketDiagnosticsResponse>(`/api/desk/ticket/${ticketId}/logs`, token)).body.logs;
}

const withAction = (action: DiagnosticsAction): Diagnostics => logWith([overlayShown(), action, overlayHidden()]);

describe('technical data that names what every object inherits', () => {
  test.each(pollutingActions)('$name: refused with a Dutch message, no ticket made', async ({ action }) => {
    const { token } = await server().login('admin@demo.test');
    const answer = await newTicket(token, withAction(action));
    expect(answer.status).toBe(400);
    const named = JSON.stringify(action).includes('__proto__') ? '__proto__' : 'constructor';
    expect(answer.body).toEqual(refusedName(named));
    expect((await customerTickets(token)).some((ticket) => ticket.subject === SUBJECT)).toBe(false);
  });

  test.each([
    ['prototype as a tag id', taggedAs('Dashboard', 'prototype'), 'prototype'],
    ['toString as a cache key', queryStarted('toString', 'getDashboard'), 'toString'],
    ['hasOwnProperty as an action type', { type: 'hasOwnProperty', time: LOG_START + 1 }, 'hasOwnProperty'],
    [
      'constructor as a key of the payload',
      { type: 'ui/dialogOpened', time: LOG_START + 1, payload: { constructor: 1 } },
      'constructor',
    ],
    ['__proto__ hidden by a zero-width space', taggedAs('__pro\u200bto__', 'pollingInterval'), '__proto__'],
    ['constructor behind a bidi control', queryStarted('x', '\u202econstructor'), 'constructor'],
    [
      '__proto__ with a combining grapheme joiner (U+034F)',
      taggedAs('__pro\u034fto__', 'pollingInterval'),
      '__proto__',
    ],
    ['constructor with an enclosing mark (U+20DD)', queryStarted('x', 'construc\u20ddtor'), 'constructor'],
  ])('%s is refused too', async (_case, action, name) => {
    const { token } = await server().login('admin@demo.test');
    const answer = await newTicket(token, withAction(action as DiagnosticsAction));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refusedName(name));
  });

  test('a reply with such a log is refused: no reply, no log stored', async () => {
    const { token } = await server().login('admin@demo.test');
    const created = await newTicket(token, withAction(overlayShown(LOG_START + 1)));
    expect(created.status).toBe(201);
    const reply = await server().post(
      '/api/tickets/message',
      { ticketID: created.body.id, message: 'Nog steeds.', diagnostics: withAction(taggedAs('__proto__', 'method')) },
      token,
    );
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual(refusedName('__proto__'));
    const ticket = await server().get<Ticket>(`/api/tickets/${created.body.id}`, token);
    expect(JSON.stringify(ticket.body)).not.toContain('Nog steeds.');
    expect((await storedLogs(created.body.id)).map((log) => log.source)).toEqual(['ticket']);
  });

  test('the JSON key __proto__ is refused before the route (the server parses with prototype poisoning refused)', async () => {
    const { token } = await server().login('admin@demo.test');
    const body = JSON.stringify({
      subject: SUBJECT,
      message: 'Na het inloggen.',
      category: 4,
      diagnostics: withAction(overlayShown()),
    });
    const poisoned = body.replace('"payload":"get"', '"payload":{"__proto__":{"pollingInterval":1}}');
    expect(poisoned).toContain('__proto__');
    const answer = await server().raw('POST', '/api/tickets', poisoned, 'application/json', token);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: { message: 'De aanvraag kon niet worden gelezen: de inhoud is geen geldige JSON.' },
    });
    expect((await customerTickets(token)).some((ticket) => ticket.subject === SUBJECT)).toBe(false);
  });
});

describe('the times of the actions', () => {
  const day = 24 * 60 * 60 * 1000;

  test('an action time of 1e17 (the log page crashed on it) is beyond the schema: refused, naming the field', async () => {
    const { token } = await server().login('admin@demo.test');
    const answer = await newTicket(token, logWith([overlayShown(), overlayHidden(1e17)]));
    expect([answer.status, answer.body]).toEqual([400, { error: { message: 'Veld "time" is te groot.' } }]);
    expect((await customerTickets(token)).some((ticket) => ticket.subject === SUBJECT)).toBe(false);
  });

  test.each([
    ['in the year 9999', Date.UTC(9999, 11, 31)],
    ['before 2020', Date.UTC(2019, 11, 31, 23, 59)],
    ['more than a day ahead of the clock', Date.now() + 2 * day],
  ])('an action time %s is refused with a Dutch message', async (_case, time) => {
    const { token } = await server().login('admin@demo.test');
    const answer = await newTicket(token, logWith([overlayShown(), overlayHidden(time)]));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(refusedTime);
    expect((await customerTickets(token)).some((ticket) => ticket.subject === SUBJECT)).toBe(false);
  });

  test("a browser's clock a few hours ahead is taken", async () => {
    const { token } = await server().login('admin@demo.test');
    const answer = await newTicket(token, logWith([overlayShown(Date.now() + 3 * 60 * 60 * 1000)]));
    expect(answer.status).toBe(201);
  });
});

describe('the keys of the technical data', () => {
  const keyed = (field: string): DiagnosticsAction => ({
    type: 'ui/dialogOpened',
    time: LOG_START + 1000,
    payload: { [field]: 1 },
  });

  test.each([
    ['a combining grapheme joiner', 'dialog\u034fId'],
    ['a combining accent', 'dialoge\u0301Id'],
    ['a Cyrillic look-alike', 'diаlogId'],
    ['a space', 'dialog Id'],
  ])('a key with %s is refused, naming it; nothing is stored', async (_case, field) => {
    const { token } = await server().login('admin@demo.test');
    const answer = await newTicket(token, withAction(keyed(field)));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: {
        message: `De technische gegevens bevatten de naam "${field}" met tekens die niet zijn toegestaan. Er is niets opgeslagen.`,
      },
    });
    expect((await customerTickets(token)).some((ticket) => ticket.subject === SUBJECT)).toBe(false);
  });

  test('the keys the portal writes pass, and text keeps its accents however they are written', async () => {
    const { token } = await server().login('admin@demo.test');
    const action: DiagnosticsAction = {
      type: 'api/executeQuery/fulfilled',
      time: LOG_START + 1000,
      payload: { bundle_subusers_email: '‹e-mail:15›', '1': 'Cafe\u0301 Zoë', 'persist/REHYDRATE': true },
      meta: { '‹telefoon:10›': 'x', queryCacheKey: 'getDashboard(undefined)', $r: 1, 'a.b:c-d': 2 },
    };
    const created = await newTicket(token, withAction(action));
    expect(created.status).toBe(201);
    const [stored] = await storedLogs(created.body.id);
    expect(stored?.diagnostics.actions[1]).toEqual(action);
  });
});

describe('invisible characters', () => {
  test('zero-width and bidi characters are taken out of every string and key before the log is stored', async () => {
    const { token } = await server().login('admin@demo.test');
    const hidden: DiagnosticsAction = {
      type: 'ui/dialog\u200bOpened',
      time: LOG_START + 1000,
      payload: {
        'dialog\u2066Id\u2069': 'd\u202e1',
        title: '\ufeff‹tekst:4›',
        options: ['\u200dja'],
        cancellable: true,
      },
    };
    const sent = logWith([hidden]);
    sent.appVersion = '1.0.0\u200f';
    const created = await newTicket(token, sent);
    expect(created.status).toBe(201);
    const [stored] = await storedLogs(created.body.id);
    expect(stored?.diagnostics.appVersion).toBe('1.0.0');
    expect(stored?.diagnostics.actions).toEqual([
      {
        type: 'ui/dialogOpened',
        time: LOG_START + 1000,
        payload: { dialogId: 'd1', title: '‹tekst:4›', options: ['ja'], cancellable: true },
      },
    ]);
  });
});
