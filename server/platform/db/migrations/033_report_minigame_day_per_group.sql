-- The minigame_bets report trigger of migration 029 keeps the same figures at a fraction of the
-- cost for a round settlement, so a large round settles on the embedded database too.
--
-- 029 grouped the changed rows by report_day(settled_at): one Asia/Seoul time-zone conversion per
-- row, 100,000 for a 100k-bet round, measured ~0.27 s of CPU on the embedded database (PGlite,
-- WASM), where the rest of the trigger costs a few ms. A settle or cancel statement stamps every
-- row with one settled_at, so this version groups by settled_at itself and converts once per
-- group. report_add_bets adds up the groups that fall on one day (it groups by day, product,
-- item and shard, and by agent, and skips keys whose differences sum to zero), so every row of
-- report_daily_products, report_daily_items and report_agent_daily comes out as before.
-- Placement (the INSERT branch) is grouped the same way; its active-member marking is unchanged.
CREATE OR REPLACE FUNCTION report_minigame_bets_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM report_add_bets(array_agg(report_day(settled_at)),
                            array_agg(report_minigame_product(game_id)), array_agg(game_id::text),
                            array_agg(shard), array_agg(agent), array_agg(n), array_agg(stake),
                            array_agg(ret))
       FROM (SELECT c.settled_at, c.game_id,
                    (c.member_id % 16)::smallint AS shard, m.agent_id AS agent,
                    sum(c.sign)::bigint AS n, sum(c.sign * c.stake_won)::bigint AS stake,
                    sum(c.sign * c.payout_won)::bigint AS ret
               FROM (SELECT n.member_id, n.game_id, n.stake_won, n.payout_won, n.settled_at,
                            1 AS sign
                       FROM new_rows n
                      WHERE n.status IN (1, 2, 3) AND n.settled_at IS NOT NULL
                     UNION ALL
                     SELECT o.member_id, o.game_id, o.stake_won, o.payout_won, o.settled_at,
                            -1 AS sign
                       FROM old_rows o
                      WHERE o.status IN (1, 2, 3) AND o.settled_at IS NOT NULL) AS c
               LEFT JOIN members m ON m.id = c.member_id
              GROUP BY 1, 2, 3, 4) AS d;
  ELSE
    PERFORM report_add_bets(array_agg(report_day(settled_at)),
                            array_agg(report_minigame_product(game_id)), array_agg(game_id::text),
                            array_agg(shard), array_agg(agent), array_agg(n), array_agg(stake),
                            array_agg(ret))
       FROM (SELECT c.settled_at, c.game_id,
                    (c.member_id % 16)::smallint AS shard, m.agent_id AS agent,
                    count(*)::bigint AS n, sum(c.stake_won)::bigint AS stake,
                    sum(c.payout_won)::bigint AS ret
               FROM new_rows c LEFT JOIN members m ON m.id = c.member_id
              WHERE c.status IN (1, 2, 3) AND c.settled_at IS NOT NULL
              GROUP BY 1, 2, 3, 4) AS d;
    PERFORM report_mark_active(array_agg(member_id), array_agg(report_day(created_at)))
       FROM new_rows;
  END IF;
  RETURN NULL;
END $$;
