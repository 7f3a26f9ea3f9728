-- Sports book as the feed delivers it (docs/architecture.md §8). Only the feed job
-- (server/sports/feed) writes these tables; bet placement reads prices and statuses from them
-- inside its transaction, so every API node prices from the same rows.
-- Ids are the feed's (LSports style, bigint); names are stored in Korean for the pages.

CREATE TABLE sports_fixtures (
  id                   BIGINT PRIMARY KEY,
  sport_id             INTEGER NOT NULL,
  location_id          INTEGER NOT NULL,
  location_name        TEXT NOT NULL,
  league_id            INTEGER NOT NULL,
  league_name          TEXT NOT NULL,
  home_name            TEXT NOT NULL,
  away_name            TEXT NOT NULL,
  starts_at            TIMESTAMPTZ NOT NULL,
  -- LSports fixture status: 1 NSY, 2 in progress, 3 finished, 4 cancelled, 5 postponed,
  -- 6 interrupted, 7 abandoned, 8 coverage lost, 9 about to start.
  status               SMALLINT NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 9),
  -- Covered live (an in-play book exists for it once it starts).
  has_inplay           BOOLEAN NOT NULL DEFAULT false,
  is_top               BOOLEAN NOT NULL DEFAULT false,
  -- { periodCode, clock, homeScore, awayScore, periods: [{code, home, away}] }; null before start.
  livescore            JSONB,
  updated_at           TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX sports_fixtures_status_start ON sports_fixtures (status, starts_at);
CREATE INDEX sports_fixtures_league ON sports_fixtures (sport_id, location_id, league_id);

-- One row per selection (an LSports "bet"): prematch and in-play are separate books with their
-- own ids, as in the feed. Bonus-odds folders of the Korean book have no fixture.
CREATE TABLE sports_selections (
  id                   BIGINT PRIMARY KEY,
  fixture_id           BIGINT REFERENCES sports_fixtures(id),
  book                 TEXT NOT NULL CHECK (book IN ('prematch', 'inplay', 'bonus')),
  market_type_id       INTEGER NOT NULL,
  market_name          TEXT NOT NULL,
  line                 TEXT,
  name                 TEXT NOT NULL,
  -- The main line of its market type (the boards show main lines); true for markets without
  -- lines. `line` is the market's line (LSports BaseLine: the total, or the home side's
  -- handicap), so every selection of a market shares it and the market key
  -- `${fixture_id}:${market_type_id}:${line}` groups them.
  is_main_line         BOOLEAN NOT NULL DEFAULT true,
  price                INTEGER NOT NULL CHECK (price >= 100),
  -- 1 open, 2 suspended, 3 settled (feed); an operator suspension is kept apart so the feed
  -- reopening a market does not undo it.
  status               SMALLINT NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  operator_suspended   BOOLEAN NOT NULL DEFAULT false,
  -- -1 cancelled, 1 loser, 2 winner, 3 refund, 4 half lost, 5 half won.
  settlement           SMALLINT CHECK (settlement IN (-1, 1, 2, 3, 4, 5)),
  -- Bonus folders (book 'bonus'): how many other picks the slip needs.
  min_folders          SMALLINT,
  updated_at           TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((book = 'bonus') = (fixture_id IS NULL)),
  CHECK ((book = 'bonus') = (min_folders IS NOT NULL))
);
CREATE INDEX sports_selections_fixture ON sports_selections (fixture_id, book);
CREATE INDEX sports_fixtures_top ON sports_fixtures (starts_at) WHERE is_top;

-- Feed job bookkeeping: the simulator's seed and position so a restart resumes, not restarts.
CREATE TABLE sports_feed_state (
  id                   SMALLINT PRIMARY KEY CHECK (id = 1),
  seed                 TEXT NOT NULL,
  state                JSONB NOT NULL,
  updated_at           TIMESTAMPTZ NOT NULL DEFAULT now()
);
