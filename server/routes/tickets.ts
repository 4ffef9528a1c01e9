import { Type } from '@sinclair/typebox';
import {
  Ticket,
  TicketCreateRequest,
  TicketOptionsResponse,
  TicketReplyRequest,
  TicketsResponse,
  type MessageOfTheDay,
} from '../../src/api/contract';
import { Id } from '../../src/api/wire';
import { truncate } from '../../src/text/format';
import { postcode } from '../../src/validation/extraRules';
import * as limits from '../../src/validation/limits';
import { ticketSubject, ticketText } from '../../src/validation/pageRules';
import type { AuthContext } from '../auth/context';
import { caller } from '../auth/guard';
import { localDate, localTime } from '../base/dates';
import { badRequest, conflict, notFound } from '../base/httpError';
import { teamText } from '../base/teamText';
import { t } from '../base/text';
import type { Queryable } from '../db/db';
import { extraCounts, requireBundleSubscription } from '../domain/bundles';
import {
  TICKET_CATEGORY_NUMBERS,
  TICKET_TYPE_EXTRA_NUMBER,
  TICKET_TYPE_QUESTION,
  ticketCategories,
  ticketStatuses,
} from '../domain/catalogue';
import { acceptedDiagnostics } from '../domain/diagnosticsContent';
import { diagnosticsBytes, storeDiagnostics, TICKET_BODY_LIMIT } from '../domain/ticketDiagnostics';
import { loadTickets, ticketCategoryOf } from '../domain/views/tickets';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { allow } from '../http/routeOptions';
import { recordActivity } from '../tables/activity';
import { lockCustomer } from '../tables/customers';
import {
  insertCustomerReply,
  insertTicket,
  lockCustomerTicket,
  markReadByCustomer,
  setStatusReadByCustomer,
  ticketMergedInto,
} from '../tables/tickets';

const motd: MessageOfTheDay = { enabled: true, type: 'warning', message: t.tickets.motd };

/** Customer service is open on working days (Monday 1 to Friday 5) from 08:30 to 17:30 (Amsterdam time). */
const SUPPORT_DAYS = { first: 1, last: 5 };
const SUPPORT_HOURS = { opens: '08:30:00', closes: '17:30:00' };

export function supportAvailable(now: Date): boolean {
  const weekday = new Date(`${localDate(now)}T12:00:00Z`).getUTCDay();
  const time = localTime(now);
  const workday = weekday >= SUPPORT_DAYS.first && weekday <= SUPPORT_DAYS.last;
  return workday && time >= SUPPORT_HOURS.opens && time < SUPPORT_HOURS.closes;
}

/**
 * The ticket an id of the customer's stands for now: a ticket merged into another (by the desk) leads
 * to that one, so an old address or link keeps working. The id itself when it is not theirs.
 */
async function currentTicketId(q: Queryable, customerId: number, ticketId: number): Promise<number> {
  let id = ticketId;
  for (let hop = 0; hop < 10; hop += 1) {
    const mergedInto = await ticketMergedInto(q, customerId, id);
    if (!mergedInto) return id;
    id = mergedInto;
  }
  return id;
}

/**
 * One ticket of the customer (an extra-number request too), as the calls answer it; 404 when it is not
 * theirs, or not of the one category the caller's role reads (a Financieel's: invoices).
 */
async function loadTicket(q: Queryable, me: AuthContext, ticketId: number): Promise<Ticket> {
  const [ticket] = await loadTickets(q, me.customerId, ticketId, ticketCategoryOf(me.role));
  if (!ticket) throw notFound();
  return ticket;
}

/** Fields of an extra-number request, written as 'Key: value' lines in the message (docs/api.md). */
function checkExtraNumberRequest(message: string): void {
  const fields = new Map<string, string>();
  for (const line of message.split('\n')) {
    const match = /^\s*([^:]+):\s*(.*)$/.exec(line);
    if (match?.[1] && match[2] !== undefined) fields.set(match[1].trim().toLowerCase(), match[2].trim());
  }
  const labels = t.tickets.extraNumberLabels;
  const zipError = postcode(fields.get('postcode') ?? '');
  if (zipError) throw badRequest(`${labels.zip}: ${zipError}`);
  if (!fields.get('huisnummer')) throw badRequest(t.tickets.extraNumberField(labels.houseNumber));
  if (!fields.get('naam')) throw badRequest(t.tickets.extraNumberField(labels.name));
  if (!['local', 'business'].includes(fields.get('type') ?? '')) throw badRequest(t.tickets.extraNumberType);
}

/** Support: tickets, options, new tickets (also extra-number requests, type 4) and replies. */
export function ticketRoutes(app: Api, deps: Deps): void {
  const { db, clock } = deps;
  const config = { ...allow('tickets'), errorStyle: 'ticket' as const, allowInactive: true };
  /** A new ticket and a reply carry a message and maybe a log: a larger body than the other calls. */
  const withMessage = {
    config: {
      ...allow('tickets.change'),
      errorStyle: 'ticket' as const,
      allowInactive: true,
      multiLineFields: ['message', 'diagnostics'],
    },
    bodyLimit: TICKET_BODY_LIMIT,
  };

  const read = {
    config,
    schema: {
      operationId: 'getTickets',
      tags: [TAG.tickets],
      summary: 'The support questions, or one of them',
      description:
        'The message of the day, the tickets and whether support is open now; with ?id= one ticket, marked read ' +
        '(a ticket merged into another answers as that other one, with its id).',
      querystring: Type.Object({ id: Type.Optional(Id('One ticket (marked read) instead of the list')) }),
      response: { 200: Type.Union([TicketsResponse, Ticket]) },
    },
  };
  app.get('/tickets', read, async (request): Promise<TicketsResponse | Ticket> => {
    const me = caller(request);
    const ticketId = request.query.id;
    if (ticketId === undefined) {
      return {
        motd,
        tickets: await loadTickets(db, me.customerId, null, ticketCategoryOf(me.role)),
        supportAvailable: supportAvailable(clock.now()),
      };
    }
    const currentId = await currentTicketId(db, me.customerId, ticketId);
    const ticket = await loadTicket(db, me, currentId);
    await markReadByCustomer(db, me.customerId, currentId, clock.now());
    return ticket;
  });

  const options = {
    config,
    schema: {
      operationId: 'getTicketsOptions',
      tags: [TAG.tickets],
      summary: 'The categories of a new question',
      description: 'The categories a new ticket can be filed under.',
      response: { 200: TicketOptionsResponse },
    },
  };
  app.get('/tickets/options', options, async (request): Promise<TicketOptionsResponse> => {
    const only = ticketCategoryOf(caller(request).role);
    return { categories: ticketCategories.filter((c) => only === null || c.id === only) };
  });

  const create = {
    ...withMessage,
    schema: {
      operationId: 'postTickets',
      tags: [TAG.tickets],
      summary: 'Ask a support question',
      description: 'A new ticket, or with type 4 a request for an extra number; optionally with technical data.',
      body: TicketCreateRequest,
      response: { 201: Ticket },
    },
  };
  app.post('/tickets', create, async (request, reply) => {
    const me = caller(request);
    const subject = request.body.subject.trim();
    const message = request.body.message.trim();
    const { category } = request.body;
    const type = request.body.type ?? TICKET_TYPE_QUESTION;
    const subjectError = ticketSubject(subject);
    if (subjectError) throw badRequest(`${t.tickets.subject}: ${subjectError}`);
    const messageError = ticketText(message);
    if (messageError) throw badRequest(`${t.tickets.message}: ${messageError}`);
    if (!ticketCategories.some((c) => c.id === category)) throw badRequest(t.tickets.unknownCategory);
    const only = ticketCategoryOf(me.role);
    if (only !== null && (category !== only || request.body.type === TICKET_TYPE_EXTRA_NUMBER))
      throw badRequest(t.tickets.invoicesOnly);
    if (type !== TICKET_TYPE_QUESTION && type !== TICKET_TYPE_EXTRA_NUMBER) throw badRequest(t.tickets.unknownType);
    if (type === TICKET_TYPE_EXTRA_NUMBER) {
      if (category !== TICKET_CATEGORY_NUMBERS) throw badRequest(t.tickets.extraNumberCategory);
      checkExtraNumberRequest(message);
    }
    const diagnostics = acceptedDiagnostics(request.body.diagnostics, Date.now());
    await deps.limits.ticketMessage(me.customerId, diagnosticsBytes(diagnostics));
    const ticket = await db.tx(async (q) => {
      if (type === TICKET_TYPE_EXTRA_NUMBER) {
        await lockCustomer(q, me.customerId);
        await requireBundleSubscription(q, me.customerId, localDate(clock.now()));
        const counts = await extraCounts(q, me.customerId);
        if (counts.numbers + counts.openRequests >= limits.maxExtraNumbers)
          throw badRequest(t.bundles.maxNumbers(limits.maxExtraNumbers));
      }
      const now = clock.now();
      const statusId = ticketStatuses.open;
      const customerId = me.customerId;
      const id = await insertTicket(q, {
        customerId,
        typeId: type,
        categoryId: category,
        statusId,
        subject,
        message,
        createdAt: now,
        readAt: now,
      });
      if (id === null) throw notFound();
      await storeDiagnostics(q, { ticketId: id, messageId: null }, diagnostics, now);
      await recordActivity(q, me, 'tickets', teamText.activity.ticketCreated(truncate(subject, 60)), now);
      return loadTicket(q, me, id);
    });
    return reply.status(201).send(ticket);
  });

  const reply = {
    ...withMessage,
    schema: {
      operationId: 'postTicketsMessage',
      tags: [TAG.tickets],
      summary: 'Reply to a support question',
      description: 'Adds the reply to the conversation and marks the ticket read; a locked ticket is a 409.',
      body: TicketReplyRequest,
      response: { 201: Ticket },
    },
  };
  app.post('/tickets/message', reply, async (request, answer) => {
    const me = caller(request);
    const ticketId = await currentTicketId(db, me.customerId, request.body.ticketID);
    const message = request.body.message.trim();
    const error = ticketText(message);
    if (error) throw badRequest(`${t.tickets.message}: ${error}`);
    const diagnostics = acceptedDiagnostics(request.body.diagnostics, Date.now());
    await deps.limits.ticketMessage(me.customerId, diagnosticsBytes(diagnostics));
    const ticket = await db.tx(async (q) => {
      const row = await lockCustomerTicket(q, me.customerId, ticketId, ticketCategoryOf(me.role));
      if (!row) throw notFound();
      if (row.locked) throw conflict(t.tickets.locked);
      const now = clock.now();
      const messageId = await insertCustomerReply(q, ticketId, message, now);
      if (messageId !== null) await storeDiagnostics(q, { ticketId, messageId }, diagnostics, now);
      const status = row.status_id === ticketStatuses.waitingForCustomer ? ticketStatuses.inProgress : row.status_id;
      await setStatusReadByCustomer(q, ticketId, status, now);
      await recordActivity(q, me, 'tickets', teamText.activity.ticketReplied(truncate(row.subject, 60)), now);
      return loadTicket(q, me, ticketId);
    });
    return answer.status(201).send(ticket);
  });
}
