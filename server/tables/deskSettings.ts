import type { ReplyTemplate } from '../../src/api/deskWorkflowContract';
import type { Queryable } from '../db/db';

/**
 * Owner of `desk_settings` and `reply_templates` (docs/architecture.md, "Who writes a table"): what a
 * teamleider sets for the whole desk, the first-reply target and the reply templates.
 */

/** The first-reply target in working hours (8 when none is set). */
export async function firstReplyHours(q: Queryable): Promise<number> {
  const [row] = await q.query<{ hours: number }>('SELECT first_reply_hours AS hours FROM desk_settings');
  return row?.hours ?? 8;
}

export async function setFirstReplyHoursSetting(q: Queryable, hours: number): Promise<void> {
  await q.query('UPDATE desk_settings SET first_reply_hours = $1', [hours]);
}

/** The reply templates ('Standaardantwoorden'), by title. */
export async function replyTemplates(q: Queryable): Promise<ReplyTemplate[]> {
  return q.query<ReplyTemplate>('SELECT id, title, body FROM reply_templates ORDER BY lower(title), id');
}

/** Adds a template (id null) or changes one; false when there is no template with that id. */
export async function saveTemplate(
  q: Queryable,
  id: number | null,
  template: { title: string; body: string },
  now: Date,
): Promise<boolean> {
  if (id === null) {
    await q.query('INSERT INTO reply_templates (title, body, updated_at) VALUES ($1, $2, $3)', [
      template.title,
      template.body,
      now,
    ]);
    return true;
  }
  const changed = await q.query(
    'UPDATE reply_templates SET title = $2, body = $3, updated_at = $4 WHERE id = $1 RETURNING id',
    [id, template.title, template.body, now],
  );
  return changed.length > 0;
}

export async function removeTemplate(q: Queryable, id: number): Promise<boolean> {
  return (await q.query('DELETE FROM reply_templates WHERE id = $1 RETURNING id', [id])).length > 0;
}
