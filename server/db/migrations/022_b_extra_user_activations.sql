-- An extra user's login is made when the owner of its address confirms it through a mailed link
-- (server/auth/extraUserActivation.ts, docs/decisions/0114-extra-user-login-after-its-address-confirms.md).
-- Until then the request keeps the password the account's admin chose, hashed, and the hash of the
-- link's token. An address that already has a login gets no row (its owner is mailed instead): before
-- the link is used, nothing the admin can see or try tells the two apart.
CREATE TABLE extra_user_activations (
  subuser_id integer PRIMARY KEY REFERENCES extra_users (subuser_id) ON DELETE CASCADE,
  hash text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  requested_by integer REFERENCES users (id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL
);
