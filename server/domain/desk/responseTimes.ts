import type { DeskOverview, OverviewWeek, TicketWorkflowFields } from '../../../src/api/deskWorkflowContract';
import { addDays, localDate, zonedMoment } from '../../base/dates';
import type { Queryable } from '../../db/db';
import { firstReplyHours, setFirstReplyHoursSetting } from '../../tables/deskSettings';
import { clearReplyDueTimes, setReplyDueTimes, ticketsWithoutDueTime } from '../../tables/tickets';
import { ticketStatuses } from '../catalogue';
import { addWorkingMinutes, workingMinutesBetween } from './workingHours';

/** What the queue and a ticket read to say whose it is and how its first answer stands. */
export interface WorkflowRow {
  status_id: number;
  assignee_id: number | null;
  assignee_name: string | null;
  unread: boolean | null;
  reply_due_at: Date | null;
  first_reply_at: Date | null;
}

export function workflowFields(row: WorkflowRow, now: Date): TicketWorkflowFields {
  const waiting = row.first_reply_at === null && row.status_id !== ticketStatuses.closed && row.reply_due_at;
  return {
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name ?? '',
    unreadForMe: row.unread === true,
    replyDueAt: row.reply_due_at?.toISOString() ?? null,
    firstReplyAt: row.first_reply_at?.toISOString() ?? null,
    workingMinutesLeft: waiting && row.reply_due_at ? workingMinutesBetween(now, row.reply_due_at) : null,
  };
}

/** A new target: tickets still waiting for their first answer get a due time by it (at the next read). */
export async function setFirstReplyHours(q: Queryable, hours: number): Promise<void> {
  await setFirstReplyHoursSetting(q, hours);
  await clearReplyDueTimes(q, ticketStatuses.closed);
}

/** At most this many due times per read: a store that has just received many tickets catches up over a few. */
const FILL_BATCH = 5_000;

/**
 * Gives tickets without one their first-reply due time (created + the target in working hours).
 * Tickets come from the portal, the desk and the seed; the due time needs the working-hours calendar,
 * so the server adds it here, before the desk reads. The same on every instance: two computing at
 * once write the same value. Returns how many it filled.
 */
export async function fillDueTimes(q: Queryable): Promise<number> {
  const missing = await ticketsWithoutDueTime(q, FILL_BATCH);
  if (missing.length === 0) return 0;
  const minutes = (await firstReplyHours(q)) * 60;
  await setReplyDueTimes(
    q,
    missing.map((row) => row.id),
    missing.map((row) => addWorkingMinutes(row.created_at, minutes)),
  );
  return missing.length;
}

/** Weeks in the teamleider's overview, the current one included. */
export const OVERVIEW_WEEKS = 8;

/** Monday of the Amsterdam week of a moment. */
function mondayOf(moment: Date): string {
  const date = localDate(moment);
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}

/**
 * Per week (newest first): new tickets, how many got their first answer within the target, how many
 * are late (answered after it, or still waiting past it) and how many wait with time left, and the
 * median working time to the first answer; and the tickets open now by status.
 */
export async function overview(q: Queryable, now: Date): Promise<DeskOverview> {
  const first = addDays(mondayOf(now), -7 * (OVERVIEW_WEEKS - 1));
  const rows = await q.query<{
    created_at: Date;
    first_reply_at: Date | null;
    reply_due_at: Date | null;
    status_id: number;
  }>(
    `SELECT created_at, first_reply_at, reply_due_at, status_id FROM tickets
      WHERE created_at >= $1 AND merged_into IS NULL`,
    [zonedMoment(first)],
  );
  const weeks = new Map<
    string,
    { tickets: number; withinTarget: number; late: number; notYetDue: number; replies: number[] }
  >();
  for (let i = 0; i < OVERVIEW_WEEKS; i += 1)
    weeks.set(addDays(first, 7 * i), { tickets: 0, withinTarget: 0, late: 0, notYetDue: 0, replies: [] });
  for (const row of rows) {
    const week = weeks.get(mondayOf(row.created_at));
    if (!week) continue;
    week.tickets += 1;
    if (!row.first_reply_at) {
      // Closed without an answer: neither on time nor late. Waiting: late once its target has passed.
      if (row.status_id === ticketStatuses.closed || !row.reply_due_at) continue;
      if (row.reply_due_at < now) week.late += 1;
      else week.notYetDue += 1;
      continue;
    }
    week.replies.push(workingMinutesBetween(row.created_at, row.first_reply_at));
    if (row.reply_due_at && row.first_reply_at <= row.reply_due_at) week.withinTarget += 1;
    else if (row.reply_due_at) week.late += 1;
  }
  const open = await q.query<{ status_id: number; n: number }>(
    `SELECT status_id, count(*)::int AS n FROM tickets WHERE status_id <> ${ticketStatuses.closed}
      GROUP BY status_id ORDER BY status_id`,
  );
  const list: OverviewWeek[] = [...weeks.entries()].reverse().map(([week, figures]) => ({
    week,
    newTickets: figures.tickets,
    answeredWithinTarget: figures.withinTarget,
    late: figures.late,
    notYetDue: figures.notYetDue,
    medianFirstReplyMinutes: median(figures.replies),
  }));
  return {
    weeks: list,
    openByStatus: open.map((row) => ({ statusId: row.status_id, count: row.n })),
    firstReplyHours: await firstReplyHours(q),
  };
}
