import { DeskTicket, DeskTicketParams } from '../../src/api/deskContract';
import {
  DeskAssignRequest,
  DeskColleaguesResponse,
  DeskMergeRequest,
  DeskNoteRequest,
  DeskPresenceResponse,
} from '../../src/api/deskWorkflowContract';
import { staffCaller } from '../auth/staffGuard';
import { deskWorkflowText as text } from '../base/deskWorkflowText';
import { badRequest, notFound } from '../base/httpError';
import { audit } from '../domain/desk/audit';
import { mergeTickets } from '../domain/desk/merge';
import { latestEntryId, touchPresence } from '../domain/desk/presence';
import type { Api, Deps } from '../http/deps';
import { TAG } from '../http/openapi';
import { STAFF } from '../http/routeOptions';
import { activeStaff, activeStaffName } from '../tables/staff';
import { insertNote } from '../tables/ticketNotes';
import { assignTicket, ticketExists } from '../tables/tickets';
import { changeTicket, refuseMerged, reloadTicket, ticketChangeOptions } from './ticketChange';

/**
 * The desk's working tools on a ticket (docs/support.md): internal notes, assignment, who else has it
 * open, and merging. Every change is in the audit.
 */
export function deskWorkflowRoutes(app: Api, deps: Deps): void {
  const { db, clock } = deps;

  const note = {
    config: { ...STAFF, multiLineFields: ['note'] },
    schema: {
      operationId: 'postDeskTicketNote',
      tags: [TAG.desk],
      summary: 'Add an internal note to a ticket',
      description:
        'A note for staff only: shown in the desk beside the conversation, never on any customer route, answer, ' +
        'count, mail, export or log. Recorded in the audit (without its text).',
      params: DeskTicketParams,
      body: DeskNoteRequest,
      response: { 201: DeskTicket },
    },
  };
  app.post('/desk/ticket/:id/note', note, async (request, answer) => {
    const staff = staffCaller(request);
    const written = request.body.note.trim();
    if (!written) throw badRequest(text.noteRequired);
    const ticketId = request.params.id;
    const ticket = await changeTicket(deps, staff, ticketId, async (q, current, now) => {
      refuseMerged(current);
      await insertNote(q, ticketId, staff.staffId, written, now);
      return { action: 'ticket.note' };
    });
    return answer.status(201).send(ticket);
  });

  const assign = ticketChangeOptions(
    'postDeskTicketAssign',
    'Take a ticket, give it to a colleague, or to nobody',
    "`staffId` the caller's own id takes it ('Oppakken'); another active staff member's gives it to them; " +
      'null leaves it unassigned. Recorded in the audit.',
    DeskAssignRequest,
  );
  app.post('/desk/ticket/:id/assign', assign, async (request) => {
    const staff = staffCaller(request);
    const ticketId = request.params.id;
    const { staffId } = request.body;
    return changeTicket(deps, staff, ticketId, async (q, current, now) => {
      refuseMerged(current);
      let name = '';
      if (staffId !== null) {
        const member = await activeStaffName(q, staffId);
        if (member === null) throw badRequest(text.staffUnknown);
        name = member;
      }
      // Taking a ticket means having seen it; given to someone else, it is unread for them until they open it.
      await assignTicket(q, ticketId, staffId, staffId === staff.staffId ? now : null);
      return { action: 'ticket.assign', detail: text.assignedAudit(name) };
    });
  });

  const colleagues = {
    config: STAFF,
    schema: {
      operationId: 'getDeskColleagues',
      tags: [TAG.desk],
      summary: 'The active staff members a ticket can be given to',
      description: 'Names and ids only, by name.',
      response: { 200: DeskColleaguesResponse },
    },
  };
  app.get('/desk/colleagues', colleagues, async (): Promise<DeskColleaguesResponse> => {
    const rows = await activeStaff(db);
    return { staff: rows.map((row) => ({ id: row.id, fullName: row.full_name })) };
  });

  const presence = {
    // Sent every 15 s while the ticket is open: no activity of the staff member.
    config: { ...STAFF, staffActivity: false },
    schema: {
      operationId: 'postDeskTicketPresence',
      tags: [TAG.desk],
      summary: 'I have this ticket open; who else has?',
      description:
        'Records that the caller has the ticket open and answers the names of the other staff members who reported ' +
        'the same in the last 45 seconds, and the newest entry of the conversation.',
      params: DeskTicketParams,
      response: { 200: DeskPresenceResponse },
    },
  };
  app.post('/desk/ticket/:id/presence', presence, async (request): Promise<DeskPresenceResponse> => {
    const staff = staffCaller(request);
    const ticketId = request.params.id;
    return db.tx(async (q) => {
      if (!(await ticketExists(q, ticketId))) throw notFound();
      const others = await touchPresence(q, ticketId, staff.staffId, clock.now());
      return { others, latestEntryId: await latestEntryId(q, ticketId) };
    });
  });

  const merge = ticketChangeOptions(
    'postDeskTicketMerge',
    'Merge another ticket of the same customer into this one',
    "The other ticket's question, replies, technical data and notes join this ticket in time order; the other " +
      'is closed and locked with a pointer, and its address in the portal leads here. Tickets of different ' +
      'customers are refused (400). Recorded in the audit with the number of the other ticket.',
    DeskMergeRequest,
  );
  app.post('/desk/ticket/:id/merge', merge, async (request) => {
    const staff = staffCaller(request);
    const ticketId = request.params.id;
    const { otherTicketId } = request.body;
    return db.tx(async (q) => {
      const customerId = await mergeTickets(q, ticketId, otherTicketId);
      const now = clock.now();
      await audit(q, staff, 'ticket.merge', { ticketId, customerId, detail: text.mergedAudit(otherTicketId) }, now);
      return reloadTicket(q, ticketId, staff.staffId, clock.now());
    });
  });
}
