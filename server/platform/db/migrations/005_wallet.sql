-- Wallet: charge (deposit) and exchange (withdrawal) requests an operator decides.
-- Money moves only through the ledger: an exchange reserves cash at request time
-- (member_cash → withdrawals_pending); an approved charge credits house → member_cash.

CREATE TABLE wallet_requests (
  id               BIGSERIAL PRIMARY KEY,
  member_id        BIGINT NOT NULL REFERENCES members(id),
  kind             TEXT NOT NULL CHECK (kind IN ('charge', 'exchange')),
  amount_won       BIGINT NOT NULL CHECK (amount_won > 0),
  status           TEXT NOT NULL DEFAULT 'pending'
                     CHECK (status IN ('pending', 'approved', 'rejected', 'cancelled')),
  charge_type      INT,
  depositor_name   TEXT,
  reject_reason    TEXT,
  idempotency_key  TEXT NOT NULL,
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  decided_at       TIMESTAMPTZ,
  decided_by       BIGINT REFERENCES members(id),
  CONSTRAINT wallet_requests_key_per_member UNIQUE (member_id, idempotency_key),
  CONSTRAINT wallet_requests_decided CHECK ((status = 'pending') = (decided_at IS NULL))
);
-- One pending request of a kind per member at a time (the service checks first, under the
-- member's row lock; this is the backstop).
CREATE UNIQUE INDEX wallet_requests_one_pending ON wallet_requests (member_id, kind)
  WHERE status = 'pending';
CREATE INDEX wallet_requests_member ON wallet_requests (member_id, kind, id DESC);
CREATE INDEX wallet_requests_admin ON wallet_requests (status, kind, id DESC);

-- Wrong withdraw passwords, for the 5-in-15-minutes lockout.
CREATE TABLE wallet_pin_failures (
  id          BIGSERIAL PRIMARY KEY,
  member_id   BIGINT NOT NULL REFERENCES members(id),
  created_at  TIMESTAMPTZ NOT NULL
);
CREATE INDEX wallet_pin_failures_member ON wallet_pin_failures (member_id, created_at);
