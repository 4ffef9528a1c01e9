-- The per-account limits against abuse (mails, tickets, technical data, login address changes) need no
-- table of their own: they count in auth_attempts (migration 002), one atomic upsert per count.
--
-- A deleted account is erased by the housekeeping job from its deletion date: its personal data goes,
-- the invoices stay 7 years (fiscale bewaarplicht, art. 52 AWR) with the name and address they were made
-- out to. erased_at marks a customer row that holds only that, so the job erases each account once.
ALTER TABLE customers ADD COLUMN erased_at timestamptz;
CREATE INDEX customers_deletion ON customers (deletion_scheduled_for) WHERE erased_at IS NULL;
