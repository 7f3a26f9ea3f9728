-- Minigame rounds take the bettors' entropy (docs/fairness-minigames.md §2): each bet carries the
-- client seed of its member's place in the round, fixed when the member's first bet of the round
-- is placed (a replacing pick keeps it), and a round created from now on is drawn under rule 2,
-- whose HMAC message includes the combination of those seeds (stored on the round at the draw).
-- Rounds that exist already keep rule 1, so every round stays verifiable under its own rule.
ALTER TABLE minigame_rounds ADD COLUMN fair_rule SMALLINT NOT NULL DEFAULT 1
  CHECK (fair_rule IN (1, 2));
ALTER TABLE minigame_rounds ALTER COLUMN fair_rule SET DEFAULT 2;
ALTER TABLE minigame_rounds ADD COLUMN client_seed TEXT;
ALTER TABLE minigame_bets ADD COLUMN client_seed TEXT;
