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
