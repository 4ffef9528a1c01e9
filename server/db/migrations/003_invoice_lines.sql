-- The invoice itself: its billing period and one line per charge (amounts excl. btw).
ALTER TABLE invoices ADD COLUMN period_start date;
ALTER TABLE invoices ADD COLUMN period_end date;
UPDATE invoices SET period_start = update_date, period_end = update_date WHERE period_start IS NULL;

CREATE TABLE invoice_lines (
  id serial PRIMARY KEY,
  invoice_id integer NOT NULL REFERENCES invoices (id) ON DELETE CASCADE,
  sort smallint NOT NULL DEFAULT 0,
  description text NOT NULL,
  quantity integer NOT NULL DEFAULT 1,
  amount numeric(10, 2) NOT NULL
);
CREATE INDEX invoice_lines_invoice ON invoice_lines (invoice_id);

-- Personal data columns get the lengths the portal can show; longer input is refused, not cut.
ALTER TABLE customers ALTER COLUMN firstname TYPE varchar(64);
ALTER TABLE customers ALTER COLUMN company TYPE varchar(128);
ALTER TABLE customers ALTER COLUMN mobile TYPE varchar(32);
ALTER TABLE customers ALTER COLUMN address TYPE varchar(100);
ALTER TABLE customers ALTER COLUMN number TYPE varchar(16);
ALTER TABLE customers ALTER COLUMN numberadd TYPE varchar(16);
ALTER TABLE customers ALTER COLUMN zip TYPE varchar(16);
ALTER TABLE customers ALTER COLUMN city TYPE varchar(100);
ALTER TABLE customers ALTER COLUMN coc TYPE varchar(32);
ALTER TABLE customers ALTER COLUMN companyemail TYPE varchar(254);
ALTER TABLE customers ALTER COLUMN voicemail_email TYPE varchar(254);
ALTER TABLE customers ALTER COLUMN ponumber TYPE varchar(128);
