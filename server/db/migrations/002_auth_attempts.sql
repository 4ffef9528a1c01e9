-- Throttling counters of login, forgot-password and password-change attempts, shared by every
-- server instance on this database (fixed window per key: the count restarts once expires_at passed).
CREATE TABLE auth_attempts (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX auth_attempts_expires_at ON auth_attempts (expires_at);
