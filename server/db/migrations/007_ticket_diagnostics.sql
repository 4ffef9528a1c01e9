-- Technical data a customer chose to send with a ticket or a reply ('Technische gegevens meesturen'):
-- the redacted action log of the browser tab with app version, platform and viewport, as JSON. The
-- server limits its size (256 KB); a reply's log points at the message it came with. `json`, not
-- `jsonb`: support reads the text as it was sent, in its order.
CREATE TABLE ticket_diagnostics (
  id serial PRIMARY KEY,
  ticket_id integer NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  message_id integer REFERENCES ticket_messages (id) ON DELETE CASCADE,
  data json NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX ticket_diagnostics_ticket ON ticket_diagnostics (ticket_id);
