-- The support desk (/desk): the provider's staff, apart from customers. They answer tickets and open
-- a customer's technical data; every such look is written to an append-only audit table.

-- Staff accounts: 'medewerker' answers tickets, 'teamleider' also reads the audit and manages staff.
-- An account starts without password and authenticator app: its one-time set-up link sets both.
CREATE TABLE staff (
  id serial PRIMARY KEY,
  email text NOT NULL,
  full_name text NOT NULL,
  role text NOT NULL CHECK (role IN ('medewerker', 'teamleider')),
  password_hash text,
  totp_secret text,
  -- The last time step a code was used in: no code works twice.
  totp_last_step bigint,
  created_at timestamptz NOT NULL,
  disabled_at timestamptz
);
CREATE UNIQUE INDEX staff_email ON staff (lower(email));

-- The one-time set-up link of a staff account (stored as its SHA-256), with the authenticator secret
-- it offers; using it sets the password and couples the app.
CREATE TABLE staff_setup_tokens (
  hash text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  totp_secret text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX staff_setup_tokens_staff ON staff_setup_tokens (staff_id);

-- A staff login: it ends 30 minutes after the last activity and 8 hours after it began, checked on
-- every call, so any server instance ends it the same way.
CREATE TABLE staff_sessions (
  id text PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_active_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);
CREATE INDEX staff_sessions_expires_at ON staff_sessions (expires_at);

-- Who opened or changed what, and when. No foreign keys to tickets or customers: the record outlives
-- them. Append-only: the triggers below refuse every UPDATE and DELETE, whoever sends it.
CREATE TABLE staff_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  staff_id integer NOT NULL REFERENCES staff (id),
  action text NOT NULL,
  ticket_id integer,
  customer_id integer,
  log_id integer,
  detail text NOT NULL DEFAULT ''
);
CREATE INDEX staff_audit_at ON staff_audit (at DESC, id DESC);

CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only: % refused', TG_OP;
END;
$$;
CREATE TRIGGER staff_audit_no_update BEFORE UPDATE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();
CREATE TRIGGER staff_audit_no_delete BEFORE DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();

-- Which staff member wrote an employee entry of a conversation (null for customers and the seed).
ALTER TABLE ticket_messages ADD COLUMN staff_id integer REFERENCES staff (id);

-- The desk's queue: newest activity first over every customer's tickets.
CREATE INDEX ticket_messages_ticket_time ON ticket_messages (ticket_id, created_at);
