-- Sports turnover for rolling (rolling is computed from recorded turnover only; the source is
-- server/sports/turnover-sports.source.ts) and idempotent member cancellation of sports bets
-- (house rule: an idempotency key on every money request).

-- When the bet's stake became rolling turnover: the first time it was graded won (2) or lost (1),
-- or was cashed out (3 with cashed_out_won). Counting by settled_at would not do: every
-- settlement step (a resettlement too) re-stamps settled_at (sports-settle-ledger.ts), so a stake
-- already claimed in one window would show up again in a later one. This stamp is set once and
-- never moves. A bet whose current state does not count (cancelled, voided, every leg void,
-- reopened by a correction) keeps its stamp but is left out by its status; if it counts again,
-- it counts at the same instant. So a stake belongs to at most one window of grading times.
ALTER TABLE sports_bets ADD COLUMN turnover_at TIMESTAMPTZ;

-- Bets settled before this migration: the first counting step of their history.
UPDATE sports_bets b
   SET turnover_at = first.at
  FROM (SELECT bet_id, min(created_at) AS at FROM sports_bet_settlements
         WHERE (action = 'settle' AND status IN (1, 2)) OR action = 'cashout'
         GROUP BY bet_id) AS first
 WHERE first.bet_id = b.id;

-- Set in the database, not in each use-case: every path that closes or reopens a bet (sweeper,
-- resettlement, void, cancel, cash-out) updates this row, and none of them can move the stamp.
CREATE FUNCTION sports_bets_keep_turnover_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.turnover_at IS NOT NULL THEN
    NEW.turnover_at := OLD.turnover_at;
  ELSIF NEW.status IN (1, 2) OR (NEW.status = 3 AND NEW.cashed_out_won IS NOT NULL) THEN
    NEW.turnover_at := NEW.settled_at;
  ELSE
    NEW.turnover_at := NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER sports_bets_turnover_at BEFORE UPDATE ON sports_bets
  FOR EACH ROW EXECUTE FUNCTION sports_bets_keep_turnover_at();

-- Rolling reads one member's (or a downline's) stakes in a window of these times.
CREATE INDEX sports_bets_turnover ON sports_bets (member_id, turnover_at)
  WHERE turnover_at IS NOT NULL;

-- A member's cancellation and the key it came with: a retry with the same key answers the
-- first cancellation (nothing moves twice); the same key on another bet is a conflict. One row
-- per bet: a bet is cancelled at most once.
CREATE TABLE sports_bet_cancels (
  bet_id           BIGINT PRIMARY KEY REFERENCES sports_bets(id),
  member_id        BIGINT NOT NULL REFERENCES members(id),
  idempotency_key  TEXT NOT NULL,
  created_at       TIMESTAMPTZ NOT NULL,
  CONSTRAINT sports_bet_cancels_key_per_member UNIQUE (member_id, idempotency_key)
);
