/**
 * The desk's working tools on the wire (docs/api.md "Support desk"): internal notes, assignment,
 * response times, who has a ticket open, reply templates, merging and the teamleider's overview.
 * Shared by the desk (types only) and the reference server (schemas), like deskContract.ts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime } from './contract';
import { Id, Nullable, NullableId, Text } from './wire';

/** What the queue and a ticket say about whose it is and its first-reply target. */
export const TicketWorkflowFields = Type.Object({
  assigneeId: Nullable(Type.Integer()),
  /** The assignee's name (empty when nobody has it). */
  assigneeName: Type.String(),
  /** A customer message the assignee has not seen yet; only ever true for the assignee who asks. */
  unreadForMe: Type.Boolean(),
  /** When the first answer is due (working hours); null until computed. */
  replyDueAt: Nullable(IsoDateTime),
  firstReplyAt: Nullable(IsoDateTime),
  /** Working minutes until the first answer is due; negative when late; null once answered or closed. */
  workingMinutesLeft: Nullable(Type.Integer()),
});
export type TicketWorkflowFields = Static<typeof TicketWorkflowFields>;

export const DeskNote = Type.Object({
  id: Type.Integer(),
  note: Type.String(),
  staffName: Type.String(),
  creationTime: IsoDateTime,
});
export type DeskNote = Static<typeof DeskNote>;

export const DeskNoteRequest = Type.Object({ note: Text(5000) });
export type DeskNoteRequest = Static<typeof DeskNoteRequest>;

/** Give the ticket to a staff member (oneself for 'Oppakken'), or to nobody with null. */
export const DeskAssignRequest = Type.Object({ staffId: NullableId('The staff member; null: nobody') });
export type DeskAssignRequest = Static<typeof DeskAssignRequest>;

export const DeskColleague = Type.Object({ id: Type.Integer(), fullName: Type.String() });
export type DeskColleague = Static<typeof DeskColleague>;
export const DeskColleaguesResponse = Type.Object({ staff: Type.Array(DeskColleague) });
export type DeskColleaguesResponse = Static<typeof DeskColleaguesResponse>;

/** Who else has the ticket open now, and its newest entry (a colleague's answer shows at once). */
export const DeskPresenceResponse = Type.Object({
  others: Type.Array(Type.String()),
  latestEntryId: Type.Integer(),
});
export type DeskPresenceResponse = Static<typeof DeskPresenceResponse>;

export const DeskMergeRequest = Type.Object({ otherTicketId: Id('The ticket merged into this one') });
export type DeskMergeRequest = Static<typeof DeskMergeRequest>;

export const ReplyTemplate = Type.Object({ id: Type.Integer(), title: Type.String(), body: Type.String() });
export type ReplyTemplate = Static<typeof ReplyTemplate>;
export const ReplyTemplatesResponse = Type.Object({ templates: Type.Array(ReplyTemplate) });
export type ReplyTemplatesResponse = Static<typeof ReplyTemplatesResponse>;
export const ReplyTemplateRequest = Type.Object({ title: Text(100), body: Text(5000) });
export type ReplyTemplateRequest = Static<typeof ReplyTemplateRequest>;
export const ReplyTemplateParams = Type.Object({ id: Id('The template') });

export const DeskSettings = Type.Object({
  /** The first-reply target in working hours. */
  firstReplyHours: Type.Integer({ minimum: 1, maximum: 200 }),
});
export type DeskSettings = Static<typeof DeskSettings>;

export const OverviewWeek = Type.Object({
  /** Monday of the week (Amsterdam), 'YYYY-MM-DD'. */
  week: Type.String(),
  newTickets: Type.Integer(),
  answeredWithinTarget: Type.Integer(),
  /** Answered after the target, or still without a first answer now that the target has passed. */
  late: Type.Integer(),
  /** Still waiting for a first answer, the target not reached yet. */
  notYetDue: Type.Integer(),
  /** Median working minutes to the first answer of the week's tickets; null when none was answered. */
  medianFirstReplyMinutes: Nullable(Type.Integer()),
});
export type OverviewWeek = Static<typeof OverviewWeek>;
export const DeskOverview = Type.Object({
  weeks: Type.Array(OverviewWeek),
  /** Tickets not closed, by status id (1-3), now. */
  openByStatus: Type.Array(Type.Object({ statusId: Type.Integer(), count: Type.Integer() })),
  firstReplyHours: Type.Integer(),
});
export type DeskOverview = Static<typeof DeskOverview>;

/** Audit actions of these tools (deskContract's AuditAction takes them in). */
export const WORKFLOW_AUDIT_ACTIONS = [
  'ticket.note',
  'ticket.assign',
  'ticket.merge',
  'template.save',
  'template.remove',
  'settings.change',
] as const;
