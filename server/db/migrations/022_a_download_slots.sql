-- One download or export of a customer's calls or data at a time (server/auth/downloadSlots.ts,
-- docs/decisions/0115-one-download-at-a-time-per-account.md): the row is the customer's slot while a
-- stream runs, on any instance. Its holder renews `held_until` as it goes and deletes the row at the
-- end; a slot whose holder died (a killed instance) is taken over once `held_until` has passed.
CREATE TABLE download_slots (
  customer_id integer PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  holder text NOT NULL,
  held_until timestamptz NOT NULL
);
