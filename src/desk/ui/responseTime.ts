import type { TicketWorkflowFields } from '../../api/deskWorkflowContract';
import { deskWorkflowText as w } from '../../text/deskWorkflow';

/** The first-reply target as text: time left, how late, answered, or none; `late` for its marking. */
export function responseTime(ticket: TicketWorkflowFields): { text: string; late: boolean } {
  const left = ticket.workingMinutesLeft;
  if (left !== null && left < 0) return { text: w.late(w.duration(-left)), late: true };
  if (left !== null) return { text: w.timeLeft(w.duration(left)), late: false };
  return { text: ticket.firstReplyAt ? w.answered : w.noTarget, late: false };
}
