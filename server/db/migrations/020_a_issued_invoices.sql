-- An invoice is fixed at issue. `issued` is what it was made out to and by (buyer and seller as they
-- were that day, the due date); the files are rendered once from it and kept (`pdf`, `ubl`), so every
-- download and the mail carry the same bytes. A row without `issued` (made before this column) takes
-- its snapshot the first time it is read.
ALTER TABLE invoices ADD COLUMN issued jsonb;
ALTER TABLE invoices ADD COLUMN pdf bytea;
ALTER TABLE invoices ADD COLUMN ubl text;

-- A credit note is a row of its own in the one number series: kind 'credit', the invoice it corrects,
-- the reason staff gave and who gave it. Its amounts are negative, so an invoice's sum with its
-- credit notes is what is left to pay. Each line of an invoice is credited at most once.
ALTER TABLE invoices ADD COLUMN kind text NOT NULL DEFAULT 'invoice' CHECK (kind IN ('invoice', 'credit'));
ALTER TABLE invoices ADD COLUMN credits_invoice_id integer REFERENCES invoices (id);
ALTER TABLE invoices ADD COLUMN credit_reason text;
ALTER TABLE invoices ADD COLUMN credited_by integer REFERENCES staff (id) ON DELETE SET NULL;
CREATE INDEX invoices_credits ON invoices (credits_invoice_id) WHERE credits_invoice_id IS NOT NULL;
ALTER TABLE invoice_lines ADD COLUMN credits_line_id integer REFERENCES invoice_lines (id);
CREATE UNIQUE INDEX invoice_lines_credited_once ON invoice_lines (credits_line_id) WHERE credits_line_id IS NOT NULL;

-- The month an invoice bills for is found by its period as well as by its run key: an invoice made
-- another way (an earlier system, by hand) still covers its month.
CREATE INDEX invoices_customer_period ON invoices (customer_id, period_start, period_end);

-- The buyer's btw number, and an optional postal address for invoices instead of the main address.
ALTER TABLE customers ADD COLUMN vatnumber text NOT NULL DEFAULT '';
ALTER TABLE customers ADD COLUMN invoice_address text NOT NULL DEFAULT '';
ALTER TABLE customers ADD COLUMN invoice_number text NOT NULL DEFAULT '';
ALTER TABLE customers ADD COLUMN invoice_numberadd text NOT NULL DEFAULT '';
ALTER TABLE customers ADD COLUMN invoice_zip text NOT NULL DEFAULT '';
ALTER TABLE customers ADD COLUMN invoice_city text NOT NULL DEFAULT '';
