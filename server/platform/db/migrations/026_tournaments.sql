-- Slot and casino tournaments (docs/tournaments.md). Only server/tournament writes
-- these tables. Scores come from the casino wallet's closed rounds, inside the wallet call's own
-- transaction (server/tournament/scoring/round-score.observer.ts), never from the browser.

-- A tournament as the operator set it. state: 'scheduled' (upcoming or running by the clock,
-- which the pages derive from starts_at/ends_at), 'finished' (the end job froze the ranks and
-- paid the prizes), 'cancelled' (entry fees refunded). Times are instants; the pages show Seoul.
CREATE TABLE tournaments (
  id              SERIAL PRIMARY KEY,
  kind            TEXT NOT NULL CHECK (kind IN ('slot', 'casino')),
  name            TEXT NOT NULL,
  description     TEXT NOT NULL DEFAULT '',
  starts_at       TIMESTAMPTZ NOT NULL,
  ends_at         TIMESTAMPTZ NOT NULL,
  scoring         TEXT NOT NULL CHECK (scoring IN ('multiplier', 'win_total', 'stake_total')),
  min_stake       BIGINT NOT NULL DEFAULT 0 CHECK (min_stake >= 0),
  entry_currency  TEXT NOT NULL CHECK (entry_currency IN ('free', 'cash', 'points')),
  entry_fee       BIGINT NOT NULL DEFAULT 0 CHECK (entry_fee >= 0),
  auto_join       BOOLEAN NOT NULL DEFAULT FALSE,
  -- [{rankFrom, rankTo, currency, amount}], validated by the contract (no overlaps).
  prizes          JSONB NOT NULL,
  state           TEXT NOT NULL DEFAULT 'scheduled' CHECK (state IN ('scheduled', 'finished', 'cancelled')),
  created_by      BIGINT NOT NULL REFERENCES members(id),
  created_at      TIMESTAMPTZ NOT NULL,
  finished_at     TIMESTAMPTZ,
  cancelled_at    TIMESTAMPTZ,
  cancel_reason   TEXT,
  CHECK (ends_at > starts_at),
  CHECK ((entry_currency = 'free') = (entry_fee = 0)),
  CHECK (NOT auto_join OR entry_currency = 'free')
);
-- The scoring observer and the end job look only at scheduled tournaments.
CREATE INDEX tournaments_scheduled_idx ON tournaments (kind, ends_at) WHERE state = 'scheduled';
CREATE INDEX tournaments_list_idx ON tournaments (kind, starts_at DESC);

-- What qualifies: games named one by one, and providers all of whose games of the kind count.
CREATE TABLE tournament_games (
  tournament_id  INT NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  game_id        INT NOT NULL REFERENCES casino_games(id),
  PRIMARY KEY (tournament_id, game_id)
);
CREATE TABLE tournament_providers (
  tournament_id  INT NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
  provider_id    SMALLINT NOT NULL REFERENCES casino_providers(id),
  PRIMARY KEY (tournament_id, provider_id)
);

-- A member in a tournament. score: see tournament.contract.ts (multiplier in hundredths, else
-- won); reached_at: when the member reached that score (the tie rule: first to reach it ranks
-- higher); rounds: counted rounds (0: joined, not ranked yet). final_rank is frozen by the end job.
CREATE TABLE tournament_entries (
  tournament_id  INT NOT NULL REFERENCES tournaments(id),
  member_id      BIGINT NOT NULL REFERENCES members(id),
  joined_at      TIMESTAMPTZ NOT NULL,
  -- 'explicit' (the join button, with its key) or 'auto' (the first counted round of a free one).
  joined_by      TEXT NOT NULL CHECK (joined_by IN ('explicit', 'auto')),
  join_key       TEXT,
  fee_paid       BIGINT NOT NULL DEFAULT 0 CHECK (fee_paid >= 0),
  score          BIGINT NOT NULL DEFAULT 0,
  reached_at     TIMESTAMPTZ,
  rounds         INT NOT NULL DEFAULT 0 CHECK (rounds >= 0),
  final_rank     INT,
  PRIMARY KEY (tournament_id, member_id)
);
-- The board: best score first, then first to reach it (then member id, so the order is total).
CREATE INDEX tournament_entries_board_idx
  ON tournament_entries (tournament_id, score DESC, reached_at, member_id) WHERE rounds > 0;

-- One counted round's contribution to one tournament (a round can count in several). The
-- observer recomputes it from casino_rounds each time it hears the round, so hearing it twice
-- changes nothing, and a rolled-back round's row is deleted (its points taken back out).
-- tournament_id has no foreign key on purpose: its check would take a KEY SHARE lock on the ONE
-- tournaments row in every wallet transaction that scores, and concurrent lockers of one row
-- share it through a multixact each time (the bench's hot spot). The observer writes only ids it
-- just read from tournaments, and tournaments are never deleted.
CREATE TABLE tournament_round_scores (
  round_id       BIGINT NOT NULL REFERENCES casino_rounds(id),
  tournament_id  INT NOT NULL,
  member_id      BIGINT NOT NULL,
  points         BIGINT NOT NULL CHECK (points >= 0),
  closed_at      TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (round_id, tournament_id)
);
-- The multiplier rule's best round, and the tie rule's instant for the totals, are one index
-- probe each (no scan of a member's rounds inside the wallet call).
CREATE INDEX tournament_round_scores_best_idx
  ON tournament_round_scores (tournament_id, member_id, points DESC, closed_at);
CREATE INDEX tournament_round_scores_latest_idx
  ON tournament_round_scores (tournament_id, member_id, closed_at) WHERE points > 0;

-- Money the tournament moved for a member: a prize (rank) or an entry fee refunded on cancel.
-- One of each kind per member: the end job and the cancel insert ON CONFLICT DO NOTHING beside
-- their ledger transfer, whose idempotency key is the same pair.
CREATE TABLE tournament_payouts (
  tournament_id       INT NOT NULL REFERENCES tournaments(id),
  member_id           BIGINT NOT NULL REFERENCES members(id),
  kind                TEXT NOT NULL CHECK (kind IN ('prize', 'refund')),
  rank                INT,
  score               BIGINT,
  currency            TEXT NOT NULL CHECK (currency IN ('cash', 'points')),
  amount              BIGINT NOT NULL CHECK (amount > 0),
  ledger_transfer_id  BIGINT NOT NULL REFERENCES ledger_transfers(id),
  paid_at             TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (tournament_id, member_id, kind)
);
