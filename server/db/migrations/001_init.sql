-- Schema of the reference API. Dates ('date') are calendar dates in Europe/Amsterdam; moments are
-- timestamptz. Every row that belongs to a customer carries customer_id, so every query can be
-- scoped to the caller's customer.

CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE plans (
  id integer PRIMARY KEY,
  type text NOT NULL,
  name text NOT NULL,
  description text NOT NULL,
  sales_line1 text NOT NULL,
  price numeric(10, 2) NOT NULL,
  icon text NOT NULL,
  access_type smallint NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE bundles (
  id integer PRIMARY KEY,
  kind text NOT NULL UNIQUE,
  name text NOT NULL,
  price numeric(10, 2) NOT NULL
);

CREATE TABLE customers (
  id serial PRIMARY KEY,
  poc text NOT NULL UNIQUE,
  has_sms boolean NOT NULL DEFAULT false,
  number_switch_individual smallint NOT NULL DEFAULT 0,
  firstname text NOT NULL DEFAULT '',
  prefix text NOT NULL DEFAULT '',
  lastname text NOT NULL DEFAULT '',
  company text NOT NULL DEFAULT '',
  mobile text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  number text NOT NULL DEFAULT '',
  numberadd text NOT NULL DEFAULT '',
  zip text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  coc text NOT NULL DEFAULT '',
  companyemail text NOT NULL DEFAULT '',
  voicemail_email text NOT NULL DEFAULT '',
  iban text NOT NULL DEFAULT '',
  ponumber text NOT NULL DEFAULT '',
  deletion_scheduled_for date,
  export_requested_at timestamptz,
  credit numeric(10, 2),
  upgrade_credit numeric(10, 2),
  credit_end_date date,
  renewal smallint NOT NULL DEFAULT 0,
  initial_expire_date date,
  bank text NOT NULL DEFAULT ''
);

CREATE TABLE phone_numbers (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  phone_number text NOT NULL,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX phone_numbers_customer ON phone_numbers (customer_id);

CREATE TABLE users (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  email text NOT NULL,
  password_hash text NOT NULL,
  full_name text NOT NULL,
  is_admin boolean NOT NULL,
  active boolean NOT NULL DEFAULT true,
  two_step smallint NOT NULL DEFAULT 0,
  newsletter smallint NOT NULL DEFAULT 0,
  outgoing_number_id integer REFERENCES phone_numbers (id) ON DELETE SET NULL,
  deleted_at timestamptz
);
CREATE UNIQUE INDEX users_email ON users (lower(email)) WHERE deleted_at IS NULL;
CREATE INDEX users_customer ON users (customer_id);

CREATE TABLE subscriptions (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  plan_id integer NOT NULL REFERENCES plans (id),
  start_date date NOT NULL,
  cancel_time timestamptz,
  cancel_reason text,
  expire_date date,
  pending_plan_id integer REFERENCES plans (id),
  pending_from date,
  last_switch_at timestamptz
);
CREATE INDEX subscriptions_customer ON subscriptions (customer_id);

CREATE TABLE invoices (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  number text NOT NULL,
  update_date date NOT NULL,
  price numeric(10, 2) NOT NULL,
  price_vat numeric(10, 2) NOT NULL,
  prepaid smallint NOT NULL DEFAULT 0
);
CREATE INDEX invoices_customer ON invoices (customer_id);

CREATE TABLE blocked_numbers (
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  number text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, number)
);

CREATE SEQUENCE subuser_ids START 5001;
CREATE TABLE extra_users (
  id serial PRIMARY KEY,
  subuser_id integer NOT NULL UNIQUE DEFAULT nextval('subuser_ids'),
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  bundle_id integer NOT NULL REFERENCES bundles (id),
  stored_value text NOT NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  cancelled_at timestamptz
);
CREATE INDEX extra_users_customer ON extra_users (customer_id);

CREATE TABLE extra_numbers (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  bundle_id integer NOT NULL REFERENCES bundles (id),
  number_extension_id integer NOT NULL,
  phone_number_display text NOT NULL,
  slot integer NOT NULL,
  created_at timestamptz NOT NULL,
  cancelled_at timestamptz
);
CREATE INDEX extra_numbers_customer ON extra_numbers (customer_id);

CREATE TABLE tickets (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  type_id integer NOT NULL,
  category_id integer NOT NULL,
  status_id integer NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL,
  locked boolean NOT NULL DEFAULT false,
  last_read_at timestamptz
);
CREATE INDEX tickets_customer ON tickets (customer_id);

CREATE TABLE ticket_messages (
  id serial PRIMARY KEY,
  ticket_id integer NOT NULL REFERENCES tickets (id) ON DELETE CASCADE,
  message text NOT NULL,
  created_at timestamptz NOT NULL,
  is_employee boolean NOT NULL,
  status_change text
);
CREATE INDEX ticket_messages_ticket ON ticket_messages (ticket_id);

CREATE TABLE calls (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  type text NOT NULL,
  category text NOT NULL,
  called_number text NOT NULL,
  telephone_number text NOT NULL,
  started_at timestamptz NOT NULL,
  duration integer NOT NULL
);
CREATE INDEX calls_customer_time ON calls (customer_id, started_at);

-- A session is one refresh-token family: rotation keeps the family, reuse revokes it.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  login_type text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE refresh_tokens (
  hash text PRIMARY KEY,
  session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  used_at timestamptz,
  successor_hash text,
  successor_enc text
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

-- One-time tokens: app logins (POST /auth/app) and password-reset links.
CREATE TABLE one_time_tokens (
  hash text PRIMARY KEY,
  purpose text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE outbox (
  id serial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL
);
