-- Double-entry ledger (docs/architecture.md §5). Only server/platform/ledger writes these tables.
-- Every transfer moves `amount` from one account to another of the same currency and writes
-- two entries (−amount, +amount), so the sum over all accounts of a currency is always zero.
CREATE TABLE ledger_accounts (
  id          BIGSERIAL PRIMARY KEY,
  -- member_cash, member_point: a member's wallet; system kinds: house, promotions, …
  kind        TEXT NOT NULL,
  currency    TEXT NOT NULL CHECK (currency IN ('KRW', 'POINT')),
  member_id   BIGINT REFERENCES members(id),
  balance     BIGINT NOT NULL DEFAULT 0,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- A member's money can never go negative; system accounts are the other side of the books.
  CONSTRAINT member_balance_not_negative CHECK (member_id IS NULL OR balance >= 0),
  CONSTRAINT member_kinds_have_member CHECK ((kind LIKE 'member_%') = (member_id IS NOT NULL))
);
CREATE UNIQUE INDEX ledger_accounts_member_kind ON ledger_accounts (member_id, kind) WHERE member_id IS NOT NULL;
CREATE UNIQUE INDEX ledger_accounts_system_kind ON ledger_accounts (kind, currency) WHERE member_id IS NULL;

CREATE TABLE ledger_transfers (
  id               BIGSERIAL PRIMARY KEY,
  idempotency_key  TEXT NOT NULL UNIQUE,
  kind             TEXT NOT NULL,
  reference        TEXT NOT NULL DEFAULT '',
  from_account_id  BIGINT NOT NULL REFERENCES ledger_accounts(id),
  to_account_id    BIGINT NOT NULL REFERENCES ledger_accounts(id),
  amount           BIGINT NOT NULL CHECK (amount > 0),
  memo             TEXT NOT NULL DEFAULT '',
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (from_account_id <> to_account_id)
);

CREATE TABLE ledger_entries (
  id             BIGSERIAL PRIMARY KEY,
  transfer_id    BIGINT NOT NULL REFERENCES ledger_transfers(id),
  account_id     BIGINT NOT NULL REFERENCES ledger_accounts(id),
  amount         BIGINT NOT NULL CHECK (amount <> 0),
  balance_after  BIGINT NOT NULL,
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id);
CREATE INDEX ledger_entries_transfer_idx ON ledger_entries (transfer_id);
