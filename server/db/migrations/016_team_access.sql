-- Team access (docs/decisions/0085-one-permission-matrix.md): roles for the people of an account,
-- invitations, required two-step verification and the account's activity log.

-- A user's role ('beheerder', 'financieel', 'gebruiker', 'alleen_lezen'; src/api/permissions.ts). The
-- role replaces is_admin: the spec's admin is a Beheerder, any other user a Gebruiker.
ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'gebruiker'
  CHECK (role IN ('beheerder', 'financieel', 'gebruiker', 'alleen_lezen'));
UPDATE users SET role = 'beheerder' WHERE is_admin;
-- The main account holder is a Beheerder and stays one: nobody demotes or removes them.
ALTER TABLE users ADD COLUMN account_holder boolean NOT NULL DEFAULT false;
UPDATE users SET account_holder = true WHERE is_admin;
-- A portal colleague (invited through 'Gebruikers en rechten') is free and is no phone line: apart
-- from the extra users of a bundle.
ALTER TABLE users ADD COLUMN colleague boolean NOT NULL DEFAULT false;
ALTER TABLE users DROP COLUMN is_admin;

-- 'Tweestapsverificatie verplicht': every user of the account sets up two-step verification first.
ALTER TABLE customers ADD COLUMN two_step_required boolean NOT NULL DEFAULT false;

-- An invitation: a single-use link valid 48 hours. Only the link's hash is stored (sha-256, as
-- one_time_tokens); a resend replaces the hash and the expiry, so an earlier link stops working.
CREATE TABLE invitations (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('beheerder', 'financieel', 'gebruiker', 'alleen_lezen')),
  hash text NOT NULL UNIQUE,
  invited_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  withdrawn_at timestamptz
);
CREATE INDEX invitations_customer ON invitations (customer_id);
-- One open invitation per address and account.
CREATE UNIQUE INDEX invitations_open ON invitations (customer_id, lower(email))
  WHERE accepted_at IS NULL AND withdrawn_at IS NULL;

-- 'Activiteit': who of the account did what and when. Never a secret: a kind and a short Dutch detail.
-- No foreign keys: an entry outlives the user (names are copied) and the account's erasure, until
-- housekeeping drops it after 13 months.
CREATE TABLE account_activity (
  id bigserial PRIMARY KEY,
  customer_id integer NOT NULL,
  at timestamptz NOT NULL,
  actor_user_id integer,
  actor_name text NOT NULL,
  kind text NOT NULL,
  detail text NOT NULL
);
CREATE INDEX account_activity_customer_at ON account_activity (customer_id, at DESC);
CREATE INDEX account_activity_at ON account_activity (at);

-- Append-only as the desk's audit (append_only(), migration 014), except that an entry past its 13
-- months may go: housekeeping deletes those through purge_account_activity(), which runs as the
-- tables' owner (the server's own role has no DELETE on append-only tables, server/db/roles.ts).
CREATE TRIGGER account_activity_no_update BEFORE UPDATE ON account_activity
  FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER account_activity_no_delete BEFORE DELETE ON account_activity
  FOR EACH ROW WHEN (OLD.at >= now() - interval '13 months') EXECUTE FUNCTION append_only();
CREATE TRIGGER account_activity_no_truncate BEFORE TRUNCATE ON account_activity
  FOR EACH STATEMENT EXECUTE FUNCTION append_only();

CREATE FUNCTION purge_account_activity() RETURNS integer LANGUAGE plpgsql SECURITY DEFINER
  SET search_path FROM CURRENT AS $$
DECLARE
  removed integer;
BEGIN
  DELETE FROM account_activity WHERE at < now() - interval '13 months';
  GET DIAGNOSTICS removed = ROW_COUNT;
  RETURN removed;
END;
$$;
