-- Security page ('Beveiliging'): where each login came from, the login history, the devices a user
-- has logged in from, and two-step verification with an authenticator app.

-- Readable device, platform and masked address of a login, written when it opens. Addresses are only
-- ever stored masked (last part hidden): the page needs no more.
ALTER TABLE sessions ADD COLUMN device text;
ALTER TABLE sessions ADD COLUMN platform text;
ALTER TABLE sessions ADD COLUMN address text;

-- Login attempts of existing users (outcome: success, wrong-password, code-wrong, throttled).
CREATE TABLE login_events (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  outcome text NOT NULL,
  device text NOT NULL,
  address text NOT NULL
);
CREATE INDEX login_events_user ON login_events (user_id, at DESC);

-- Browser family + operating system a user has logged in from: a login from another one is mailed.
CREATE TABLE known_devices (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_key text NOT NULL,
  first_seen timestamptz NOT NULL,
  PRIMARY KEY (user_id, device_key)
);

-- Authenticator app (RFC 6238): the confirmed secret, a secret waiting for its first code, and the
-- last time step used, so no code works twice.
ALTER TABLE users ADD COLUMN totp_secret text;
ALTER TABLE users ADD COLUMN totp_pending_secret text;
ALTER TABLE users ADD COLUMN totp_last_step bigint;

-- One-time recovery codes, stored as hashes only.
CREATE TABLE recovery_codes (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- A login's second step is a mailed code ('email') or a code of the authenticator app ('app').
ALTER TABLE login_challenges ADD COLUMN method text NOT NULL DEFAULT 'email';
