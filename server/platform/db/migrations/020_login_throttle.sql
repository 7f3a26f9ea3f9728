-- Throttling that cannot lock the owner out (server/auth/login-throttle.ts).
-- "Has this member logged in from this address before?" is asked on every login of an account
-- under attack: one index probe instead of a scan of every session ever opened.
CREATE INDEX sessions_member_ip_idx ON sessions (member_id, ip);

-- The failure counts need no new index: login_failures_user_idx and login_failures_ip_idx
-- (migration 001) serve the account's and the address's failures.

-- Wrong current passwords on change-password (server/auth/password-throttle.ts), kept in
-- the database so every node sees them. A row is written before the password is checked and
-- removed when it was right, so tries that arrive together cannot all be checked.
CREATE TABLE password_check_failures (
  id          BIGSERIAL PRIMARY KEY,
  member_id   BIGINT NOT NULL REFERENCES members(id),
  created_at  TIMESTAMPTZ NOT NULL
);
CREATE INDEX password_check_failures_member_idx ON password_check_failures (member_id, created_at);
