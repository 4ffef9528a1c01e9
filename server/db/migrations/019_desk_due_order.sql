-- The queue sorted by first-reply target ('due': unanswered tickets by their due time, the rest
-- after them) in the order of an index, as the newest-activity sort already is: the first page
-- reads 50 index entries instead of sorting every ticket. The expressions are those of the ORDER BY
-- in server/domain/desk/deskQueue.ts (ascending puts a missing due time last, as NULLS LAST there).
CREATE INDEX tickets_due_order ON tickets ((first_reply_at IS NOT NULL OR status_id = 4), reply_due_at, id);
