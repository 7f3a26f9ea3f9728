-- The seamless wallet (server/casino/wallet): a rollback asks whether any bet of the
-- round still stands, to mark the round rolled_back; without this index that question reads
-- every provider transaction ever kept.
CREATE INDEX casino_transactions_round_idx ON casino_transactions (round_id);
