-- 'Activiteit' names each person by name and login address
-- (docs/decisions/0112-activity-by-name-and-address.md): a name is chosen by its
-- owner and may copy another's. Entries made before keep no address; the log shows the person's
-- current address for those (the id is the same person).
ALTER TABLE account_activity ADD COLUMN actor_email text;
