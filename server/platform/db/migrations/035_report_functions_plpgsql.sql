-- The report triggers' helpers (migration 029) as PL/pgSQL, with the same statements.
--
-- A LANGUAGE sql function that is not inlined (these have several statements and write) is parsed
-- and planned again on every call, and the report triggers call them on every statement that
-- writes bets or rounds: measured in `npm run bench:casino-wallet`, the casino_rounds insert
-- trigger took 2.5 ms for one row and the update trigger 0.9 ms, more than the rest of the
-- wallet batch's writes together. PL/pgSQL plans each statement once per connection and keeps
-- it. Each helper also returns at once when it is given nothing (a statement that opened rounds
-- and closed none), which skips three upserts. What the report tables receive is unchanged.
CREATE OR REPLACE FUNCTION report_add_bets(
  days DATE[], products TEXT[], items TEXT[], shards SMALLINT[], agents BIGINT[],
  bet_counts BIGINT[], stakes BIGINT[], returns_won BIGINT[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(days), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO report_daily_products AS t (day, product, shard, bets, stake, returns)
  SELECT d, p, s, sum(b), sum(st), sum(r)
    FROM unnest(days, products, shards, bet_counts, stakes, returns_won) AS u(d, p, s, b, st, r)
   GROUP BY d, p, s
  HAVING sum(b) <> 0 OR sum(st) <> 0 OR sum(r) <> 0
   ORDER BY d, p, s
  ON CONFLICT (day, product, shard) DO UPDATE
     SET bets = t.bets + EXCLUDED.bets, stake = t.stake + EXCLUDED.stake,
         returns = t.returns + EXCLUDED.returns;
  INSERT INTO report_daily_items AS t (day, product, item, shard, bets, stake, returns)
  SELECT d, p, i, s, sum(b), sum(st), sum(r)
    FROM unnest(days, products, items, shards, bet_counts, stakes, returns_won)
         AS u(d, p, i, s, b, st, r)
   GROUP BY d, p, i, s
  HAVING sum(b) <> 0 OR sum(st) <> 0 OR sum(r) <> 0
   ORDER BY d, p, i, s
  ON CONFLICT (day, product, item, shard) DO UPDATE
     SET bets = t.bets + EXCLUDED.bets, stake = t.stake + EXCLUDED.stake,
         returns = t.returns + EXCLUDED.returns;
  INSERT INTO report_agent_daily AS t (day, agent_id, product, shard, bets, stake, returns)
  SELECT d, a, p, s % 4, sum(b), sum(st), sum(r)
    FROM unnest(days, agents, products, shards, bet_counts, stakes, returns_won)
         AS u(d, a, p, s, b, st, r)
   WHERE a IS NOT NULL
   GROUP BY a, d, p, s % 4
  HAVING sum(b) <> 0 OR sum(st) <> 0 OR sum(r) <> 0
   ORDER BY a, d, p, s % 4
  ON CONFLICT (agent_id, day, product, shard) DO UPDATE
     SET bets = t.bets + EXCLUDED.bets, stake = t.stake + EXCLUDED.stake,
         returns = t.returns + EXCLUDED.returns;
END $$;

CREATE OR REPLACE FUNCTION report_mark_active(member_ids BIGINT[], days DATE[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(member_ids), 0) = 0 THEN
    RETURN;
  END IF;
  WITH fresh AS (
    INSERT INTO report_member_days (member_id, day)
    SELECT DISTINCT m, d FROM unnest(member_ids, days) AS u(m, d) ORDER BY m, d
    ON CONFLICT DO NOTHING
    RETURNING member_id, day
  )
  INSERT INTO report_daily_active AS t (day, shard, members)
  SELECT day, (member_id % 16)::smallint, count(*) FROM fresh
   GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (day, shard) DO UPDATE SET members = t.members + EXCLUDED.members;
END $$;

CREATE OR REPLACE FUNCTION report_add_money(
  days DATE[], kinds TEXT[], shards SMALLINT[], counts BIGINT[], amounts BIGINT[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(days), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO report_daily_money AS t (day, kind, shard, requests, amount)
  SELECT d, k, s, sum(n), sum(a) FROM unnest(days, kinds, shards, counts, amounts) AS u(d, k, s, n, a)
   GROUP BY d, k, s
  HAVING sum(n) <> 0 OR sum(a) <> 0
   ORDER BY d, k, s
  ON CONFLICT (day, kind, shard) DO UPDATE
     SET requests = t.requests + EXCLUDED.requests, amount = t.amount + EXCLUDED.amount;
END $$;
