import type { ReplyTemplate } from '../../../src/api/deskWorkflowContract';
import type { Queryable } from '../../db/db';

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
