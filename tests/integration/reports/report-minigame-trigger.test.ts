/**
 * The minigame_bets report trigger (migration 029, grouped per settled_at since migration 033)
 * against the bets themselves: after statements that settle many bets at once,
 * resettle some across the Seoul midnight (rows of one statement landing on two days) and cancel
 * one, the daily product, item and agent rows equal the same figures recomputed from
 * minigame_bets. The hand-computed day of reports.test.ts covers one bet per statement.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/platform/db/db';
import { closeTestDb, dbTargets, openTestDb } from '../helpers/test-db';
import { createLoginMember } from '../helpers/turnover-fixtures';

const GAME = 101; // a catalog minigame
const VIRTUAL = 831; // a bet365 virtual game (product 'virtual')
const PLACED = '2026-03-15T05:00:00Z';
const BEFORE_MIDNIGHT = '2026-03-15T14:59:59Z'; // 23:59:59 on the 15th in Seoul
const AFTER_MIDNIGHT = '2026-03-15T15:00:01Z'; // 00:00:01 on the 16th in Seoul

type Row = Record<string, string | number>;

/** All-zero rows are left behind when a bet moves away; they count for nothing. */
const nonZero = `(bets <> 0 OR stake <> 0 OR returns <> 0)`;

async function rows(db: Db, sql: string): Promise<Row[]> {
  return (await db.query<Row>(sql)).map((r) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)])),
  );
}

/** What the trigger kept, and the same recomputed from the bets, per table. */
async function keptAndRecomputed(db: Db) {
  const graded = `FROM minigame_bets b LEFT JOIN members m ON m.id = b.member_id
                  WHERE b.status IN (1, 2, 3) AND b.settled_at IS NOT NULL`;
  return {
    products: await Promise.all([
      rows(
        db,
        `SELECT day::text, product, shard, bets, stake, returns FROM report_daily_products
          WHERE product IN ('minigame', 'virtual') AND ${nonZero} ORDER BY 1, 2, 3`,
      ),
      rows(
        db,
        `SELECT report_day(b.settled_at)::text AS day, report_minigame_product(b.game_id) AS product,
                (b.member_id % 16)::smallint AS shard, count(*)::bigint AS bets,
                sum(b.stake_won)::bigint AS stake, sum(b.payout_won)::bigint AS returns
           ${graded} GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
      ),
    ]),
    items: await Promise.all([
      rows(
        db,
        `SELECT day::text, product, item, shard, bets, stake, returns FROM report_daily_items
          WHERE product IN ('minigame', 'virtual') AND ${nonZero} ORDER BY 1, 2, 3, 4`,
      ),
      rows(
        db,
        `SELECT report_day(b.settled_at)::text AS day, report_minigame_product(b.game_id) AS product,
                b.game_id::text AS item, (b.member_id % 16)::smallint AS shard,
                count(*)::bigint AS bets, sum(b.stake_won)::bigint AS stake,
                sum(b.payout_won)::bigint AS returns
           ${graded} GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
      ),
    ]),
    agents: await Promise.all([
      rows(
        db,
        `SELECT agent_id, day::text, product, shard, bets, stake, returns FROM report_agent_daily
          WHERE product IN ('minigame', 'virtual') AND ${nonZero} ORDER BY 1, 2, 3, 4`,
      ),
      rows(
        db,
        `SELECT m.agent_id, report_day(b.settled_at)::text AS day,
                report_minigame_product(b.game_id) AS product,
                ((b.member_id % 16) % 4)::smallint AS shard, count(*)::bigint AS bets,
                sum(b.stake_won)::bigint AS stake, sum(b.payout_won)::bigint AS returns
           ${graded} AND m.agent_id IS NOT NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
      ),
    ]),
  };
}

async function expectReportsMatchBets(db: Db): Promise<void> {
  const { products, items, agents } = await keptAndRecomputed(db);
  expect(products[0]).toEqual(products[1]);
  expect(items[0]).toEqual(items[1]);
  expect(agents[0]).toEqual(agents[1]);
}

describe.each(dbTargets)('minigame report trigger on %s', (target) => {
  let db: Db;
  let members: number[];

  beforeAll(async () => {
    db = await openTestDb(target);
    const agent = (await createLoginMember(db, { type: 2 })).id;
    members = [];
    for (let i = 0; i < 6; i++) {
      members.push((await createLoginMember(db, { agentId: i % 3 === 2 ? null : agent })).id);
    }
    for (const game of [GAME, VIRTUAL]) {
      await db.query(
        `INSERT INTO minigame_rounds (game_id, round_id, round_no, status, opens_at, closes_at,
                                      draw_at, commit_hex)
         VALUES ($1, 'trigger-round', 1, 'drawn', $2, $2, $2, 'fixture')`,
        [game, PLACED],
      );
      // Every member bets on both games: 1,000 × (member's position + 1) won.
      await db.query(
        `INSERT INTO minigame_bets (member_id, game_id, round_id, selection_key, stake_won,
                                    odds_hundredths, idempotency_key, created_at)
         SELECT m, $1::int, 'trigger-round', 'fixture.pick', 1000 * i, 195,
                'trigger:' || $1::int || ':' || m, $2
           FROM unnest($3::bigint[]) WITH ORDINALITY AS u(m, i)`,
        [game, PLACED, members],
      );
    }
  }, 120_000);
  afterAll(() => closeTestDb(db));

  it('keeps the figures of the bets through settling, resettling across midnight and cancelling', async () => {
    // One statement grades every bet of both rounds: odd positions win, even lose.
    await db.query(
      `UPDATE minigame_bets SET status = CASE WHEN id % 2 = 1 THEN 2 ELSE 1 END,
              payout_won = CASE WHEN id % 2 = 1 THEN stake_won * 195 / 100 ELSE 0 END,
              settled_at = $1
        WHERE round_id = 'trigger-round'`,
      [BEFORE_MIDNIGHT],
    );
    const [settled] = await db.query<{ bets: number }>(
      `SELECT sum(bets)::bigint AS bets FROM report_daily_products
        WHERE day = '2026-03-15' AND product IN ('minigame', 'virtual')`,
    );
    expect(settled?.bets).toBe(12);
    await expectReportsMatchBets(db);

    // One statement resettles half the bets: some stay on the 15th with a new grade, the others
    // move to the 16th (one statement's rows on two days, new and old rows on different days).
    await db.query(
      `UPDATE minigame_bets SET status = 3, payout_won = stake_won,
              settled_at = CASE WHEN member_id % 2 = 0 THEN $1::timestamptz ELSE settled_at END
        WHERE round_id = 'trigger-round' AND id % 3 <> 0`,
      [AFTER_MIDNIGHT],
    );
    await expectReportsMatchBets(db);
    const [moved] = await db.query<{ bets: number }>(
      `SELECT sum(bets)::bigint AS bets FROM report_daily_products
        WHERE day = '2026-03-16' AND product IN ('minigame', 'virtual')`,
    );
    expect(moved?.bets).toBeGreaterThan(0);

    // A cancelled bet (-1) counts nowhere.
    await db.query(
      `UPDATE minigame_bets SET status = -1, payout_won = 0
        WHERE round_id = 'trigger-round' AND member_id = $1`,
      [members[0]],
    );
    await expectReportsMatchBets(db);
  });
});
