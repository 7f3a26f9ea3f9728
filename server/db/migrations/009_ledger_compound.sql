-- Compound journal entries (issue 4: settling 100,000 bets of one round in < 2 s).
--
-- 1. Ledger. A transfer is either a two-account movement (from → to, two entries, as before) or a
--    compound journal entry: one transfer row and n entries (legs), one per account, summing to
--    zero. A round settlement is one compound transfer: bets_pending gives up the round's stakes,
--    the house takes the rest or pays the difference, and each paid member gets ONE credit entry
--    (their winnings of the round added up), instead of one transfer and two entries per bet.
--    A compound transfer has no from/to account; its amount is the total credited (the sum of
--    its positive entries). verifyLedger checks that every transfer's entries sum to zero.
ALTER TABLE ledger_transfers
  ALTER COLUMN from_account_id DROP NOT NULL,
  ALTER COLUMN to_account_id DROP NOT NULL,
  ADD CONSTRAINT ledger_transfers_two_accounts_or_compound
    CHECK ((from_account_id IS NULL) = (to_account_id IS NULL));

-- Balances change on every movement and `balance` is in no index: room left on each page lets
-- PostgreSQL rewrite a balance in place (a HOT update, no index entry), which is what a
-- settlement crediting 50k accounts at once spends most of its time on otherwise. Applies to
-- pages written from now on.
ALTER TABLE ledger_accounts SET (fillfactor = 70);

-- 2. Minigame bets. Settlement rewrites every bet of the round (status, payout, settled_at).
--    An index that mentions `status` (as a key or in its WHERE) forces each of those row
--    versions into every index of the table; without one, and with free room on the page, the
--    100k rewrites are HOT updates that touch no index at all.
--    - The round index no longer carries the status (the settle scan filters it anyway).
--    - Spec §4 single bet: "one open bet per member and round" becomes "one bet per member and
--      round that was not replaced". While betting is open these are the same rule (the only way
--      a bet stops being open before the close is being replaced); afterwards every bet of the
--      round is graded or cancelled, and no bet can be placed any more.
ALTER TABLE minigame_bets ADD COLUMN replaced BOOLEAN NOT NULL DEFAULT FALSE;
-- Existing rows: every bet but a member's newest of a round was replaced by a later one.
UPDATE minigame_bets b SET replaced = TRUE
 WHERE EXISTS (SELECT 1 FROM minigame_bets n
                WHERE n.member_id = b.member_id AND n.game_id = b.game_id
                  AND n.round_id = b.round_id AND n.id > b.id);
DROP INDEX minigame_bets_one_open;
CREATE UNIQUE INDEX minigame_bets_one_live ON minigame_bets (member_id, game_id, round_id)
  WHERE NOT replaced;
DROP INDEX minigame_bets_round;
CREATE INDEX minigame_bets_round ON minigame_bets (game_id, round_id);
ALTER TABLE minigame_bets SET (fillfactor = 50);
