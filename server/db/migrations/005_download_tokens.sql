-- Download links (invoice PDF, personal-data export) as revocable rows instead of self-contained
-- signed tokens: each belongs to the user who asked for it and to one item ('invoice:<id>' or 'export'),
-- dies with that user's sessions (password change, sign out everywhere), and a mailed one works once.
-- The token itself is stored only as its SHA-256.
CREATE TABLE download_tokens (
  hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  item text NOT NULL,
  single_use boolean NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX download_tokens_user ON download_tokens (user_id);
CREATE INDEX download_tokens_expires_at ON download_tokens (expires_at);

-- Revoking a user's one-time tokens (reset links) and the housekeeping job's scans.
CREATE INDEX one_time_tokens_user ON one_time_tokens (user_id, purpose);
CREATE INDEX one_time_tokens_expires_at ON one_time_tokens (expires_at);
CREATE INDEX sessions_expires_at ON sessions (expires_at);
CREATE INDEX outbox_created_at ON outbox (created_at);
