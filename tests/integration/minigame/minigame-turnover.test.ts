/**
 * Minigame turnover for the rolling figures (spec §3 rolling state): which stakes count.
 * MinigameQueryService.turnover(member, Seoul date) = the stakes of the member's GRADED bets —
 * won or lost — placed on that Asia/Seoul day. Open bets (not graded yet), pushes (stake given
 * back) and cancelled bets (refunded, or replaced by a new pick) do not count. PGlite and
 * PostgreSQL; bets graded and refunded by the real settle/cancel steps too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/platform/db/db';
import { cancelRound, settleRound } from '../../../server/minigame/rounds/round-steps';
import { transfer } from '../../../server/platform/ledger/transfer';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { MinigameQueryService } from '../../../server/minigame/minigame-query.service';
import type { BaccaratOutcome } from '../../../common/domain/minigame/families/baccarat';
import { cash, createMember, fund, newKey } from '../helpers/ledger-fixtures';
import { closeTestDb, dbTargets, openTestDb } from '../helpers/test-db';

const GAME_ID = 501; // token baccarat
/** Player 9 : banker 0: main.player wins, main.banker loses, no pairs. */
const PLAYER_WINS: BaccaratOutcome = {
  player: [
    { rank: 4, suit: 0 },
    { rank: 5, suit: 1 },
  ],
  banker: [
    { rank: 10, suit: 2 },
    { rank: 12, suit: 3 },
  ],
  playerPoints: 9,
  bankerPoints: 0,
  winner: 'player',
};
/** 2025-01-01 00:00 in Seoul (UTC+9, no DST). */
const JAN1_KST = Date.parse('2024-12-31T15:00:00.000Z');
const at = (msFromJan1Kst: number) => new Date(JAN1_KST + msFromJan1Kst).toISOString();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(dbTargets)('minigame turnover on %s', (target) => {
  let db: Db;
  let turnover: (memberId: number, date: string) => Promise<number>;
  let roundSeq = 0;
  beforeAll(async () => {
    db = await openTestDb(target);
    const queries = new MinigameQueryService(db, () => new Date(JAN1_KST + 2 * DAY));
    turnover = (memberId, date) => queries.turnover(memberId, date);
  });
  afterAll(() => closeTestDb(db));

  async function newRound(status: 'open' | 'drawn'): Promise<string> {
    roundSeq += 1;
    const roundId = `20250101-${String(roundSeq).padStart(4, '0')}`;
    await db.query(
      `INSERT INTO minigame_rounds (game_id, round_id, round_no, status, opens_at, closes_at,
                                    draw_at, seed_hex, commit_hex, outcome)
       VALUES ($1, $2, $3, $4, $5, $5, $5, 'ab', 'cd', $6::jsonb)`,
      [
        GAME_ID,
        roundId,
        roundSeq,
        status,
        at(HOUR),
        status === 'drawn' ? JSON.stringify(PLAYER_WINS) : null,
      ],
    );
    return roundId;
  }

  /** A bet as stored, placed at `createdAt`; its stake is taken into bets_pending as placement does. */
  async function bet(
    memberId: number,
    createdAt: string,
    stakeWon: number,
    opts: { status?: number; selectionKey?: string; roundId?: string; replaced?: boolean } = {},
  ): Promise<string> {
    const roundId = opts.roundId ?? (await newRound('open'));
    await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO minigame_bets (member_id, game_id, round_id, selection_key, stake_won,
                                    odds_hundredths, idempotency_key, status, replaced, created_at)
         VALUES ($1, $2, $3, $4, $5, 200, $6, $7, $8, $9) RETURNING id`,
        [
          memberId,
          GAME_ID,
          roundId,
          opts.selectionKey ?? 'main.player',
          stakeWon,
          newKey('bet-'),
          opts.status ?? 0,
          opts.replaced ?? false,
          createdAt,
        ],
      );
      await transfer(tx, {
        idempotencyKey: `minigame-stake:${row!.id}`,
        kind: 'minigame_stake',
        from: cash(memberId),
        to: { system: 'bets_pending', currency: 'KRW' },
        amount: stakeWon,
      });
    });
    return roundId;
  }

  it('counts won and lost stakes only, by the Seoul day the bet was placed', async () => {
    const [m, other] = [await createMember(db), await createMember(db)];
    await fund(db, m, 10_000_000);
    await fund(db, other, 10_000_000);
    // Each stake a distinct power of two, so a sum names exactly the stakes it counted.
    await bet(m, at(-1), 1, { status: 2 }); // 2024-12-31 23:59:59.999 KST, won
    await bet(m, at(0), 2, { status: 1 }); // 2025-01-01 00:00:00.000 KST, lost
    await bet(m, at(3 * HOUR), 4, { status: 2 }); // won
    await bet(m, at(4 * HOUR), 8, { status: 3 }); // push: stake returned, not turnover
    await bet(m, at(5 * HOUR), 16, { status: -1 }); // cancelled round: refunded
    await bet(m, at(6 * HOUR), 32, { status: -1, replaced: true }); // replaced by a new pick
    await bet(m, at(7 * HOUR), 64); // still open: not graded yet
    await bet(m, at(DAY - 1), 128, { status: 1 }); // 2025-01-01 23:59:59.999 KST, lost
    await bet(m, at(DAY), 256, { status: 2 }); // 2025-01-02 00:00:00.000 KST, won
    await bet(other, at(2 * HOUR), 512, { status: 2 }); // someone else's

    expect(await turnover(m, '2025-01-01')).toBe(2 + 4 + 128);
    expect(await turnover(m, '2024-12-31')).toBe(1);
    expect(await turnover(m, '2025-01-02')).toBe(256);
    expect(await turnover(m, '2025-01-03')).toBe(0);
    expect(await turnover(other, '2025-01-01')).toBe(512);
  });

  it('stakes graded by the settle step count; refunded by the cancel step do not', async () => {
    const [m, n] = [await createMember(db), await createMember(db)];
    await fund(db, m, 100_000);
    await fund(db, n, 100_000);
    const day2 = (ms: number) => at(DAY + ms);
    // A drawn round: m wins on player, n loses on banker; a tie-only push is impossible here.
    const drawn = await newRound('drawn');
    await bet(m, day2(HOUR), 1_000, { roundId: drawn, selectionKey: 'main.player' });
    await bet(n, day2(HOUR), 2_000, { roundId: drawn, selectionKey: 'main.banker' });
    // An open round, cancelled by the operator: both stakes are refunded.
    const cancelled = await newRound('open');
    await bet(m, day2(2 * HOUR), 4_000, { roundId: cancelled });
    await bet(n, day2(2 * HOUR), 8_000, { roundId: cancelled });
    // Before settlement nothing is graded, so nothing counts yet.
    expect(await turnover(m, '2025-01-02')).toBe(0);

    const now = new Date(JAN1_KST + DAY + 3 * HOUR);
    await db.transaction((tx) => settleRound(tx, GAME_ID, drawn, now));
    await db.transaction((tx) => cancelRound(tx, GAME_ID, cancelled, now));

    expect(await turnover(m, '2025-01-02')).toBe(1_000);
    expect(await turnover(n, '2025-01-02')).toBe(2_000);
    expect((await verifyLedger(db)).problems).toEqual([]);
  });
});
