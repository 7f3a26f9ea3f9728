-- Minigames (spec §3 minigame state, §4 single bet and maintenance, §7 settingMinigame).

-- Per-game settings; odds map 'market.selection' → decimal odds in hundredths.
CREATE TABLE minigame_settings (
  game_id          INT PRIMARY KEY,
  maintenance      BOOLEAN NOT NULL DEFAULT FALSE,
  min_stake_won    BIGINT NOT NULL CHECK (min_stake_won > 0),
  max_stake_won    BIGINT NOT NULL CHECK (max_stake_won >= min_stake_won),
  max_payout_won   BIGINT NOT NULL CHECK (max_payout_won > 0),
  odds             JSONB NOT NULL,
  updated_at       TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- One row per scheduled round. The seed is written when the row is created (ahead of betting),
-- but only shown once the round is drawn; commit_hex = SHA-256(seed) is public from the start.
CREATE TABLE minigame_rounds (
  game_id        INT NOT NULL,
  round_id       TEXT NOT NULL,
  round_no       INT NOT NULL,
  status         TEXT NOT NULL CHECK (status IN ('open', 'closed', 'drawn', 'settled', 'cancelled')),
  opens_at       TIMESTAMPTZ NOT NULL,
  closes_at      TIMESTAMPTZ NOT NULL,
  draw_at        TIMESTAMPTZ NOT NULL,
  seed_hex       TEXT,
  commit_hex     TEXT NOT NULL,
  outcome        JSONB,
  result_labels  JSONB NOT NULL DEFAULT '[]'::jsonb,
  settled_at     TIMESTAMPTZ,
  PRIMARY KEY (game_id, round_id)
);
-- The engine's one query per tick: unfinished rounds by due time.
CREATE INDEX minigame_rounds_unfinished ON minigame_rounds (draw_at)
  WHERE status IN ('open', 'closed', 'drawn');
CREATE INDEX minigame_rounds_by_game ON minigame_rounds (game_id, draw_at DESC);

-- Status (spec §4): 0 in progress, 1 lost, 2 won, 3 special/push, -1 cancelled.
CREATE TABLE minigame_bets (
  id               BIGSERIAL PRIMARY KEY,
  member_id        BIGINT NOT NULL REFERENCES members(id),
  game_id          INT NOT NULL,
  round_id         TEXT NOT NULL,
  selection_key    TEXT NOT NULL,
  stake_won        BIGINT NOT NULL CHECK (stake_won > 0),
  odds_hundredths  INT NOT NULL CHECK (odds_hundredths >= 100),
  status           SMALLINT NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2, 3, -1)),
  payout_won       BIGINT NOT NULL DEFAULT 0,
  idempotency_key  TEXT NOT NULL UNIQUE,
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  settled_at       TIMESTAMPTZ,
  FOREIGN KEY (game_id, round_id) REFERENCES minigame_rounds (game_id, round_id)
);
CREATE INDEX minigame_bets_round ON minigame_bets (game_id, round_id, status);
CREATE INDEX minigame_bets_member ON minigame_bets (member_id, id);
-- Spec §4 single bet: at most one open bet per member and round (a new pick replaces it).
CREATE UNIQUE INDEX minigame_bets_one_open ON minigame_bets (member_id, game_id, round_id)
  WHERE status = 0;
