-- bets_pending in shards. Every sports and minigame
-- placement credits bets_pending and holds its row FOR NO KEY UPDATE until its commit, so one
-- row made every placement queue behind the previous one's commit. A system account kind may
-- now have several rows, told apart by `shard`; server/platform/ledger/accounts.ts
-- (betsPendingOf) is the one place that maps a member to their bets_pending shard, and every path that moves a
-- member's stake (placement, settlement, void, cancel, cash-out, minigame rounds) names it.
-- The existing row is shard 0. Stakes placed before this migration by members of another shard
-- leave that shard when they settle, so a shard may show a negative balance for a while; the
-- kind's total over all shards is always what is at stake.
ALTER TABLE ledger_accounts ADD COLUMN shard SMALLINT NOT NULL DEFAULT 0;
DROP INDEX ledger_accounts_system_kind;
CREATE UNIQUE INDEX ledger_accounts_system_kind ON ledger_accounts (kind, currency, shard)
  WHERE member_id IS NULL;
