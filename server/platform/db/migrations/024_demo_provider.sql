-- The built-in demo provider's own tables (docs/architecture.md
-- §10). The provider is another company that happens to share our database: these tables are
-- its books (sessions, rounds, bets, spins and every wallet call it made), never the operator's.
-- It reaches our wallet only over signed HTTP (docs/casino-wallet.md).

-- Where the operator reaches a provider's own API (round detail links, the daily report) and the
-- key its report asks for: configuration on our side, like public_key_pem. The demo provider's
-- report key is generated at first start into DATA_DIR and written here at start.
ALTER TABLE casino_providers
  ADD COLUMN api_base_url TEXT NOT NULL DEFAULT '',
  ADD COLUMN report_key TEXT NOT NULL DEFAULT '';
UPDATE casino_providers SET api_base_url = '/provider/demo/api' WHERE id = 1;

-- A player session opened from the operator's launch token. The provider hands out its own
-- opaque token (stored hashed, like our sessions) and keeps the launch token, which every wallet
-- call carries. Slots: the committed server seed of the next spin, the member's client seed and
-- the next nonce (the spin counter of this session).
CREATE TABLE demo_provider_sessions (
  id               BIGSERIAL PRIMARY KEY,
  token_hash       TEXT NOT NULL UNIQUE,
  launch_token     TEXT NOT NULL,
  wallet_user      TEXT NOT NULL,
  nickname         TEXT NOT NULL,
  game_code        TEXT NOT NULL,
  client_seed      TEXT NOT NULL,
  slot_seed_hex    TEXT NOT NULL,
  slot_commit_hex  TEXT NOT NULL,
  slot_nonce       INT NOT NULL DEFAULT 0,
  balance          BIGINT NOT NULL DEFAULT 0,
  created_at       TIMESTAMPTZ NOT NULL
);

-- One slot spin. status: pending (bet in flight), played (bet taken, outcome shown), refused
-- (the wallet said no: the seed stays unrevealed and the session keeps it), rolled_back (the
-- wallet did not answer the bet: rolled back, outcome never shown).
CREATE TABLE demo_provider_spins (
  id               BIGSERIAL PRIMARY KEY,
  session_id       BIGINT NOT NULL REFERENCES demo_provider_sessions(id),
  game_code        TEXT NOT NULL,
  stake            BIGINT NOT NULL CHECK (stake > 0),
  win              BIGINT NOT NULL DEFAULT 0 CHECK (win >= 0),
  outcome          JSONB NOT NULL,
  server_seed_hex  TEXT NOT NULL,
  commit_hex       TEXT NOT NULL,
  client_seed      TEXT NOT NULL,
  nonce            INT NOT NULL,
  status           TEXT NOT NULL DEFAULT 'pending'
                   CHECK (status IN ('pending', 'played', 'refused', 'rolled_back')),
  created_at       TIMESTAMPTZ NOT NULL
);
CREATE INDEX demo_provider_spins_session_idx ON demo_provider_spins (session_id, id);

-- A round of a shared table (baccarat-1, baccarat-2, roulette-1). The server seed is committed
-- when betting opens; the client seed (the bettors' seeds combined) is fixed when betting closes.
CREATE TABLE demo_provider_table_rounds (
  id               BIGSERIAL PRIMARY KEY,
  game_code        TEXT NOT NULL,
  round_no         INT NOT NULL CHECK (round_no > 0),
  phase            TEXT NOT NULL CHECK (phase IN ('betting', 'dealing', 'settled')),
  server_seed_hex  TEXT NOT NULL,
  commit_hex       TEXT NOT NULL,
  client_seed      TEXT,
  outcome          JSONB,
  opened_at        TIMESTAMPTZ NOT NULL,
  closes_at        TIMESTAMPTZ NOT NULL,
  dealt_at         TIMESTAMPTZ,
  settled_at       TIMESTAMPTZ,
  UNIQUE (game_code, round_no)
);

-- One placement of bets on a table round by a session (one wallet bet with the total stake).
-- status: pending (bet in flight), accepted, refused, rolled_back (no answer, or too late).
CREATE TABLE demo_provider_table_bets (
  id                 BIGSERIAL PRIMARY KEY,
  round_id           BIGINT NOT NULL REFERENCES demo_provider_table_rounds(id),
  session_id         BIGINT NOT NULL REFERENCES demo_provider_sessions(id),
  bets               JSONB NOT NULL,
  stake              BIGINT NOT NULL CHECK (stake > 0),
  transaction_uuid   TEXT NOT NULL UNIQUE,
  status             TEXT NOT NULL DEFAULT 'pending'
                     CHECK (status IN ('pending', 'accepted', 'refused', 'rolled_back')),
  created_at         TIMESTAMPTZ NOT NULL
);
CREATE INDEX demo_provider_table_bets_round_idx ON demo_provider_table_bets (round_id, session_id);

-- Every wallet transaction the provider made (its side of reconciliation) and, while status is
-- 'pending', its outbox: wins owed and rollbacks of unanswered bets are retried by a job until
-- the wallet answers (the member is made whole). status: pending, ok, failed (refused),
-- rolled_back (a bet a later rollback undid).
CREATE TABLE demo_provider_transactions (
  id                          BIGSERIAL PRIMARY KEY,
  transaction_uuid            TEXT NOT NULL UNIQUE,
  kind                        TEXT NOT NULL CHECK (kind IN ('bet', 'win', 'rollback')),
  reference_transaction_uuid  TEXT,
  session_id                  BIGINT NOT NULL REFERENCES demo_provider_sessions(id),
  round_ref                   TEXT NOT NULL,
  game_code                   TEXT NOT NULL,
  amount                      BIGINT NOT NULL CHECK (amount >= 0),
  round_closed                BOOLEAN NOT NULL,
  status                      TEXT NOT NULL DEFAULT 'pending'
                              CHECK (status IN ('pending', 'ok', 'failed', 'rolled_back')),
  wallet_status               TEXT NOT NULL DEFAULT '',
  balance_after               BIGINT,
  attempts                    INT NOT NULL DEFAULT 0,
  next_attempt_at             TIMESTAMPTZ NOT NULL,
  created_at                  TIMESTAMPTZ NOT NULL,
  answered_at                 TIMESTAMPTZ
);
CREATE INDEX demo_provider_transactions_outbox_idx
  ON demo_provider_transactions (next_attempt_at) WHERE status = 'pending';
CREATE INDEX demo_provider_transactions_day_idx ON demo_provider_transactions (created_at);
CREATE INDEX demo_provider_transactions_round_idx ON demo_provider_transactions (round_ref);
