-- Member administration: the operator's memo on a member, the member's
-- withdrawal bank account with its operator-checked changes, the account an exchange request is
-- paid to, and the indexes of the login history and the shared IP / device query.

-- The operator's free note on a member; never shown to the member.
ALTER TABLE members ADD COLUMN memo TEXT NOT NULL DEFAULT '';

-- The account a member's exchanges are paid to: one per member, registered by the member once
-- (withdrawal PIN); later changes go through bank_account_changes and an operator.
CREATE TABLE member_bank_accounts (
  member_id       BIGINT PRIMARY KEY REFERENCES members(id),
  bank_name       TEXT NOT NULL,
  account_number  TEXT NOT NULL,
  holder          TEXT NOT NULL,
  registered_at   TIMESTAMPTZ NOT NULL,
  updated_at      TIMESTAMPTZ NOT NULL
);

-- A change the member asked for (withdrawal PIN), in force only once an operator approves it.
CREATE TABLE bank_account_changes (
  id              BIGSERIAL PRIMARY KEY,
  member_id       BIGINT NOT NULL REFERENCES members(id),
  bank_name       TEXT NOT NULL,
  account_number  TEXT NOT NULL,
  holder          TEXT NOT NULL,
  status          TEXT NOT NULL DEFAULT 'pending'
                  CHECK (status IN ('pending', 'approved', 'rejected')),
  reject_reason   TEXT,
  created_at      TIMESTAMPTZ NOT NULL,
  decided_at      TIMESTAMPTZ,
  decided_by      BIGINT REFERENCES members(id)
);
-- At most one change waits per member: a second ask is refused until the first is decided.
CREATE UNIQUE INDEX bank_account_changes_one_pending
  ON bank_account_changes (member_id) WHERE status = 'pending';
CREATE INDEX bank_account_changes_member_idx ON bank_account_changes (member_id, id DESC);

-- The account an exchange is to be paid to, copied when the member asks: a change approved
-- while the request waits does not redirect money the member asked for under the old account.
ALTER TABLE wallet_requests ADD COLUMN payout_bank_name TEXT;
ALTER TABLE wallet_requests ADD COLUMN payout_account_number TEXT;
ALTER TABLE wallet_requests ADD COLUMN payout_account_holder TEXT;

-- Login history: every login is a sessions row (server/auth/session.service.ts), read per member
-- newest first; the multi-account signal looks the member's IPs and devices up across members.
-- (user_agent is cut to USER_AGENT_MAX characters at login, well inside a btree entry.)
CREATE INDEX sessions_member_created_idx ON sessions (member_id, created_at DESC);
CREATE INDEX sessions_ip_member_idx ON sessions (ip, member_id);
CREATE INDEX sessions_user_agent_member_idx ON sessions (user_agent, member_id);
