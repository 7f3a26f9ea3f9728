-- Reports (docs/reports.md): daily figures kept by the database itself, so a
-- year of reports reads a few thousand aggregate rows instead of ten million bets.
--
-- Which day a bet counts on: the Asia/Seoul day it was SETTLED (sports settled_at, minigame
-- settled_at, casino/slot closed_at). Stakes and returns of a bet count together on that day, so
-- a day's GGR (stakes − returns) and margin are those of the bets decided that day. Open bets
-- count nowhere yet (their exposure is the open liability report); cancelled (-1) and rolled-back
-- rounds count nowhere (the stake went back). A resettlement moves the bet to its new settlement
-- day: the figures show the current state of every bet.
--
-- Kept consistent by the SAME transactions that write the bets: statement-level AFTER triggers
-- with transition tables take the difference between the rows' old and new contributions and add
-- it to the aggregates, so the placement, settlement and casino-wallet code are unchanged. One
-- statement settling 100,000 minigame bets costs one grouped upsert of a few rows, not 100,000.
--
-- Contention: the rows are sharded by member_id % 16, so concurrent transactions of different
-- members (casino rounds closing, cash-outs, first bets of the day) rarely wait on one row; rows
-- are upserted in key order, so two transactions cannot deadlock on them.

-- Per day, product and shard: bets settled, their stakes and what they returned.
-- product: sports_prematch (prematch and korean slips), sports_inplay, minigame, virtual (the
-- bet365 virtual games: the catalog's 8xx id range, common/domain/minigame/catalog-data.ts; a unit
-- test holds the catalog to it), casino, slot.
CREATE TABLE report_daily_products (
  day       DATE NOT NULL,
  product   TEXT NOT NULL,
  shard     SMALLINT NOT NULL,
  bets      BIGINT NOT NULL DEFAULT 0,
  stake     BIGINT NOT NULL DEFAULT 0,
  returns   BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (day, product, shard)
);

-- The same per drill-down item: the minigame or casino game id, or the sports league name
-- ('' for a multiple whose legs are in several leagues).
CREATE TABLE report_daily_items (
  day       DATE NOT NULL,
  product   TEXT NOT NULL,
  item      TEXT NOT NULL,
  shard     SMALLINT NOT NULL,
  bets      BIGINT NOT NULL DEFAULT 0,
  stake     BIGINT NOT NULL DEFAULT 0,
  returns   BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (day, product, item, shard)
);

-- The same per agent: the bets of the members whose agent (members.agent_id) it was when the bet
-- was settled. An agent subtree's report sums the rows of the agents in it, so it reads a few
-- thousand rows however many members the subtree holds; a member who moves agent leaves their
-- settled bets with the old one (the move-agent case). Sharded by
-- member_id % 4: many members of one agent settle at once (casino rounds closing).
CREATE TABLE report_agent_daily (
  day       DATE NOT NULL,
  agent_id  BIGINT NOT NULL,
  product   TEXT NOT NULL,
  shard     SMALLINT NOT NULL,
  bets      BIGINT NOT NULL DEFAULT 0,
  stake     BIGINT NOT NULL DEFAULT 0,
  returns   BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (agent_id, day, product, shard)
);

-- Active members: a member is active on the Seoul day they PLACED a bet or opened a casino
-- round. One row per member and day (distinct counts over a range read it), and a per-day count
-- kept beside it for the daily chart.
CREATE TABLE report_member_days (
  member_id  BIGINT NOT NULL,
  day        DATE NOT NULL,
  PRIMARY KEY (member_id, day)
);
CREATE INDEX report_member_days_day ON report_member_days (day);
CREATE TABLE report_daily_active (
  day       DATE NOT NULL,
  shard     SMALLINT NOT NULL,
  members   BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (day, shard)
);

-- Adds one batch of differences (parallel arrays, one element per key). Zero rows are skipped.
CREATE FUNCTION report_add_bets(
  days DATE[], products TEXT[], items TEXT[], shards SMALLINT[], agents BIGINT[],
  bet_counts BIGINT[], stakes BIGINT[], returns_won BIGINT[]
) RETURNS void LANGUAGE sql AS $$
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
$$;

-- Marks members active on days; counts only the member-days that were new.
CREATE FUNCTION report_mark_active(member_ids BIGINT[], days DATE[]) RETURNS void
LANGUAGE sql AS $$
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
$$;

CREATE FUNCTION report_day(at TIMESTAMPTZ) RETURNS DATE LANGUAGE sql IMMUTABLE AS $$
  SELECT (at AT TIME ZONE 'Asia/Seoul')::date
$$;

-- The product of a minigame game id (see report_daily_products).
CREATE FUNCTION report_minigame_product(game_id INT) RETURNS TEXT LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN game_id BETWEEN 800 AND 899 THEN 'virtual' ELSE 'minigame' END
$$;

-- ---- sports_bets: counted when graded (1 lost, 2 won, 3 special/void/cash-out) ----

-- The league of a bet, from its legs: one league, or '' when its legs span several.
CREATE FUNCTION report_sports_league(bet BIGINT) RETURNS TEXT LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN min(league_name) = max(league_name) THEN min(league_name) ELSE '' END
    FROM sports_bet_legs WHERE bet_id = bet
$$;

-- Each trigger groups its rows' contributions (new rows +1, old rows −1) by day, product, item,
-- shard and the member's agent (members.agent_id now, at settlement) and adds them in one call.
CREATE FUNCTION report_sports_bets_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM report_add_bets(array_agg(day), array_agg(product), array_agg(item),
                            array_agg(shard), array_agg(agent), array_agg(n), array_agg(stake),
                            array_agg(ret))
       FROM (SELECT report_day(c.settled_at) AS day,
                    CASE WHEN c.family = 'inplay' THEN 'sports_inplay' ELSE 'sports_prematch' END
                      AS product,
                    COALESCE(report_sports_league(c.id), '') AS item,
                    (c.member_id % 16)::smallint AS shard, m.agent_id AS agent,
                    sum(c.sign)::bigint AS n, sum(c.sign * c.stake_won)::bigint AS stake,
                    sum(c.sign * c.payout_won)::bigint AS ret
               FROM (SELECT n.*, 1 AS sign FROM new_rows n
                      WHERE n.status IN (1, 2, 3) AND n.settled_at IS NOT NULL
                     UNION ALL
                     SELECT o.*, -1 AS sign FROM old_rows o
                      WHERE o.status IN (1, 2, 3) AND o.settled_at IS NOT NULL) AS c
               LEFT JOIN members m ON m.id = c.member_id
              GROUP BY 1, 2, 3, 4, 5) AS d;
  ELSE
    PERFORM report_add_bets(array_agg(day), array_agg(product), array_agg(item),
                            array_agg(shard), array_agg(agent), array_agg(n), array_agg(stake),
                            array_agg(ret))
       FROM (SELECT report_day(c.settled_at) AS day,
                    CASE WHEN c.family = 'inplay' THEN 'sports_inplay' ELSE 'sports_prematch' END
                      AS product,
                    COALESCE(report_sports_league(c.id), '') AS item,
                    (c.member_id % 16)::smallint AS shard, m.agent_id AS agent,
                    count(*)::bigint AS n, sum(c.stake_won)::bigint AS stake,
                    sum(c.payout_won)::bigint AS ret
               FROM new_rows c LEFT JOIN members m ON m.id = c.member_id
              WHERE c.status IN (1, 2, 3) AND c.settled_at IS NOT NULL
              GROUP BY 1, 2, 3, 4, 5) AS d;
    PERFORM report_mark_active(array_agg(member_id), array_agg(report_day(created_at)))
       FROM new_rows;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER report_sports_bets_insert AFTER INSERT ON sports_bets
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_sports_bets_changed();
CREATE TRIGGER report_sports_bets_update AFTER UPDATE ON sports_bets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_sports_bets_changed();

-- ---- minigame_bets: counted when graded (1 lost, 2 won, 3 push) ----

CREATE FUNCTION report_minigame_bets_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM report_add_bets(array_agg(day), array_agg(report_minigame_product(game_id)),
                            array_agg(game_id::text), array_agg(shard), array_agg(agent),
                            array_agg(n), array_agg(stake), array_agg(ret))
       FROM (SELECT report_day(c.settled_at) AS day, c.game_id,
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
    PERFORM report_add_bets(array_agg(day), array_agg(report_minigame_product(game_id)),
                            array_agg(game_id::text), array_agg(shard), array_agg(agent),
                            array_agg(n), array_agg(stake), array_agg(ret))
       FROM (SELECT report_day(c.settled_at) AS day, c.game_id,
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
CREATE TRIGGER report_minigame_bets_insert AFTER INSERT ON minigame_bets
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_minigame_bets_changed();
CREATE TRIGGER report_minigame_bets_update AFTER UPDATE ON minigame_bets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_minigame_bets_changed();

-- ---- casino_rounds: counted when closed (stake and win of the member's part of the round) ----

CREATE FUNCTION report_casino_rounds_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM report_add_bets(array_agg(day), array_agg(kind), array_agg(game_id::text),
                            array_agg(shard), array_agg(agent), array_agg(n), array_agg(stake),
                            array_agg(ret))
       FROM (SELECT report_day(c.closed_at) AS day, c.kind, c.game_id,
                    (c.member_id % 16)::smallint AS shard, m.agent_id AS agent,
                    sum(c.sign)::bigint AS n, sum(c.sign * c.stake)::bigint AS stake,
                    sum(c.sign * c.win)::bigint AS ret
               FROM (SELECT n.member_id, n.kind, n.game_id, n.stake, n.win, n.closed_at,
                            1 AS sign
                       FROM new_rows n WHERE n.status = 'closed' AND n.closed_at IS NOT NULL
                     UNION ALL
                     SELECT o.member_id, o.kind, o.game_id, o.stake, o.win, o.closed_at,
                            -1 AS sign
                       FROM old_rows o WHERE o.status = 'closed' AND o.closed_at IS NOT NULL) AS c
               LEFT JOIN members m ON m.id = c.member_id
              GROUP BY 1, 2, 3, 4, 5) AS d;
  ELSE
    PERFORM report_add_bets(array_agg(day), array_agg(kind), array_agg(game_id::text),
                            array_agg(shard), array_agg(agent), array_agg(n), array_agg(stake),
                            array_agg(ret))
       FROM (SELECT report_day(c.closed_at) AS day, c.kind, c.game_id,
                    (c.member_id % 16)::smallint AS shard, m.agent_id AS agent,
                    count(*)::bigint AS n, sum(c.stake)::bigint AS stake,
                    sum(c.win)::bigint AS ret
               FROM new_rows c LEFT JOIN members m ON m.id = c.member_id
              WHERE c.status = 'closed' AND c.closed_at IS NOT NULL
              GROUP BY 1, 2, 3, 4, 5) AS d;
    PERFORM report_mark_active(array_agg(member_id), array_agg(report_day(opened_at)))
       FROM new_rows;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER report_casino_rounds_insert AFTER INSERT ON casino_rounds
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_casino_rounds_changed();
CREATE TRIGGER report_casino_rounds_update AFTER UPDATE ON casino_rounds
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_casino_rounds_changed();

-- ---- wallet_requests: deposits (charge) and withdrawals (exchange) counted when approved ----

-- Per Seoul day of approval (decided_at), kind and shard: approved requests and their amounts. A
-- year of deposits is hundreds of thousands of requests; the dashboard reads a few thousand rows.
CREATE TABLE report_daily_money (
  day       DATE NOT NULL,
  kind      TEXT NOT NULL,
  shard     SMALLINT NOT NULL,
  requests  BIGINT NOT NULL DEFAULT 0,
  amount    BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (day, kind, shard)
);

CREATE FUNCTION report_add_money(
  days DATE[], kinds TEXT[], shards SMALLINT[], counts BIGINT[], amounts BIGINT[]
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_daily_money AS t (day, kind, shard, requests, amount)
  SELECT d, k, s, sum(n), sum(a) FROM unnest(days, kinds, shards, counts, amounts) AS u(d, k, s, n, a)
   GROUP BY d, k, s
  HAVING sum(n) <> 0 OR sum(a) <> 0
   ORDER BY d, k, s
  ON CONFLICT (day, kind, shard) DO UPDATE
     SET requests = t.requests + EXCLUDED.requests, amount = t.amount + EXCLUDED.amount;
$$;

CREATE FUNCTION report_wallet_requests_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM report_add_money(array_agg(day), array_agg(kind), array_agg(shard), array_agg(n),
                             array_agg(amount))
       FROM (SELECT report_day(c.decided_at) AS day, c.kind,
                    (c.member_id % 16)::smallint AS shard, sum(c.sign)::bigint AS n,
                    sum(c.sign * c.amount_won)::bigint AS amount
               FROM (SELECT n.member_id, n.kind, n.amount_won, n.decided_at, 1 AS sign
                       FROM new_rows n WHERE n.status = 'approved' AND n.decided_at IS NOT NULL
                     UNION ALL
                     SELECT o.member_id, o.kind, o.amount_won, o.decided_at, -1 AS sign
                       FROM old_rows o WHERE o.status = 'approved' AND o.decided_at IS NOT NULL
                    ) AS c
              GROUP BY 1, 2, 3) AS d;
  ELSE
    PERFORM report_add_money(array_agg(day), array_agg(kind), array_agg(shard), array_agg(n),
                             array_agg(amount))
       FROM (SELECT report_day(c.decided_at) AS day, c.kind,
                    (c.member_id % 16)::smallint AS shard, count(*)::bigint AS n,
                    sum(c.amount_won)::bigint AS amount
               FROM new_rows c WHERE c.status = 'approved' AND c.decided_at IS NOT NULL
              GROUP BY 1, 2, 3) AS d;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER report_wallet_requests_insert AFTER INSERT ON wallet_requests
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_wallet_requests_changed();
CREATE TRIGGER report_wallet_requests_update AFTER UPDATE ON wallet_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION report_wallet_requests_changed();

-- ---- figures read straight from their tables, with an index for a range of days ----

-- Bonuses and rolling paid: the ledger's promotional and rolling transfers by day (the list of
-- kinds is server/reports/report-kinds.ts; a query must name the same list to use this index).
CREATE INDEX ledger_transfers_report_day ON ledger_transfers (created_at)
  WHERE kind IN ('deposit_bonus', 'coupon', 'attendance', 'event_payout', 'tournament_prize',
                 'rolling_payout');
-- New members by sign-up day.
CREATE INDEX members_created_at ON members (created_at);

-- ---- backfill: the rows written before this migration ----

SELECT report_add_bets(array_agg(day), array_agg(product), array_agg(item), array_agg(shard),
                       array_agg(agent), array_agg(n), array_agg(stake), array_agg(ret))
  FROM (SELECT report_day(b.settled_at) AS day,
               CASE WHEN b.family = 'inplay' THEN 'sports_inplay' ELSE 'sports_prematch' END
                 AS product,
               COALESCE(report_sports_league(b.id), '') AS item,
               (b.member_id % 16)::smallint AS shard, m.agent_id AS agent,
               count(*)::bigint AS n, sum(b.stake_won)::bigint AS stake,
               sum(b.payout_won)::bigint AS ret
          FROM sports_bets b LEFT JOIN members m ON m.id = b.member_id
         WHERE b.status IN (1, 2, 3) AND b.settled_at IS NOT NULL
         GROUP BY 1, 2, 3, 4, 5) AS d;
SELECT report_add_bets(array_agg(day), array_agg(report_minigame_product(game_id)),
                       array_agg(game_id::text), array_agg(shard), array_agg(agent),
                       array_agg(n), array_agg(stake), array_agg(ret))
  FROM (SELECT report_day(b.settled_at) AS day, b.game_id,
               (b.member_id % 16)::smallint AS shard, m.agent_id AS agent,
               count(*)::bigint AS n, sum(b.stake_won)::bigint AS stake,
               sum(b.payout_won)::bigint AS ret
          FROM minigame_bets b LEFT JOIN members m ON m.id = b.member_id
         WHERE b.status IN (1, 2, 3) AND b.settled_at IS NOT NULL
         GROUP BY 1, 2, 3, 4) AS d;
SELECT report_add_bets(array_agg(day), array_agg(kind), array_agg(game_id::text),
                       array_agg(shard), array_agg(agent), array_agg(n), array_agg(stake),
                       array_agg(ret))
  FROM (SELECT report_day(r.closed_at) AS day, r.kind, r.game_id,
               (r.member_id % 16)::smallint AS shard, m.agent_id AS agent,
               count(*)::bigint AS n, sum(r.stake)::bigint AS stake, sum(r.win)::bigint AS ret
          FROM casino_rounds r LEFT JOIN members m ON m.id = r.member_id
         WHERE r.status = 'closed' AND r.closed_at IS NOT NULL
         GROUP BY 1, 2, 3, 4, 5) AS d;
SELECT report_add_money(array_agg(day), array_agg(kind), array_agg(shard), array_agg(n),
                        array_agg(amount))
  FROM (SELECT report_day(decided_at) AS day, kind, (member_id % 16)::smallint AS shard,
               count(*)::bigint AS n, sum(amount_won)::bigint AS amount
          FROM wallet_requests WHERE status = 'approved' AND decided_at IS NOT NULL
         GROUP BY 1, 2, 3) AS d;
SELECT report_mark_active(array_agg(member_id), array_agg(day))
  FROM (SELECT member_id, report_day(created_at) AS day FROM sports_bets
        UNION
        SELECT member_id, report_day(created_at) FROM minigame_bets
        UNION
        SELECT member_id, report_day(opened_at) FROM casino_rounds) AS a;
