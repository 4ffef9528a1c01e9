-- Cost control: what a plan includes, the account's monthly limit (or prepaid low-credit warning),
-- the waivers of that warning, the warnings sent, and mail attachments (call data as CSV).

-- National minutes a plan includes per month. NULL: unlimited (Zakelijk Onbeperkt); 0: none (prepaid
-- bundles are credit, spent per minute). New stores get the figure from server/catalogue.ts.
ALTER TABLE plans ADD COLUMN included_minutes integer;
UPDATE plans SET included_minutes = CASE id WHEN 1 THEN 250 WHEN 2 THEN 1000 WHEN 3 THEN NULL ELSE 0 END;

-- One row per customer once the limit was saved or a call was recorded; until then the defaults of
-- src/validation/limits.ts apply (on at € 50,00, no cap, 30 prepaid minutes). Amounts in euro excl. btw.
CREATE TABLE usage_limits (
  customer_id integer PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  -- NULL: switched off; usage_limit_waivers records when and by whom.
  monthly_limit numeric(10, 2),
  hard_cap boolean NOT NULL,
  low_credit_minutes integer NOT NULL,
  -- Paid outgoing calls are refused before this date (the first of the next month).
  blocked_until date,
  -- 'Blokkade opheffen': the cap blocks nothing before this date, and who lifted it when.
  cap_lifted_until date,
  cap_lifted_at timestamptz,
  cap_lifted_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL,
  updated_by integer REFERENCES users (id) ON DELETE SET NULL
);

-- The customer's explicit waiver of the usage warning: switching the limit off. Kept after the limit
-- is switched on again (ended_at), with the address of who did it, which outlives the login.
CREATE TABLE usage_limit_waivers (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  waived_at timestamptz NOT NULL,
  waived_by integer REFERENCES users (id) ON DELETE SET NULL,
  waived_by_email text NOT NULL,
  ended_at timestamptz
);
CREATE INDEX usage_limit_waivers_customer ON usage_limit_waivers (customer_id, waived_at);

-- Each warning once per customer, month ('YYYY-MM', Amsterdam) and kind ('limit-80', 'limit-100',
-- 'low-credit'): the key, not a flag in memory, keeps several server instances to one mail.
CREATE TABLE usage_alerts (
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  period text NOT NULL,
  kind text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, period, kind)
);

-- Files sent with a mail (the call data as CSV), as [{ filename, contentType, content }].
ALTER TABLE outbox ADD COLUMN attachments json;
