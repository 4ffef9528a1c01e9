-- The monthly invoice run and the e-invoice (UBL). Invoices made by the run carry a key that is unique
-- per customer ('month:YYYY-MM' for a month's invoice, 'topup:<id>' for a prepaid top-up): several
-- instances running the same period make each invoice once. The demo's older invoices have no key.
ALTER TABLE invoices ADD COLUMN run_key text;
CREATE UNIQUE INDEX invoices_run_key ON invoices (customer_id, run_key) WHERE run_key IS NOT NULL;
ALTER TABLE invoices ADD COLUMN created_at timestamptz;
-- When the invoice mail went out (or was given up: mail_problem says why), so it goes once.
ALTER TABLE invoices ADD COLUMN mailed_at timestamptz;
ALTER TABLE invoices ADD COLUMN mail_problem text;
-- Line units for the e-invoice: 'MON' (a month), 'MIN' (minutes), 'C62' (pieces).
ALTER TABLE invoice_lines ADD COLUMN unit text NOT NULL DEFAULT 'C62';

-- The last invoice number handed out per year. The run takes the next one with an upsert inside its
-- transaction: the row stays locked until the commit, and a rollback gives the number back, so the
-- numbers of a year run on without gaps.
CREATE TABLE invoice_numbers (
  year integer PRIMARY KEY,
  last integer NOT NULL
);

-- One row per period the run finished ('YYYY-MM'); the schedule runs a period that has none.
CREATE TABLE invoice_runs (
  period text PRIMARY KEY,
  finished_at timestamptz NOT NULL,
  invoices integer NOT NULL
);

-- Prepaid credit bought on the payment pages; each gets an invoice of its own (invoice_id once made).
CREATE TABLE credit_topups (
  id serial PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  plan_id integer NOT NULL REFERENCES plans (id),
  paid_at timestamptz NOT NULL,
  invoice_id integer REFERENCES invoices (id) ON DELETE SET NULL
);
CREATE INDEX credit_topups_customer ON credit_topups (customer_id, paid_at);

-- 'Factuur per e-mail': the PDF only, or the PDF and the UBL file.
ALTER TABLE customers ADD COLUMN invoice_mail_format text NOT NULL DEFAULT 'pdf'
  CHECK (invoice_mail_format IN ('pdf', 'pdf-ubl'));
