-- The usage warnings mailed ('Verbruiksmelding …'): each kind once per customer and month, however
-- often the limit or threshold changes. usage_alerts (migration 011) says which levels are reached
-- now, for the dashboard, and forgets a level the customer raises the limit above; this table never
-- forgets within the month, so switching the limit down and up mails nothing again. A row is taken in
-- the transaction that reached the level, whether the mail then goes out, is refused by the account's
-- mail limit or fails: one chance per month and kind.
CREATE TABLE usage_warning_mails (
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  period text NOT NULL,
  kind text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, period, kind)
);
-- What was reached so far this month was mailed when it was recorded.
INSERT INTO usage_warning_mails (customer_id, period, kind, created_at)
  SELECT customer_id, period, kind, created_at FROM usage_alerts;

-- A login address change waiting for its owner: the new address gets a single-use link (24 hours), the
-- old one a notice, and until the link is opened the login and every mail keep the old address. Only
-- the link's hash is stored (sha-256, as one_time_tokens), with the address it confirms, so a link can
-- confirm nothing else. A new request ends the user's earlier ones; so do a password change or reset.
CREATE TABLE email_changes (
  hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  new_email text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_changes_user ON email_changes (user_id);
CREATE INDEX email_changes_expires_at ON email_changes (expires_at);
