/**
 * Round settlement and cancellation money (migration 009), on PGlite and PostgreSQL:
 * one set-based bets UPDATE where each bet records its own payout, and ONE compound ledger entry
 * per round — bets_pending gives up the stakes, the house the difference, one credit per paid
 * member — that a re-run never repeats. The ledger is verified after each test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/platform/db/db';
import { cancelRound, settleRound } from '../../../server/minigame/rounds/round-steps';
import { accountId, betsPendingOf } from '../../../server/platform/ledger/accounts';
import { getMemberBalances, memberStatement } from '../../../server/platform/ledger/balances';
import { transfer } from '../../../server/platform/ledger/transfer';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import type { BaccaratOutcome } from '../../../common/domain/minigame/families/baccarat';
import { cash, createMember, fund, house, newKey } from '../helpers/ledger-fixtures';
import { closeTestDb, dbTargets, openTestDb } from '../helpers/test-db';

const GAME_ID = 501; // token baccarat: main player 2.00 / banker 1.95 / tie 8.00, pairs 11.00
const NOW = new Date(Date.UTC(2025, 0, 1, 3, 1, 0));
/** 5 : 5, a tie: main.tie wins, main.player and main.banker push, no pairs. */
const TIE: BaccaratOutcome = {
  player: [
    { rank: 2, suit: 0 },
    { rank: 3, suit: 1 },
  ],
  banker: [
    { rank: 4, suit: 2 },
    { rank: 1, suit: 3 },
  ],
  playerPoints: 5,
  bankerPoints: 5,
  winner: 'tie',
};

interface BetSpec {
  memberId: number;
  selectionKey: string;
  stakeWon: number;
  odds: number;
  replaced?: boolean;
}

describe.each(dbTargets)('minigame settlement money on %s', (target) => {
  let db: Db;
  let roundSeq = 0;
  beforeAll(async () => {
    db = await openTestDb(target);
  });
  afterAll(() => closeTestDb(db));

  const expectBooksBalance = async () => expect((await verifyLedger(db)).problems).toEqual([]);

  /** The round's debit on each bets_pending shard its stakes sit in (betsPendingOf). */
  async function pendingDebits(stakes: [memberId: number, won: number][]) {
    const debits: Record<number, number> = {};
    for (const [memberId, won] of stakes) {
      const id = await accountId(db, betsPendingOf(memberId));
      debits[id] = (debits[id] ?? 0) - won;
    }
    return debits;
  }

  /** A round in `status` with the given bets, each stake moved into bets_pending as placement does. */
  async function roundWith(status: 'open' | 'drawn', bets: BetSpec[]): Promise<string> {
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
        NOW.toISOString(),
        status === 'drawn' ? JSON.stringify(TIE) : null,
      ],
    );
    for (const bet of bets) {
      await db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO minigame_bets (member_id, game_id, round_id, selection_key, stake_won,
                                      odds_hundredths, idempotency_key, status, replaced)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
          [
            bet.memberId,
            GAME_ID,
            roundId,
            bet.selectionKey,
            bet.stakeWon,
            bet.odds,
            newKey('bet-'),
            bet.replaced ? -1 : 0,
            bet.replaced ?? false,
          ],
        );
        await transfer(tx, {
          idempotencyKey: `minigame-stake:${row!.id}`,
          kind: 'minigame_stake',
          reference: `minigame-bet:${row!.id}`,
          from: cash(bet.memberId),
          to: betsPendingOf(bet.memberId),
          amount: bet.stakeWon,
        });
        if (bet.replaced) {
          await transfer(tx, {
            idempotencyKey: `minigame-replace:${row!.id}`,
            kind: 'minigame_refund',
            reference: `minigame-bet:${row!.id}`,
            from: betsPendingOf(bet.memberId),
            to: cash(bet.memberId),
            amount: bet.stakeWon,
          });
        }
      });
    }
    return roundId;
  }

  const betsOf = (roundId: string) =>
    db.query<{ member_id: number; status: number; payout_won: number }>(
      `SELECT member_id, status, payout_won FROM minigame_bets
        WHERE game_id = $1 AND round_id = $2 ORDER BY id`,
      [GAME_ID, roundId],
    );
  /** The round's settlement or refund entries by account id, and its transfer row. */
  async function roundEntry(key: string) {
    const [t] = await db.query<{ id: number; kind: string; reference: string; amount: number }>(
      'SELECT id, kind, reference, amount FROM ledger_transfers WHERE idempotency_key = $1',
      [key],
    );
    const entries = t
      ? await db.query<{ account_id: number; amount: number }>(
          'SELECT account_id, amount FROM ledger_entries WHERE transfer_id = $1',
          [t.id],
        )
      : [];
    return {
      transfer: t,
      entries: Object.fromEntries(entries.map((e) => [e.account_id, e.amount])),
    };
  }
  const balance = async (memberId: number) => (await getMemberBalances(db, memberId)).emoney;

  it('grades every bet, each recording its payout, and pays in one compound entry', async () => {
    const [a, b, c, d] = [
      await createMember(db),
      await createMember(db),
      await createMember(db),
      await createMember(db),
    ];
    for (const m of [a, b, c, d]) await fund(db, m, 100_000);
    const roundId = await roundWith('drawn', [
      // a's first pick was replaced by a later one: it is neither graded nor paid.
      { memberId: a, selectionKey: 'main.player', stakeWon: 50_000, odds: 200, replaced: true },
      { memberId: a, selectionKey: 'main.tie', stakeWon: 10_000, odds: 800 },
      { memberId: b, selectionKey: 'main.player', stakeWon: 5_000, odds: 200 },
      { memberId: c, selectionKey: 'playerPair.yes', stakeWon: 3_000, odds: 1100 },
      { memberId: d, selectionKey: 'main.banker', stakeWon: 7_000, odds: 195 },
    ]);
    const houseBefore = (
      await db.query<{ balance: number }>('SELECT balance FROM ledger_accounts WHERE id = $1', [
        await accountId(db, house()),
      ])
    )[0]!.balance;

    const settled = await db.transaction((tx) => settleRound(tx, GAME_ID, roundId, NOW));

    expect(settled).toMatchObject({ bets: 4, round: { status: 'settled' } });
    expect(new Set(settled!.paidMembers)).toEqual(new Set([a, b, d]));
    expect(await betsOf(roundId)).toEqual([
      { member_id: a, status: -1, payout_won: 0 },
      { member_id: a, status: 2, payout_won: 80_000 },
      { member_id: b, status: 3, payout_won: 5_000 },
      { member_id: c, status: 1, payout_won: 0 },
      { member_id: d, status: 3, payout_won: 7_000 },
    ]);
    // Stakes 25,000 leave bets_pending; payouts 92,000; the house pays the 67,000 difference.
    const { transfer: t, entries } = await roundEntry(`minigame-settle:${GAME_ID}:${roundId}`);
    expect(t).toMatchObject({
      kind: 'minigame_payout',
      reference: `minigame:${GAME_ID}:${roundId}`,
      amount: 92_000,
    });
    expect(entries).toEqual({
      ...(await pendingDebits([
        [a, 10_000],
        [b, 5_000],
        [c, 3_000],
        [d, 7_000],
      ])),
      [await accountId(db, house())]: -67_000,
      [await accountId(db, cash(a))]: 80_000,
      [await accountId(db, cash(b))]: 5_000,
      [await accountId(db, cash(d))]: 7_000,
    });
    expect(await balance(a)).toBe(100_000 - 10_000 + 80_000);
    expect(await balance(b)).toBe(100_000);
    expect(await balance(c)).toBe(100_000 - 3_000);
    expect(await balance(d)).toBe(100_000);
    const [houseAfter] = await db.query<{ balance: number }>(
      'SELECT balance FROM ledger_accounts WHERE id = $1',
      [await accountId(db, house())],
    );
    expect(houseAfter!.balance).toBe(houseBefore - 67_000);
    // The member's statement shows their one credit for the round.
    expect((await memberStatement(db, a, 'KRW', 1)).items[0]).toMatchObject({
      transferId: t!.id,
      kind: 'minigame_payout',
      amount: 80_000,
      balanceAfter: 170_000,
    });

    // A second run (another tick, another node) moves nothing.
    expect(await db.transaction((tx) => settleRound(tx, GAME_ID, roundId, NOW))).toBeNull();
    expect(await balance(a)).toBe(170_000);
    await expectBooksBalance();
  });

  it('a round where every bet lost sends the stakes to the house; no bets, no entry', async () => {
    const [a, b] = [await createMember(db), await createMember(db)];
    for (const m of [a, b]) await fund(db, m, 10_000);
    const roundId = await roundWith('drawn', [
      { memberId: a, selectionKey: 'playerPair.yes', stakeWon: 1_000, odds: 1100 },
      { memberId: b, selectionKey: 'bankerPair.yes', stakeWon: 2_000, odds: 1100 },
    ]);
    const settled = await db.transaction((tx) => settleRound(tx, GAME_ID, roundId, NOW));
    expect(settled).toMatchObject({ bets: 2, paidMembers: [] });
    const { entries } = await roundEntry(`minigame-settle:${GAME_ID}:${roundId}`);
    expect(entries).toEqual({
      ...(await pendingDebits([
        [a, 1_000],
        [b, 2_000],
      ])),
      [await accountId(db, house())]: 3_000,
    });

    const empty = await roundWith('drawn', []);
    expect(await db.transaction((tx) => settleRound(tx, GAME_ID, empty, NOW))).toMatchObject({
      bets: 0,
      paidMembers: [],
    });
    expect((await roundEntry(`minigame-settle:${GAME_ID}:${empty}`)).transfer).toBeUndefined();
    await expectBooksBalance();
  });

  it('cancelling refunds every open bet in one compound entry, once', async () => {
    const [a, b] = [await createMember(db), await createMember(db)];
    for (const m of [a, b]) await fund(db, m, 20_000);
    const roundId = await roundWith('open', [
      { memberId: a, selectionKey: 'main.player', stakeWon: 4_000, odds: 200, replaced: true },
      { memberId: a, selectionKey: 'main.banker', stakeWon: 6_000, odds: 195 },
      { memberId: b, selectionKey: 'main.tie', stakeWon: 1_000, odds: 800 },
    ]);
    expect(await balance(a)).toBe(14_000);

    const cancelled = await db.transaction((tx) => cancelRound(tx, GAME_ID, roundId, NOW));

    expect(cancelled).toMatchObject({ bets: 2, round: { status: 'cancelled' } });
    expect(new Set(cancelled!.paidMembers)).toEqual(new Set([a, b]));
    expect((await betsOf(roundId)).map((bet) => bet.status)).toEqual([-1, -1, -1]);
    const { transfer: t, entries } = await roundEntry(`minigame-cancel:${GAME_ID}:${roundId}`);
    expect(t).toMatchObject({ kind: 'minigame_refund', amount: 7_000 });
    expect(entries).toEqual({
      ...(await pendingDebits([
        [a, 6_000],
        [b, 1_000],
      ])),
      [await accountId(db, cash(a))]: 6_000,
      [await accountId(db, cash(b))]: 1_000,
    });
    expect(await balance(a)).toBe(20_000);
    expect(await balance(b)).toBe(20_000);
    expect(await db.transaction((tx) => cancelRound(tx, GAME_ID, roundId, NOW))).toBeNull();
    expect(await balance(a)).toBe(20_000);
    await expectBooksBalance();
  });

  it('one live bet per member and round: a second unreplaced bet is refused by the database', async () => {
    const a = await createMember(db);
    await fund(db, a, 10_000);
    const roundId = await roundWith('open', [
      { memberId: a, selectionKey: 'main.player', stakeWon: 1_000, odds: 200 },
    ]);
    await expect(
      db.query(
        `INSERT INTO minigame_bets (member_id, game_id, round_id, selection_key, stake_won,
                                    odds_hundredths, idempotency_key)
         VALUES ($1, $2, $3, 'main.banker', 1000, 195, $4)`,
        [a, GAME_ID, roundId, newKey('bet-')],
      ),
    ).rejects.toMatchObject({ code: '23505' });
    await db.transaction((tx) => cancelRound(tx, GAME_ID, roundId, NOW));
    await expectBooksBalance();
  });
});
