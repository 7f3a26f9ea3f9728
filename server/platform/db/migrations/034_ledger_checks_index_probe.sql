-- The ledger entries' reference check (migrations 009, 019) probes ledger_transfers and
-- ledger_accounts once per new entry. OFFSET 0 (019) keeps each probe correlated, but PL/pgSQL
-- still plans it once per connection and keeps the plan: planned while ledger_transfers is young
-- (a fresh site, a test or bench schema) the probe is a sequential scan, and each of a later
-- statement's entries then reads the whole ever-growing table. Measured in
-- `npm run bench:casino-wallet`: 7.3 ms of this trigger per 16-call batch after a few seconds,
-- most of the batch's database time. With sequential scans off inside the function, each probe
-- is a primary-key lookup whatever the table's size or statistics when the plan was made; the
-- transition table is scanned as before. The rule itself is unchanged.
CREATE OR REPLACE FUNCTION ledger_entries_refs_exist() RETURNS trigger LANGUAGE plpgsql
SET enable_seqscan = off AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_entries n
              WHERE NOT EXISTS (SELECT 1 FROM ledger_transfers t
                                 WHERE t.id = n.transfer_id OFFSET 0)
                 OR NOT EXISTS (SELECT 1 FROM ledger_accounts a
                                 WHERE a.id = n.account_id OFFSET 0)) THEN
    RAISE EXCEPTION 'ledger entry references a missing transfer or account'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END $$;
