import type { DeskQueueItem } from '../../../src/api/deskContract';
import type { Queryable } from '../../db/db';
import { TICKET_TYPE_EXTRA_NUMBER } from '../catalogue';
import { workflowFields, type WorkflowRow } from './responseTimes';

/** Tickets per page of the queue. */
export const QUEUE_PAGE_SIZE = 50;

export interface QueueFilter {
  statusId: number | null;
  /** A customer number (its start) or a part of the subject. */
  search: string | null;
  customerId: number | null;
  /** 'mine': assigned to `staffId`; 'unassigned': to nobody. */
  view?: 'all' | 'mine' | 'unassigned';
  /** 'due': unanswered tickets by their first-reply target first, the rest after them. */
  sort?: 'activity' | 'due';
  /** From 1. */
  page?: number;
  /** Who asks: their assigned tickets show unread customer messages. */
  staffId: number;
  now: Date;
}

interface QueueRow extends WorkflowRow {
  id: number;
  type_id: number;
  status_id: number;
  subject: string;
  locked: boolean;
  created_at: Date;
  last_activity_at: Date;
  unanswered: number;
  poc: string;
  company: string;
  merged_into: number | null;
}

/** A search term inside LIKE, its wildcards taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The WHERE clause and its parameters. Only the filters given are in the SQL: each combination is a
 * statement of its own, so PostgreSQL plans the subject search with its trigram index. The customers
 * whose number starts with the term come first as an array (`= ANY`): then both halves of the search
 * are index conditions, combined by a BitmapOr. As `IN (SELECT …)` inside the OR, the database would
 * read every ticket and test both halves on each.
 */
function conditions(filter: QueueFilter): { where: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    parts.push(sql(`$${params.length}`));
  };
  if (filter.statusId !== null) add((n) => `t.status_id = ${n}`, filter.statusId);
  if (filter.customerId !== null) add((n) => `t.customer_id = ${n}`, filter.customerId);
  if (filter.view === 'mine') add((n) => `t.assignee_id = ${n}`, filter.staffId);
  if (filter.view === 'unassigned') parts.push('t.assignee_id IS NULL');
  const search = filter.search?.trim();
  if (search)
    add(
      (n) =>
        `(t.customer_id = ANY (ARRAY(SELECT id FROM customers WHERE poc LIKE ${n} || '%')) ` +
        `OR t.subject ILIKE '%' || ${n} || '%')`,
      likeLiteral(search),
    );
  return { where: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

const ORDER = {
  activity: 't.last_activity_at DESC, t.id DESC',
  due: '(t.first_reply_at IS NOT NULL OR t.status_id = 4), t.reply_due_at NULLS LAST, t.id',
};

/** One page of the queue and the number of matching tickets (counted exactly, through the same indexes). */
export async function queuePage(
  q: Queryable,
  filter: QueueFilter,
): Promise<{ tickets: DeskQueueItem[]; total: number; page: number; pageSize: number }> {
  const { where, params } = conditions(filter);
  // The page and the count are independent: on PostgreSQL's pool they run at once, on two connections.
  const [tickets, [count]] = await Promise.all([
    queueTickets(q, filter),
    q.query<{ n: number }>(`SELECT count(*)::int AS n FROM tickets t ${where}`, params),
  ]);
  return { tickets, total: count?.n ?? 0, page: filter.page ?? 1, pageSize: QUEUE_PAGE_SIZE };
}

/**
 * One page of the queue without the total (the customer view lists a customer's newest tickets). The
 * page's ids come first (ordered by an index), the per-ticket counts only for those: the cost stays
 * that of one page at any size. `unanswered` counts the customer's messages (the question included)
 * since an employee last answered; a merged ticket has none (they live on in the ticket it joined).
 */
export async function queueTickets(q: Queryable, filter: QueueFilter): Promise<DeskQueueItem[]> {
  const page = filter.page ?? 1;
  const { where, params } = conditions(filter);
  const order = ORDER[filter.sort ?? 'activity'];
  const n = params.length;
  const rows = await q.query<QueueRow>(
    `WITH page AS (SELECT t.id FROM tickets t ${where} ORDER BY ${order} LIMIT ${QUEUE_PAGE_SIZE} OFFSET $${n + 1})
     SELECT t.id, t.type_id, t.status_id, t.subject, t.locked, t.created_at, t.last_activity_at, c.poc,
            coalesce(nullif(c.company, ''), concat_ws(' ', nullif(c.firstname, ''), nullif(c.prefix, ''),
                     nullif(c.lastname, ''))) AS company, t.merged_into,
            t.assignee_id, s.full_name AS assignee_name, t.reply_due_at, t.first_reply_at,
            (t.assignee_id = $${n + 2} AND (t.assignee_read_at IS NULL OR EXISTS (SELECT 1 FROM ticket_messages m
               WHERE m.ticket_id = t.id AND NOT m.is_employee AND m.created_at > t.assignee_read_at))) AS unread,
            (CASE WHEN t.merged_into IS NOT NULL THEN 0 ELSE
              (CASE WHEN a.at IS NULL THEN 1 ELSE 0 END) +
              (SELECT count(*)::int FROM ticket_messages m
                WHERE m.ticket_id = t.id AND NOT m.is_employee AND (a.at IS NULL OR m.created_at > a.at)) END)
              AS unanswered
       FROM page JOIN tickets t ON t.id = page.id JOIN customers c ON c.id = t.customer_id
       LEFT JOIN staff s ON s.id = t.assignee_id
       LEFT JOIN LATERAL (SELECT max(created_at) AS at FROM ticket_messages
                           WHERE ticket_id = t.id AND is_employee AND message <> '') a ON true
      ORDER BY ${order}`,
    [...params, (page - 1) * QUEUE_PAGE_SIZE, filter.staffId],
  );
  return rows.map((row) => ({
    id: row.id,
    typeId: row.type_id,
    extraNumberRequest: row.type_id === TICKET_TYPE_EXTRA_NUMBER,
    customerNumber: row.poc,
    company: row.company,
    subject: row.subject,
    statusId: row.status_id,
    locked: row.locked,
    unanswered: row.unanswered,
    creationTime: row.created_at.toISOString(),
    lastActivity: row.last_activity_at.toISOString(),
    mergedInto: row.merged_into,
    ...workflowFields(row, filter.now),
  }));
}
