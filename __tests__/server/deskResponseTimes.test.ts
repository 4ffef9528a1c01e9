/**
 * First-reply targets in working hours: the queue says how much time is left or how late a ticket is
 * and sorts by it; a teamleider sets the target and reads the weekly overview.
 */
import type { Ticket } from '../../src/api/contract';
import type { AuditResponse, DeskQueueResponse, DeskTicket } from '../../src/api/deskContract';
import type { DeskOverview, DeskSettings } from '../../src/api/deskWorkflowContract';
import { MEDEWERKER, staffLogin, TEAMLEIDER } from './deskHelpers';
import { useTestServer, type TestServer } from './helpers';

// Wednesday 18 March 2026, 11:00 in Amsterdam.
const server = useTestServer();

async function ask(s: TestServer, subject: string): Promise<number> {
  const { token } = await s.login('admin@demo.test');
  const created = await s.post<Ticket>('/api/tickets', { subject, message: 'Graag hulp.', category: 4 }, token);
  expect([subject, created.status, created.body.id > 0]).toEqual([subject, 201, true]);
  return created.body.id;
}

test('8 working hours by default: time left, then late, and the queue sorted by it', async () => {
  const s = server();
  const early = await ask(s, 'Eerste vraag');
  // A staff login ends after 30 idle minutes, and each login moves the clock half a minute on: log in
  // just before each moment looked at, then set the clock to it.
  let staff = await staffLogin(s, MEDEWERKER);
  const at = async (moment: string) => {
    s.clock.set(new Date(new Date(moment).getTime() - 60_000).toISOString());
    staff = await staffLogin(s, MEDEWERKER);
    s.clock.set(moment);
  };
  await at('2026-03-18T11:00:00Z');
  const later = await ask(s, 'Tweede vraag');
  const item = async (id: number) =>
    (await s.get<DeskQueueResponse>('/api/desk/tickets?sort=due', staff.token)).body.tickets.find((t) => t.id === id);

  // Asked Wednesday 11:00: due Thursday 10:00 (6.5 hours on Wednesday, 1.5 on Thursday).
  expect(await item(early)).toMatchObject({ replyDueAt: '2026-03-19T09:00:00.000Z', workingMinutesLeft: 7 * 60 });
  // Waiting tickets first, by their target (the seed's too); answered and closed ones after them.
  const sorted = (await s.get<DeskQueueResponse>('/api/desk/tickets?sort=due', staff.token)).body.tickets;
  const waiting = sorted.filter((t) => t.workingMinutesLeft !== null);
  expect(sorted.slice(0, waiting.length)).toEqual(waiting);
  expect(waiting.map((t) => t.replyDueAt)).toEqual(waiting.map((t) => t.replyDueAt).sort());
  expect(waiting.map((t) => t.id)).toEqual(expect.arrayContaining([early, later]));

  // Friday 11:00: a working day and an hour after the target.
  await at('2026-03-20T10:00:00Z');
  expect((await item(early))?.workingMinutesLeft).toBe(-(60 + 9 * 60));
  // Answered: no time left to show.
  await s.post(`/api/desk/ticket/${early}/reply`, { message: 'Opgelost.' }, staff.token);
  expect(await item(early)).toMatchObject({ workingMinutesLeft: null, firstReplyAt: s.clock.now().toISOString() });
  const answeredLast = (await s.get<DeskQueueResponse>('/api/desk/tickets?sort=due', staff.token)).body.tickets;
  expect(answeredLast.findIndex((t) => t.id === later)).toBeLessThan(answeredLast.findIndex((t) => t.id === early));
});

test('a teamleider sets the target; waiting tickets follow it; the overview counts per week', async () => {
  const s = server();
  // Monday 23 March, 09:00: a week of its own, after the seed's tickets.
  s.clock.set('2026-03-23T08:00:00Z');
  const answered = await ask(s, 'Snel beantwoord');
  const waiting = await ask(s, 'Wacht nog op antwoord');
  // Logged in just before 09:30 (each login moves the clock half a minute on), answered at 09:30.
  s.clock.set('2026-03-23T08:29:00Z');
  const staff = await staffLogin(s, MEDEWERKER);
  const lead = await staffLogin(s, TEAMLEIDER);
  s.clock.set('2026-03-23T08:30:00Z');
  await s.post(`/api/desk/ticket/${answered}/reply`, { message: 'Klaar.' }, staff.token);

  expect((await s.post('/api/desk/settings', { firstReplyHours: 2 }, staff.token)).status).toBe(403);
  expect((await s.post('/api/desk/settings', { firstReplyHours: 2 }, lead.token)).status).toBe(200);
  expect((await s.get<DeskSettings>('/api/desk/settings', staff.token)).body).toEqual({ firstReplyHours: 2 });
  const read = await s.get<DeskTicket>(`/api/desk/ticket/${waiting}`, staff.token);
  const ticket = read.body;
  expect([ticket.replyDueAt, ticket.workingMinutesLeft]).toEqual(['2026-03-23T10:00:00.000Z', 90]);

  const overview = (await s.get<DeskOverview>('/api/desk/overview', lead.token)).body;
  expect(overview.weeks).toHaveLength(8);
  expect(overview.weeks[0]).toEqual({
    week: '2026-03-23',
    newTickets: 2,
    answeredWithinTarget: 1,
    late: 0,
    notYetDue: 1,
    medianFirstReplyMinutes: 30,
  });
  expect(overview.openByStatus.find((row) => row.statusId === 1)?.count).toBeGreaterThanOrEqual(1);
  expect(overview.firstReplyHours).toBe(2);
  expect((await s.get('/api/desk/overview', staff.token)).status).toBe(403);

  const audit = (await s.get<AuditResponse>('/api/desk/audit', lead.token)).body.entries;
  expect(audit.find((entry) => entry.action === 'settings.change')?.detail).toBe('reactietijd 2 werkuren');

  // Past its target the waiting one counts as late; once answered it stays late.
  s.clock.set('2026-03-23T10:29:00Z');
  const [leadLater, staffLater] = [await staffLogin(s, TEAMLEIDER), await staffLogin(s, MEDEWERKER)];
  const later = (await s.get<DeskOverview>('/api/desk/overview', leadLater.token)).body.weeks[0];
  expect([later?.answeredWithinTarget, later?.late, later?.notYetDue]).toEqual([1, 1, 0]);
  await s.post(`/api/desk/ticket/${waiting}/reply`, { message: 'Sorry voor het wachten.' }, staffLater.token);
  const answeredLate = (await s.get<DeskOverview>('/api/desk/overview', leadLater.token)).body.weeks[0];
  expect([answeredLate?.answeredWithinTarget, answeredLate?.late, answeredLate?.notYetDue]).toEqual([1, 1, 0]);
});
