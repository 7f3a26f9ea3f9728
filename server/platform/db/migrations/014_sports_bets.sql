-- Sports bets: placement, settlement, resettlement, cash-out and
-- the operator's limits. Money never lives here: stakes and payouts move through the ledger
-- (member_cash → bets_pending → member_cash / house); these rows say why.

-- Per-level limits (min/max stake, max payout, max selections). A level without a row uses
-- DEFAULT_BETTING_LIMITS of common/domain/betting/limits.ts.
CREATE TABLE sports_level_limits (
  level            SMALLINT PRIMARY KEY CHECK (level BETWEEN 1 AND 20),
  min_stake_won    BIGINT NOT NULL CHECK (min_stake_won > 0),
  max_stake_won    BIGINT NOT NULL CHECK (max_stake_won >= min_stake_won),
  max_payout_won   BIGINT NOT NULL CHECK (max_payout_won > 0),
  max_selections   SMALLINT NOT NULL CHECK (max_selections BETWEEN 1 AND 20),
  updated_at       TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The member's odds-change policy (none / higher / any); no row = 'none'.
CREATE TABLE sports_odds_policies (
  member_id        BIGINT PRIMARY KEY REFERENCES members(id),
  policy           TEXT NOT NULL CHECK (policy IN ('none', 'higher', 'any')),
  updated_at       TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- One row per accepted slip. Status (spec §4): -1 cancelled, 0 in progress, 1 lost, 2 won,
-- 3 special (all void, or cashed out). settle_version counts settlement steps (settle, reverse,
-- void, cash-out): it makes every ledger key of a step unique, so a resettlement is new
-- transfers, never an edit of old ones.
CREATE TABLE sports_bets (
  id                     BIGSERIAL PRIMARY KEY,
  member_id              BIGINT NOT NULL REFERENCES members(id),
  family                 TEXT NOT NULL CHECK (family IN ('prematch', 'korean', 'inplay')),
  kind                   TEXT NOT NULL CHECK (kind IN ('single', 'multiple', 'system')),
  -- k of a k/n system bet; its stake is split into C(n, k) equal lines.
  system_size            SMALLINT CHECK ((kind = 'system') = (system_size IS NOT NULL)),
  line_stake_won         BIGINT NOT NULL CHECK (line_stake_won > 0),
  stake_won              BIGINT NOT NULL CHECK (stake_won > 0),
  total_odds_hundredths  BIGINT NOT NULL CHECK (total_odds_hundredths >= 100),
  potential_payout_won   BIGINT NOT NULL CHECK (potential_payout_won >= 0),
  -- The level's max payout when the bet was struck: settlement caps at what the member agreed to.
  max_payout_won         BIGINT NOT NULL CHECK (max_payout_won > 0),
  odds_policy            TEXT NOT NULL CHECK (odds_policy IN ('none', 'higher', 'any')),
  status                 SMALLINT NOT NULL DEFAULT 0 CHECK (status IN (-1, 0, 1, 2, 3)),
  -- What the member holds from this bet right now (payout, refund or cash-out), 0 while open.
  payout_won             BIGINT NOT NULL DEFAULT 0 CHECK (payout_won >= 0),
  cashed_out_won         BIGINT CHECK (cashed_out_won > 0),
  settle_version         INTEGER NOT NULL DEFAULT 0,
  -- The member's key (unique per member) and a fingerprint of the request: a retry with the same
  -- key and body answers the first bet; the same key with another body is a conflict.
  idempotency_key        TEXT NOT NULL,
  request_fingerprint    TEXT NOT NULL,
  created_at             TIMESTAMPTZ NOT NULL,
  settled_at             TIMESTAMPTZ,
  UNIQUE (member_id, idempotency_key)
);
CREATE INDEX sports_bets_member ON sports_bets (member_id, id DESC);
CREATE INDEX sports_bets_status ON sports_bets (status, id DESC);

-- The legs, with everything shown in the history copied at placement (the feed may prune its
-- rows later, so there is no foreign key to sports_selections). result is the settlement code
-- the current settlement used; null while the bet is open.
CREATE TABLE sports_bet_legs (
  bet_id              BIGINT NOT NULL REFERENCES sports_bets(id),
  leg_no              SMALLINT NOT NULL CHECK (leg_no >= 0),
  selection_id        BIGINT NOT NULL,
  book                TEXT NOT NULL CHECK (book IN ('prematch', 'inplay', 'bonus')),
  fixture_id          BIGINT,
  sport_id            INTEGER,
  league_name         TEXT NOT NULL DEFAULT '',
  home_name           TEXT NOT NULL DEFAULT '',
  away_name           TEXT NOT NULL DEFAULT '',
  starts_at           TIMESTAMPTZ,
  market_type_id      INTEGER NOT NULL,
  market_name         TEXT NOT NULL,
  market_name_korean  TEXT NOT NULL,
  line                TEXT,
  selection_name      TEXT NOT NULL,
  selection_label     TEXT NOT NULL,
  -- Bonus folders: how many regular picks the bonus needs (spec §5).
  min_folders         SMALLINT,
  price_hundredths    INTEGER NOT NULL CHECK (price_hundredths >= 100),
  result              SMALLINT CHECK (result IN (-1, 1, 2, 3, 4, 5)),
  PRIMARY KEY (bet_id, leg_no)
);
-- Resettlement finds every bet on a selection.
CREATE INDEX sports_bet_legs_selection ON sports_bet_legs (selection_id);

-- An operator's corrected result of a selection. It wins over the feed's settlement (the feed
-- re-sending its own result must not undo a correction) and closes the selection for betting.
CREATE TABLE sports_selection_overrides (
  selection_id   BIGINT PRIMARY KEY,
  settlement     SMALLINT NOT NULL CHECK (settlement IN (-1, 1, 2, 3, 4, 5)),
  reason         TEXT NOT NULL,
  actor_id       BIGINT REFERENCES members(id),
  updated_at     TIMESTAMPTZ NOT NULL
);

-- Settlement history: one row per step of a bet (settle, reverse, void, cancel, cash-out), with
-- the leg results it used and what it paid. actor_id null = the settlement sweeper.
CREATE TABLE sports_bet_settlements (
  id             BIGSERIAL PRIMARY KEY,
  bet_id         BIGINT NOT NULL REFERENCES sports_bets(id),
  version        INTEGER NOT NULL,
  action         TEXT NOT NULL CHECK (action IN ('settle', 'reverse', 'void', 'cancel', 'cashout')),
  status         SMALLINT NOT NULL CHECK (status IN (-1, 0, 1, 2, 3)),
  payout_won     BIGINT NOT NULL CHECK (payout_won >= 0),
  leg_results    JSONB NOT NULL,
  actor_id       BIGINT REFERENCES members(id),
  reason         TEXT NOT NULL DEFAULT '',
  created_at     TIMESTAMPTZ NOT NULL,
  UNIQUE (bet_id, version)
);

-- Cash-outs: the member's key (a retry answers the first cash-out) and the amount paid.
CREATE TABLE sports_bet_cashouts (
  bet_id           BIGINT PRIMARY KEY REFERENCES sports_bets(id),
  member_id        BIGINT NOT NULL REFERENCES members(id),
  idempotency_key  TEXT NOT NULL,
  offer_won        BIGINT NOT NULL CHECK (offer_won > 0),
  created_at       TIMESTAMPTZ NOT NULL,
  UNIQUE (member_id, idempotency_key)
);
