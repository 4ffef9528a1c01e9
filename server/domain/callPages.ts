/**
 * A month's calls read a page at a time, newest first, each rated from what is stored with it
 * (`rateCall`): the paged list, the CSV and the mailed call data never hold the whole month, and the
 * filters and the number search run in the database (docs/decisions/0082).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { CallRecord } from '../../src/api/contract';
import { MAX_INT } from '../../src/api/wire';
import { addMonths, LAST_MOMENT, localDate, localTime, zonedMoment } from '../base/dates';
import type { Queryable } from '../db/db';
import { rateCall, type NumberClass, type Tariff } from './callCharges';

export interface CallFilter {
  customerId: number;
  /** The Amsterdam month, 'YYYY-MM-01'. */
  periodStart: string;
  /** 'O' outgoing, 'I' incoming; undefined: both. */
  direction?: 'O' | 'I' | undefined;
  /** Digits somewhere in the other party's number; '' for any. */
  number?: string | undefined;
}

/** Where a page ends: the last call shown; the next page starts after it. */
export interface CallCursor {
  startedAt: Date;
  id: number;
}

interface StoredRow {
  id: number;
  type: string;
  called_number: string;
  telephone_number: string;
  started_at: Date;
  duration: number;
  number_class: NumberClass | null;
  national_before: number;
}

/** The cursor as the answer carries it: opaque to the client, checked when it comes back. */
export const encodeCursor = (cursor: CallCursor): string => `${cursor.startedAt.getTime()}.${cursor.id}`;

/**
 * The cursor of a `text` the client sent back, or null when it is none: each part within what the
 * data can hold (a time in the calendar's years, an id of an integer column), so a changed cursor is
 * refused as one rather than failing in the database.
 */
export function decodeCursor(text: string): CallCursor | null {
  const match = /^(\d{1,15})\.(\d{1,10})$/.exec(text);
  if (!match) return null;
  const time = Number(match[1]);
  const id = Number(match[2]);
  if (time > LAST_MOMENT || id < 1 || id > MAX_INT) return null;
  return { startedAt: new Date(time), id };
}

/** The WHERE clause of a filter, with its parameters. */
function where(filter: CallFilter, cursor: CallCursor | null): { sql: string; params: unknown[] } {
  const params: unknown[] = [
    filter.customerId,
    zonedMoment(filter.periodStart),
    zonedMoment(addMonths(filter.periodStart, 1)),
  ];
  let sql = 'customer_id = $1 AND started_at >= $2 AND started_at < $3';
  if (filter.direction === 'O') sql += " AND type = 'O'";
  if (filter.direction === 'I') sql += " AND type <> 'O'";
  const digits = (filter.number ?? '').replace(/\D/g, '');
  if (digits !== '') {
    params.push(`%${digits}%`);
    sql += ` AND (CASE WHEN type = 'O' THEN called_number ELSE telephone_number END) LIKE $${params.length}`;
  }
  if (cursor) {
    params.push(cursor.startedAt, cursor.id);
    sql += ` AND (started_at, id) < ($${params.length - 1}, $${params.length})`;
  }
  return { sql, params };
}

function callRecord(row: StoredRow, tariff: Tariff): CallRecord {
  const rated = rateCall(
    { type: row.type, numberClass: row.number_class, duration: row.duration, nationalBefore: row.national_before },
    tariff,
  );
  return {
    id: row.id,
    type: row.type,
    calledNumber: row.called_number,
    telephoneNumber: row.telephone_number,
    date: localDate(row.started_at),
    time: localTime(row.started_at),
    duration: row.duration,
    charge: rated.charge,
    cost: rated.costCents / 100,
  };
}

export interface CallPage {
  calls: CallRecord[];
  /** Where the next page starts; null after the month's oldest call. */
  next: CallCursor | null;
}

/** Up to `size` calls after `cursor` (from the newest when null), newest first. */
export async function callPage(
  q: Queryable,
  filter: CallFilter,
  tariff: Tariff,
  cursor: CallCursor | null,
  size: number,
): Promise<CallPage> {
  const { sql, params } = where(filter, cursor);
  params.push(size + 1);
  const rows = await q.query<StoredRow>(
    `SELECT id, type, called_number, telephone_number, started_at, duration, number_class, national_before
       FROM calls WHERE ${sql} ORDER BY started_at DESC, id DESC LIMIT $${params.length}`,
    params,
  );
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  return {
    calls: shown.map((row) => callRecord(row, tariff)),
    next: rows.length > size && last ? { startedAt: last.started_at, id: last.id } : null,
  };
}

/** How many calls pass the filter. */
export async function countCalls(q: Queryable, filter: CallFilter): Promise<number> {
  const { sql, params } = where(filter, null);
  const [row] = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM calls WHERE ${sql}`, params);
  return row?.n ?? 0;
}

/**
 * Calls per batch of a stream: small enough that a request waiting behind several streams waits for
 * one short batch of each (500 calls: some 10 ms), large enough to cost a month's CSV little extra.
 */
export const CALL_BATCH = 500;

/**
 * Every call that passes the filter, newest first, a batch at a time: memory stays that of one batch.
 * Before each batch after the first it gives the event loop a turn: a fast reader (a CSV download
 * without compression) would otherwise take batch after batch in one run of promise callbacks, and no
 * other request would be read or answered until the month was done.
 */
export async function* eachCallBatch(
  q: Queryable,
  filter: CallFilter,
  tariff: Tariff,
  batch = CALL_BATCH,
): AsyncGenerator<CallRecord[]> {
  let cursor: CallCursor | null = null;
  do {
    if (cursor) await nextTurn();
    const page: CallPage = await callPage(q, filter, tariff, cursor, batch);
    if (page.calls.length > 0) yield page.calls;
    cursor = page.next;
  } while (cursor);
}
