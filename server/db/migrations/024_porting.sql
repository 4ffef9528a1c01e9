-- 'Nummer overzetten': a customer ports numbers in from another provider (the donor) through COIN
-- (docs/decisions/0123-porting-requests-and-their-messages.md). The reference server plays the donor
-- and COIN itself (server/domain/porting/simulation.ts).

-- A request: one number or a block of at most 100 (first to last, national form '0201234567'), the
-- customer's data as the donor knows it, the signed authorisation, and where it stands. Every change
-- adds one to `version`; `next_step_at` is when the other side acts by itself (the donor's answer, the
-- planned moment, the end of the approval), null when it waits for the customer or the desk.
CREATE TABLE porting_requests (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  requested_by integer REFERENCES users (id) ON DELETE SET NULL,
  first_number text NOT NULL,
  last_number text NOT NULL,
  number_count integer NOT NULL CHECK (number_count BETWEEN 1 AND 100),
  donor text NOT NULL,
  donor_name text NOT NULL DEFAULT '',
  donor_customer_number text NOT NULL,
  company text NOT NULL,
  street text NOT NULL,
  house_number text NOT NULL,
  house_number_add text NOT NULL DEFAULT '',
  postcode text NOT NULL,
  city text NOT NULL,
  wanted_date date NOT NULL,
  signed_name text NOT NULL,
  signed_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('requested', 'delayed', 'approved', 'planned', 'performed', 'rejected',
                                         'cancelled', 'expired')),
  answer_due_at timestamptz,
  first_possible_date date,
  approved_until date,
  planned_at timestamptz,
  performed_at timestamptz,
  blocking_code text,
  -- COIN's error (117) on the last message sent: the request waits for the desk to correct and resend it.
  error_code text,
  next_step_at timestamptz,
  version integer NOT NULL DEFAULT 0,
  -- The one-off fee (euro excl. btw); charged once performed, on the next invoice (invoice_id once made).
  fee numeric(10, 2) NOT NULL,
  invoice_id integer REFERENCES invoices (id) ON DELETE SET NULL,
  -- 'Opnieuw aanvragen': the closed request this one sends again.
  again_of integer REFERENCES porting_requests (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  closed_at timestamptz
);
CREATE INDEX porting_requests_customer ON porting_requests (customer_id, created_at DESC);
CREATE INDEX porting_requests_next_step ON porting_requests (next_step_at) WHERE next_step_at IS NOT NULL;
CREATE INDEX porting_requests_fee ON porting_requests (customer_id, performed_at)
  WHERE status = 'performed' AND invoice_id IS NULL;

-- Every number of a request that runs: a number is in one running request at most, of any customer.
-- The primary key decides between two requests sent at the same moment; a closed or performed request
-- gives its numbers back.
CREATE TABLE porting_numbers (
  number text PRIMARY KEY,
  request_id integer NOT NULL REFERENCES porting_requests (id) ON DELETE CASCADE
);
CREATE INDEX porting_numbers_request ON porting_numbers (request_id);

-- The COIN messages of a request as sent and received: 101 porting request, 100 answer delayed, 102
-- answer (approved with the first possible date, or blocked with a code), 111 cancel, 201 performed,
-- 117 error. `seq` numbers them per request; its uniqueness makes every step happen once.
CREATE TABLE porting_messages (
  id serial PRIMARY KEY,
  request_id integer NOT NULL REFERENCES porting_requests (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  type smallint NOT NULL CHECK (type IN (100, 101, 102, 111, 117, 201)),
  direction text NOT NULL CHECK (direction IN ('sent', 'received')),
  at timestamptz NOT NULL,
  body jsonb NOT NULL,
  UNIQUE (request_id, seq)
);

-- The steps the customer follows (the status page's timeline), each mailed once: `mailed_at` is
-- claimed before the mail goes.
CREATE TABLE porting_events (
  id serial PRIMARY KEY,
  request_id integer NOT NULL REFERENCES porting_requests (id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  kind text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}',
  by_desk boolean NOT NULL DEFAULT false,
  mailed_at timestamptz
);
CREATE INDEX porting_events_request ON porting_events (request_id, id);
