-- The desk as staff use it all day (docs/support.md): internal notes, assignment, response times,
-- who has a ticket open, reply templates and merged tickets; and a queue that stays fast with
-- 100,000 tickets (paged, ordered by an index, the subject searched through a trigram index).

-- Trigram search of the subject (ILIKE '%…%'); PGlite loads the same extension (server/db/pglite.ts).
-- In the public schema, whatever the store's own schema: one database may hold several stores (a
-- schema each, as the PostgreSQL test runs do), and an extension lives once per database. Stores
-- migrating at the same moment may both try to create it: the second finds it made.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
EXCEPTION WHEN unique_violation OR duplicate_object THEN
  NULL;
END
$$;

ALTER TABLE tickets ADD COLUMN assignee_id integer REFERENCES staff (id);
-- When the assignee last opened the ticket: a customer message after it is unread for them.
ALTER TABLE tickets ADD COLUMN assignee_read_at timestamptz;
-- Kept by the triggers below from every writer (portal, desk, seed), so the queue orders by an index.
ALTER TABLE tickets ADD COLUMN last_activity_at timestamptz;
ALTER TABLE tickets ADD COLUMN first_reply_at timestamptz;
-- The first-reply target in working hours, computed by the server (server/domain/desk/workingHours.ts);
-- null until then, and again for unanswered tickets when a teamleider changes the target.
ALTER TABLE tickets ADD COLUMN reply_due_at timestamptz;
-- A ticket merged into another: closed, and its address leads to the other.
ALTER TABLE tickets ADD COLUMN merged_into integer REFERENCES tickets (id);

UPDATE tickets t SET
  last_activity_at = greatest(t.created_at,
    coalesce((SELECT max(m.created_at) FROM ticket_messages m WHERE m.ticket_id = t.id), t.created_at)),
  first_reply_at = (SELECT min(m.created_at) FROM ticket_messages m
                     WHERE m.ticket_id = t.id AND m.is_employee AND m.message <> '');

CREATE FUNCTION tickets_activity_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.last_activity_at := coalesce(NEW.last_activity_at, NEW.created_at);
  RETURN NEW;
END;
$$;
CREATE TRIGGER tickets_activity_default BEFORE INSERT ON tickets
  FOR EACH ROW EXECUTE FUNCTION tickets_activity_default();

CREATE FUNCTION ticket_messages_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tickets SET
    last_activity_at = greatest(last_activity_at, NEW.created_at),
    first_reply_at = CASE WHEN NEW.is_employee AND NEW.message <> ''
                          THEN least(coalesce(first_reply_at, NEW.created_at), NEW.created_at)
                          ELSE first_reply_at END
   WHERE id = NEW.ticket_id
     -- No new row version (and no index entries) when nothing changes.
     AND (last_activity_at < NEW.created_at
          OR (NEW.is_employee AND NEW.message <> '' AND (first_reply_at IS NULL OR first_reply_at > NEW.created_at)));
  RETURN NULL;
END;
$$;
CREATE TRIGGER ticket_messages_activity AFTER INSERT ON ticket_messages
  FOR EACH ROW EXECUTE FUNCTION ticket_messages_activity();

CREATE INDEX tickets_activity ON tickets (last_activity_at DESC, id DESC);
CREATE INDEX tickets_assignee_activity ON tickets (assignee_id, last_activity_at DESC, id DESC);
CREATE INDEX tickets_due_unanswered ON tickets (reply_due_at, id) WHERE first_reply_at IS NULL;
CREATE INDEX tickets_due_missing ON tickets (id) WHERE reply_due_at IS NULL;
CREATE INDEX tickets_subject_trgm ON tickets USING gin (subject public.gin_trgm_ops);

-- Internal notes: a table of their own, which no customer route reads.
CREATE TABLE ticket_notes (
  id serial PRIMARY KEY,
  ticket_id integer NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  staff_id integer NOT NULL REFERENCES staff (id),
  note text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX ticket_notes_ticket ON ticket_notes (ticket_id, created_at);

-- Reply templates ('Standaardantwoorden'), kept by a teamleider.
CREATE TABLE reply_templates (
  id serial PRIMARY KEY,
  title text NOT NULL,
  body text NOT NULL,
  updated_at timestamptz NOT NULL
);

-- The desk's settings: one row.
CREATE TABLE desk_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  first_reply_hours integer NOT NULL DEFAULT 8
);
INSERT INTO desk_settings (id) VALUES (true);

-- Who has a ticket open in the desk, refreshed while the page is open; in the database, so every
-- server instance sees every staff member.
CREATE TABLE ticket_presence (
  ticket_id integer NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (ticket_id, staff_id)
);
