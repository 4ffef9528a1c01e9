import type { Ticket, TicketMessage } from '../../api/contract';
import { supportText as t } from '../../text/support';

/** Extra-number requests are tickets of type 4; the support list never shows them (requirements §2). */
export const TICKET_TYPE_EXTRA_NUMBER = 4;

export const visibleTickets = (tickets: readonly Ticket[]): Ticket[] =>
  tickets.filter((ticket) => ticket.typeId !== TICKET_TYPE_EXTRA_NUMBER);

/** Status in words and the colour of its dot; the words are always shown, the colour only adds to them. */
export interface TicketStatus {
  text: string;
  tone: 'open' | 'progress' | 'waiting' | 'closed' | 'unknown';
}

const tones: Record<number, TicketStatus['tone']> = { 1: 'open', 2: 'progress', 3: 'waiting', 4: 'closed' };

export function ticketStatus(statusId: number): TicketStatus {
  return { text: t.statuses[statusId] ?? t.unknownStatus, tone: tones[statusId] ?? 'unknown' };
}

/** One entry of the conversation as the ticket page shows it. */
export interface ConversationEntry {
  key: string;
  author: 'employee' | 'customer';
  authorText: string;
  message: string;
  creationTime: string;
  /** 'Status gewijzigd naar: …' when the entry changed the status. */
  statusNote: string | null;
}

export function conversationEntries(conversation: readonly TicketMessage[]): ConversationEntry[] {
  return conversation.map((entry, index) => ({
    key: `${entry.creationTime}-${index}`,
    author: entry.isEmployee ? 'employee' : 'customer',
    authorText: entry.isEmployee ? t.employee : t.customer,
    message: entry.message,
    creationTime: entry.creationTime,
    statusNote: entry.statusChange ? t.statusChanged(entry.statusChange) : null,
  }));
}
