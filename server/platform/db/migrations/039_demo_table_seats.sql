-- Shared tables publish every seat's client seed (docs/fairness.md "Shared tables"): each bet
-- carries the seed of its seat, fixed when the session's first bet of the round is placed, so a
-- seed changed later applies to the next round only. The seat list is frozen on the round when it
-- deals. Rounds dealt before this migration have no list (their bets carry no seed) and keep
-- their combined seed, which was made from the sessions' seeds at deal time.
ALTER TABLE demo_provider_table_bets ADD COLUMN client_seed TEXT;
ALTER TABLE demo_provider_table_rounds ADD COLUMN seats JSONB;
