-- Two-step verification by e-mail: one row per pending login that waits for its code. The id is the
-- SHA-256 of the challenge token the client holds; the code is stored only as a hash salted with that
-- token, so the table alone never reveals a code (not even by trying all million).
CREATE TABLE login_challenges (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  ended_at timestamptz
);
CREATE INDEX login_challenges_expires ON login_challenges (expires_at);
