-- Compound journal entries (settling 100,000 bets of one round in < 2 s).
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

-- Entries reference their transfer and account. A row-level foreign key checks (and key-share
-- locks) the referenced row once per entry: 2 × 50k lookups for one settlement, more than half
-- of its write time. The same rule is kept, checked once per statement over all the new rows
-- (transition tables). Nothing deletes a transfer that has entries or any account (a refused
-- transfer's row is removed before it has entries), and a delete that would orphan entries is
-- refused the same way. verifyLedger checks for orphans as well.
ALTER TABLE ledger_entries
  DROP CONSTRAINT ledger_entries_transfer_id_fkey,
  DROP CONSTRAINT ledger_entries_account_id_fkey;

CREATE FUNCTION ledger_entries_refs_exist() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_entries n
              WHERE NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.id = n.transfer_id)
                 OR NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = n.account_id)) THEN
    RAISE EXCEPTION 'ledger entry references a missing transfer or account'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END $$;
-- One trigger per event: a trigger with transition tables may have only one.
CREATE TRIGGER ledger_entries_refs_on_insert AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT
  EXECUTE FUNCTION ledger_entries_refs_exist();
CREATE TRIGGER ledger_entries_refs_on_update AFTER UPDATE ON ledger_entries
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT
  EXECUTE FUNCTION ledger_entries_refs_exist();

CREATE FUNCTION ledger_transfers_keep_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM gone g JOIN ledger_entries e ON e.transfer_id = g.id) THEN
    RAISE EXCEPTION 'a deleted ledger transfer still has entries'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_transfers_keep_entries AFTER DELETE ON ledger_transfers
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT
  EXECUTE FUNCTION ledger_transfers_keep_entries();

CREATE FUNCTION ledger_accounts_keep_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM gone g JOIN ledger_entries e ON e.account_id = g.id) THEN
    RAISE EXCEPTION 'a deleted ledger account still has entries'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_accounts_keep_entries AFTER DELETE ON ledger_accounts
  REFERENCING OLD TABLE AS gone FOR EACH STATEMENT
  EXECUTE FUNCTION ledger_accounts_keep_entries();

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
