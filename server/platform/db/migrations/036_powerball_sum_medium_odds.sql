-- Powerball's "일반볼 대중소 중" (normal-ball sum 65-80) was seeded at 3.50 while its exact
-- probability is 35,240 / 98,280: a 125.5 % return, the member's edge. Its default is now 2.60
-- (93.2 %, common/domain/minigame/market-probabilities.ts). Settings rows are seeded once and
-- never overwritten, so the rows still holding the old default are lowered here, each with an
-- audit row; a value an operator chose is left as it is (the odds editor now refuses one above
-- 100 %, so it has to be corrected before the game's settings can be saved again).
-- The powerball games: eos 211-215, ntry 216, named 231-232, next 254, evolution 601, bepick 701.
WITH lowered AS (
  UPDATE minigame_settings
     SET odds = jsonb_set(odds, '{sumSize.medium}', '260'::jsonb), updated_at = now()
   WHERE game_id IN (211, 212, 213, 214, 215, 216, 231, 232, 254, 601, 701)
     AND odds -> 'sumSize.medium' = '350'::jsonb
  RETURNING game_id
)
INSERT INTO audit_log (action, target, before, after)
SELECT 'minigame.settings', 'minigame:' || game_id,
       '{"odds": {"sumSize.medium": 350}}'::jsonb, '{"odds": {"sumSize.medium": 260}}'::jsonb
  FROM lowered;
