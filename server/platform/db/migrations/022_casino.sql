-- Live casino and slots on a seamless wallet (docs/architecture.md §10). We are the operator:
-- a provider launches a game with a token we issue (POST /api/playfun/auth) and then calls OUR
-- wallet (balance, bet, win, rollback), signed with its key. These are the operator's tables;
-- the demo provider keeps its own (its own migration, demo_provider_*), as a real one would.

-- A wallet integration: who may call /api/casino/wallet/:code/…, verified with its public key
-- (PEM, configured per provider; the demo provider's is generated at first start into DATA_DIR
-- and written here by the composition). The ledger keeps one casino_house account per provider
-- (kind casino_house, shard = provider id), the other side of every member stake and win.
CREATE TABLE casino_providers (
  id              SMALLINT PRIMARY KEY,
  code            TEXT NOT NULL UNIQUE CHECK (code ~ '^[a-z0-9_-]{1,32}$'),
  name            TEXT NOT NULL,
  public_key_pem  TEXT NOT NULL DEFAULT '',
  -- Where the provider's game pages live: launch_url = launch_base_url + game + token.
  launch_base_url TEXT NOT NULL DEFAULT '',
  status          TEXT NOT NULL DEFAULT 'on' CHECK (status IN ('on', 'maintenance', 'off')),
  sort_order      INT NOT NULL DEFAULT 0,
  created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The catalog (data, not code): every game a lobby shows. kind splits the two lines of
-- business (casino = live tables, slot); lobbies names the pages that list it: 'live' (/casino,
-- the Evolution pop-up), 'cx' (/casino/index_cx, /slot/index_cx), 'vinus' (…/index_vinus).
-- studio is the brand shown on the card; rtp_bp the published theoretical RTP (slots).
CREATE TABLE casino_games (
  id           SERIAL PRIMARY KEY,
  provider_id  SMALLINT NOT NULL REFERENCES casino_providers(id),
  game_code    TEXT NOT NULL CHECK (game_code ~ '^[a-z0-9_-]{1,64}$'),
  kind         TEXT NOT NULL CHECK (kind IN ('casino', 'slot')),
  lobbies      TEXT[] NOT NULL DEFAULT '{}',
  studio       TEXT NOT NULL,
  name         TEXT NOT NULL,
  thumbnail    TEXT NOT NULL DEFAULT '',
  rtp_bp       INT CHECK (rtp_bp IS NULL OR rtp_bp BETWEEN 0 AND 10000),
  status       TEXT NOT NULL DEFAULT 'on' CHECK (status IN ('on', 'maintenance', 'off')),
  sort_order   INT NOT NULL DEFAULT 0,
  UNIQUE (provider_id, game_code)
);

-- A launch: the opaque token handed to the provider in launch_url, stored hashed like session
-- tokens. Bets need a live token (not expired, its login session not ended); wins and rollbacks
-- are accepted after it expired (money owed is paid).
CREATE TABLE casino_launches (
  id           BIGSERIAL PRIMARY KEY,
  token_hash   TEXT NOT NULL UNIQUE,
  member_id    BIGINT NOT NULL REFERENCES members(id),
  session_id   BIGINT NOT NULL REFERENCES sessions(id),
  game_id      INT NOT NULL REFERENCES casino_games(id),
  created_at   TIMESTAMPTZ NOT NULL,
  expires_at   TIMESTAMPTZ NOT NULL
);
CREATE INDEX casino_launches_member_idx ON casino_launches (member_id, created_at DESC);

-- A member's part of a provider round (a shared table round has one row per member who bet).
-- stake and win are the sums of its bets and wins; status: open until a call closes it
-- (round_closed), rolled_back when every bet of it was rolled back. Rolling counts the stakes of
-- closed rounds by closed_at (spec §3 casinoRollingPer / slotRollingPer).
CREATE TABLE casino_rounds (
  id           BIGSERIAL PRIMARY KEY,
  provider_id  SMALLINT NOT NULL REFERENCES casino_providers(id),
  round_ref    TEXT NOT NULL,
  member_id    BIGINT NOT NULL REFERENCES members(id),
  game_id      INT NOT NULL REFERENCES casino_games(id),
  kind         TEXT NOT NULL CHECK (kind IN ('casino', 'slot')),
  stake        BIGINT NOT NULL DEFAULT 0 CHECK (stake >= 0),
  win          BIGINT NOT NULL DEFAULT 0 CHECK (win >= 0),
  status       TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed', 'rolled_back')),
  opened_at    TIMESTAMPTZ NOT NULL,
  closed_at    TIMESTAMPTZ,
  UNIQUE (provider_id, round_ref, member_id)
);
CREATE INDEX casino_rounds_member_idx ON casino_rounds (member_id, kind, opened_at DESC);
CREATE INDEX casino_rounds_closed_idx ON casino_rounds (kind, closed_at) WHERE status = 'closed';
CREATE INDEX casino_rounds_open_idx ON casino_rounds (opened_at) WHERE status = 'open';

-- Every money call, once per (provider, transaction_uuid): the answer a repeat gets again.
-- body_sha256 tells a true repeat from a changed body under a used id. A rollback of a bet we
-- never saw is kept as a tombstone (kind 'rollback', tombstone) so the late bet is refused.
CREATE TABLE casino_transactions (
  id                          BIGSERIAL PRIMARY KEY,
  provider_id                 SMALLINT NOT NULL REFERENCES casino_providers(id),
  transaction_uuid            TEXT NOT NULL,
  kind                        TEXT NOT NULL CHECK (kind IN ('bet', 'win', 'rollback')),
  reference_transaction_uuid  TEXT,
  member_id                   BIGINT NOT NULL REFERENCES members(id),
  round_id                    BIGINT REFERENCES casino_rounds(id),
  amount                      BIGINT NOT NULL CHECK (amount >= 0),
  body_sha256                 TEXT NOT NULL,
  status                      TEXT NOT NULL,
  balance_after               BIGINT NOT NULL,
  ledger_transfer_id          BIGINT REFERENCES ledger_transfers(id),
  tombstone                   BOOLEAN NOT NULL DEFAULT FALSE,
  rolled_back                 BOOLEAN NOT NULL DEFAULT FALSE,
  created_at                  TIMESTAMPTZ NOT NULL,
  UNIQUE (provider_id, transaction_uuid)
);
CREATE INDEX casino_transactions_reference_idx
  ON casino_transactions (provider_id, reference_transaction_uuid);
CREATE INDEX casino_transactions_day_idx ON casino_transactions (provider_id, created_at);

-- Every wallet call as it came and as it was answered (reconciliation, support): kept even when
-- it moved nothing (bad signature, unknown token, duplicate).
CREATE TABLE casino_calls (
  id             BIGSERIAL PRIMARY KEY,
  provider_id    SMALLINT REFERENCES casino_providers(id),
  endpoint       TEXT NOT NULL,
  request_uuid   TEXT NOT NULL DEFAULT '',
  transaction_uuid TEXT NOT NULL DEFAULT '',
  request_body   TEXT NOT NULL,
  signature_ok   BOOLEAN NOT NULL,
  status         TEXT NOT NULL,
  response_body  TEXT NOT NULL,
  duration_us    INT NOT NULL DEFAULT 0,
  created_at     TIMESTAMPTZ NOT NULL
);
CREATE INDEX casino_calls_day_idx ON casino_calls (provider_id, created_at);
CREATE INDEX casino_calls_transaction_idx ON casino_calls (provider_id, transaction_uuid);

-- The built-in demo provider (docs/architecture.md §10) and its catalog. Its public key is filled in at
-- start (server/casino), launch_base_url points at its game pages.
INSERT INTO casino_providers (id, code, name, launch_base_url, sort_order)
VALUES (1, 'demo', '데모 게이밍', '/provider/demo/play', 1);

INSERT INTO casino_games (provider_id, game_code, kind, lobbies, studio, name, thumbnail, rtp_bp, sort_order) VALUES
  (1, 'baccarat-1', 'casino', '{live,cx,vinus}', '에볼루션', '스피드 바카라 A', 'baccarat', NULL, 1),
  (1, 'baccarat-2', 'casino', '{live,cx}', '에볼루션', '코리안 바카라', 'baccarat', NULL, 2),
  (1, 'roulette-1', 'casino', '{live,vinus}', '에볼루션', '유럽식 룰렛', 'roulette', NULL, 3),
  (1, 'classic-3x3', 'slot', '{live,cx,vinus}', '데모 슬롯', '클래식 프루츠', 'classic-3x3', NULL, 1),
  (1, 'video-5x3', 'slot', '{live,cx,vinus}', '데모 슬롯', '드래곤 보물', 'video-5x3', NULL, 2),
  (1, 'cascade-5x3', 'slot', '{live,cx,vinus}', '데모 슬롯', '보석 폭포', 'cascade-5x3', NULL, 3);
