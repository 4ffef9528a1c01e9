-- Staff logins of the support desk (docs/support.md, docs/security.md).

-- The authenticator secret a set-up link offers is made anew each time the link is opened, and becomes
-- the account's only when the first code of the app matches it: someone who saw the link before its
-- owner used it keeps no secret that lasts. Secrets offered so far are dropped (they may have been
-- seen); a used link keeps none (the account has it).
ALTER TABLE staff_setup_tokens RENAME COLUMN totp_secret TO pending_secret;
ALTER TABLE staff_setup_tokens ALTER COLUMN pending_secret DROP NOT NULL;
UPDATE staff_setup_tokens SET pending_secret = NULL;

-- Wrong authenticator codes after a right password, counted in a row (a right code starts the count
-- again); the fifth locks the account until a teamleider unlocks it. Counted here, so every server
-- instance counts alike.
ALTER TABLE staff ADD COLUMN code_failures integer NOT NULL DEFAULT 0;
ALTER TABLE staff ADD COLUMN locked_at timestamptz;

-- Append-only means append-only: the audit refuses TRUNCATE too, not only UPDATE and DELETE. One
-- trigger function for every append-only table (a new log takes the same three triggers); the server
-- finds these tables by it, to give its own role no more than INSERT and SELECT on them
-- (server/db/roles.ts). Only the tables' owner can switch the triggers off (ALTER TABLE), which on
-- PostgreSQL the server's role is not (docs/operations.md, "Database roles"); the demo reset does so
-- as the owner (server/db/appendOnly.ts).
CREATE FUNCTION append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP;
END;
$$;
DROP TRIGGER staff_audit_no_update ON staff_audit;
DROP TRIGGER staff_audit_no_delete ON staff_audit;
DROP FUNCTION staff_audit_append_only();
CREATE TRIGGER staff_audit_no_update BEFORE UPDATE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER staff_audit_no_delete BEFORE DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION append_only();
CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit
  FOR EACH STATEMENT EXECUTE FUNCTION append_only();
