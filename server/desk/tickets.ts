import type { FastifyBaseLogger } from 'fastify';
import { TicketDiagnosticsResponse } from '../../src/api/contract';
import {
  DeskLockRequest,
  DeskLog,
  DeskLogParams,
  DeskQueueQuery,
  DeskQueueResponse,
  DeskReplyRequest,
  DeskStatusRequest,
  DeskTicket,
  DeskTicketParams,
} from '../../src/api/deskContract';
import { fillPlaceholders, placeholderRule, placeholderValues } from '../../src/validation/replyTemplate';
import { staffCaller } from '../auth/staffGuard';
import { deskText } from '../base/deskText';
import { deskWorkflowText } from '../base/deskWorkflowText';
import { badRequest, conflict, notFound } from '../base/httpError';
import type { Queryable } from '../db/db';
import { audit, auditCustomerSearch, CUSTOMER_NUMBER_SEARCH } from '../domain/desk/audit';
import { queuePage } from '../domain/desk/deskQueue';
import { deskCustomer, deskLog, ticketCustomer } from '../domain/desk/deskTickets';
import { latestEntryId } from '../domain/desk/presence';
import { fillDueTimes } from '../domain/desk/responseTimes';
import { loadDiagnostics } from '../domain/ticketDiagnostics';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { STAFF } from '../http/routeOptions';
import { sendMail } from '../mail/mailer';
import { insertStaffAnswer, markReadByAssignee, setTicketLocked } from '../tables/tickets';
import { beheerderAddresses } from '../tables/users';
import { changeTicket, lockTicket, refuseMerged, reloadTicket, setStatus, ticketChangeOptions } from './ticketChange';

/**
 * The desk's tickets (docs/support.md): the queue over every customer, one ticket (audited), the
 * answer, status and lock, and the logs a customer sent (audited when opened or downloaded).
 */
export function deskTicketRoutes(app: Api, deps: Deps): void {
  const { db, clock } = deps;

  /** Tells the customer's main account holders that there is an answer; the mail holds no ticket text. */
  async function mailAnswer(customerId: number, ticketId: number, log: FastifyBaseLogger): Promise<void> {
    const admins = await beheerderAddresses(db, customerId);
    const link = `${deps.publicUrl()}/feedback/ticket/${ticketId}`;
    for (const email of admins)
      await sendMail(
        deps.mailer,
        { to: email, subject: deskText.tickets.answerSubject, text: deskText.tickets.answerBody(link) },
        { afterChange: { log } },
      );
  }

  /**
   * The answer with its placeholders filled in one pass over what the staff member wrote (checked for
   * unknown ones before): the customer's own data is inserted as text and never read as a placeholder.
   */
  async function filledAnswer(q: Queryable, typed: string, customerId: number, staffName: string): Promise<string> {
    const customer = await deskCustomer(q, { id: customerId }, clock.now());
    return fillPlaceholders(typed, placeholderValues(customer?.name ?? '', customer?.customerNumber ?? '', staffName));
  }

  const list = {
    // The queue polls every 30 s: that is no activity of the staff member (an unattended desk still ends).
    config: { ...STAFF, staffActivity: false },
    schema: {
      operationId: 'getDeskTickets',
      tags: [TAG.desk],
      summary: "The queue: every customer's tickets",
      description:
        'Newest activity first (or by first-reply target with sort=due), in pages of 50 with the total, with ' +
        'customer number, status, lock, assignee, first-reply target and the customer messages not yet answered; ' +
        "type-4 tickets (extra-number requests) included and marked. Filter by status and by view ('mine': assigned " +
        "to the caller, 'unassigned'), search a customer number or subject (trigram index); a search by customer " +
        'number is recorded in the audit (once a quarter hour per staff member and number).',
      querystring: DeskQueueQuery,
      response: { 200: DeskQueueResponse },
    },
  };
  app.get('/desk/tickets', list, async (request): Promise<DeskQueueResponse> => {
    const { status, q, view, sort, page } = request.query;
    const staff = staffCaller(request);
    const search = q?.trim() ?? '';
    if (CUSTOMER_NUMBER_SEARCH.test(search)) await auditCustomerSearch(db, staff, search, clock.now());
    await fillDueTimes(db);
    return queuePage(db, {
      statusId: status ? Number(status) : null,
      search: q ?? null,
      customerId: null,
      view: view ?? 'all',
      sort: sort ?? 'activity',
      page: page ? Number(page) : 1,
      staffId: staff.staffId,
      now: clock.now(),
    });
  });

  const open = {
    config: STAFF,
    schema: {
      operationId: 'getDeskTicket',
      tags: [TAG.desk],
      summary: 'One ticket with its customer, conversation and logs',
      description:
        'Recorded in the audit (who, when, which ticket). Marks it read for its assignee when they open it; not for ' +
        'the customer. Internal notes are included (the desk only).',
      params: DeskTicketParams,
      response: { 200: DeskTicket },
    },
  };
  app.get('/desk/ticket/:id', open, async (request): Promise<DeskTicket> => {
    const staff = staffCaller(request);
    await fillDueTimes(db);
    return db.tx(async (q) => {
      const ticket = await reloadTicket(q, request.params.id, staff.staffId, clock.now());
      await audit(q, staff, 'ticket.open', { ticketId: ticket.id, customerId: ticket.customer.id }, clock.now());
      if (ticket.assigneeId !== staff.staffId) return ticket;
      await markReadByAssignee(q, ticket.id, clock.now());
      return { ...ticket, unreadForMe: false };
    });
  });

  const reply = {
    config: { ...STAFF, multiLineFields: ['message'] },
    schema: {
      operationId: 'postDeskTicketReply',
      tags: [TAG.desk],
      summary: 'Answer a ticket as an employee',
      description:
        'Adds the answer to the conversation (the customer sees it and counts it as new) and mails the ' +
        "customer's main account holders that there is an answer, without its text. Refuses (400) an answer with " +
        'a {{…}} other than {{klantnaam}}, {{klantnummer}} and {{medewerker}}, and fills those in one pass (the ' +
        "customer's own data is never read as a placeholder). With `statusId` the status changes in the same step " +
        '(a status-change entry after the answer). With `basedOn` older than the newest entry of the conversation ' +
        'it is refused (409) unless `confirmed`; a merged ticket takes no answer (409).',
      params: DeskTicketParams,
      body: DeskReplyRequest,
      response: { 201: DeskTicket },
    },
  };
  app.post('/desk/ticket/:id/reply', reply, async (request, answer) => {
    const staff = staffCaller(request);
    const typed = request.body.message.trim();
    if (!typed) throw badRequest(deskText.tickets.messageRequired);
    const placeholderProblem = placeholderRule(typed);
    if (placeholderProblem) throw badRequest(deskText.tickets.answerField(placeholderProblem));
    const ticketId = request.params.id;
    const { basedOn, confirmed, statusId } = request.body;
    const { ticket, customerId } = await db.tx(async (q) => {
      const locked = await lockTicket(q, ticketId);
      refuseMerged(locked);
      const owner = locked.customerId;
      if (basedOn !== undefined && !confirmed && (await latestEntryId(q, ticketId)) > basedOn)
        throw conflict(deskWorkflowText.staleAnswer);
      const message = await filledAnswer(q, typed, owner, staff.fullName);
      const now = clock.now();
      await insertStaffAnswer(q, ticketId, message, now, staff.staffId);
      await audit(q, staff, 'ticket.reply', { ticketId, customerId: owner }, now);
      // The status chosen beside the answer, in the same step: the customer sees the answer, then the status.
      if (statusId !== undefined && statusId !== locked.statusId) {
        const name = await setStatus(q, ticketId, statusId, staff.staffId, now);
        await audit(q, staff, 'ticket.status', { ticketId, customerId: owner, detail: name }, now);
      }
      return { ticket: await reloadTicket(q, ticketId, staff.staffId, clock.now()), customerId: owner };
    });
    await mailAnswer(customerId, ticketId, request.log);
    return answer.status(201).send(ticket);
  });

  const status = ticketChangeOptions(
    'postDeskTicketStatus',
    "Change a ticket's status",
    'Sets the status and adds a status-change entry to the conversation, which the customer sees.',
    DeskStatusRequest,
  );
  app.post('/desk/ticket/:id/status', status, async (request) => {
    const staff = staffCaller(request);
    const ticketId = request.params.id;
    const { statusId } = request.body;
    return changeTicket(deps, staff, ticketId, async (q, current, now) => {
      refuseMerged(current);
      if (current.statusId === statusId) throw badRequest(deskText.tickets.alreadyStatus);
      return { action: 'ticket.status', detail: await setStatus(q, ticketId, statusId, staff.staffId, now) };
    });
  });

  const lock = ticketChangeOptions(
    'postDeskTicketLock',
    'Lock or unlock a ticket',
    'A locked ticket takes no more replies from the customer (409), and the portal hides its reply box.',
    DeskLockRequest,
  );
  app.post('/desk/ticket/:id/lock', lock, async (request) => {
    const staff = staffCaller(request);
    const ticketId = request.params.id;
    const { locked } = request.body;
    return changeTicket(deps, staff, ticketId, async (q, current) => {
      refuseMerged(current);
      await setTicketLocked(q, ticketId, locked);
      return { action: locked ? 'ticket.lock' : 'ticket.unlock' };
    });
  });

  const log = {
    config: STAFF,
    schema: {
      operationId: 'getDeskTicketLog',
      tags: [TAG.desk],
      summary: 'One log of technical data sent with the ticket',
      description: "The customer's redacted action log, for the desk's DevTools view; recorded in the audit.",
      params: DeskLogParams,
      response: { 200: DeskLog },
    },
  };
  app.get('/desk/ticket/:id/log/:logId', log, async (request): Promise<DeskLog> => {
    const staff = staffCaller(request);
    const { id, logId } = request.params;
    return db.tx(async (q) => {
      const found = await deskLog(q, id, logId);
      const customerId = found ? await ticketCustomer(q, id) : null;
      if (!found || customerId === null) throw notFound(deskText.tickets.logUnknown);
      await audit(q, staff, 'log.open', { ticketId: id, customerId, logId }, clock.now());
      return found;
    });
  });

  const download = {
    config: STAFF,
    schema: {
      operationId: 'getDeskTicketLogs',
      tags: [TAG.desk],
      summary: 'Download every log of a ticket',
      description:
        'The logs sent with the ticket and its replies, oldest first, as a JSON attachment for `npm run replay`; ' +
        'recorded in the audit.',
      params: DeskTicketParams,
      response: { 200: TicketDiagnosticsResponse },
    },
  };
  app.get('/desk/ticket/:id/logs', download, async (request, answer) => {
    const staff = staffCaller(request);
    const ticketId = request.params.id;
    const logs = await db.tx(async (q) => {
      const customerId = await ticketCustomer(q, ticketId);
      if (customerId === null) throw notFound();
      await audit(q, staff, 'log.download', { ticketId, customerId }, clock.now());
      return loadDiagnostics(q, ticketId);
    });
    // A file to save and replay (docs/support.md).
    void answer.header('content-disposition', `attachment; filename="ticket-${ticketId}-diagnostics.json"`);
    return { ticketId, logs };
  });
}
