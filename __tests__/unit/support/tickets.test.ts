import type { Ticket } from '../../../src/api/contract';
import { conversationEntries, ticketStatus, visibleTickets } from '../../../src/features/support/tickets';

const ticket = (id: number, typeId: number): Ticket => ({
  id,
  typeId,
  statusId: 1,
  subject: 'Onderwerp van de vraag',
  message: 'Bericht van de vraag',
  creationTime: '2026-03-15T10:00:00.000Z',
  newMessages: 0,
  locked: false,
  conversation: [],
});

describe('support list and ticket page', () => {
  it('hides tickets of type 4 (extra-number requests)', () => {
    expect(visibleTickets([ticket(1, 1), ticket(2, 4), ticket(3, 2)]).map((t) => t.id)).toEqual([1, 3]);
  });

  it('names every status in words next to its colour', () => {
    expect([1, 2, 3, 4, 9].map((id) => ticketStatus(id))).toEqual([
      { text: 'Open', tone: 'open' },
      { text: 'In behandeling', tone: 'progress' },
      { text: 'Wacht op jouw reactie', tone: 'waiting' },
      { text: 'Gesloten', tone: 'closed' },
      { text: 'Onbekend', tone: 'unknown' },
    ]);
  });

  it('tells customer and employee apart and notes status changes', () => {
    const entries = conversationEntries([
      {
        message: 'We kijken ernaar.',
        creationTime: '2026-03-15T10:00:00Z',
        isEmployee: true,
        statusChange: 'In behandeling',
      },
      { message: 'Dank je.', creationTime: '2026-03-15T11:00:00Z', isEmployee: false, statusChange: null },
    ]);
    expect(entries.map((e) => [e.author, e.authorText, e.statusNote])).toEqual([
      ['employee', 'Medewerker', 'Status gewijzigd naar: In behandeling'],
      ['customer', 'Jij', null],
    ]);
  });
});
