/**
 * The shared tables' loop: every table runs betting (the
 * countdown of TABLE_BETTING_SECONDS) → dealing (the outcome from the seed committed when betting
 * opened, the bettors' combined client seed and the round number as nonce; the page animates it)
 * → settled (every bettor's return sent to the wallet as a win, 0 included, closing their
 * round) → the next round. One node drives the tables (the leader lock of platform/jobs);
 * every node serves them from the database. Time is the provider's clock, which tests step.
 */
import { randomUUID } from 'node:crypto';
import {
  TABLE_BETTING_SECONDS,
  TABLE_DEALING_SECONDS,
  TABLE_SETTLED_SECONDS,
} from '../../../common/contract/demo-provider.contract';
import { drawFair, tableClientSeed } from '../../../common/domain/casino/fairness';
import { outcomeDraw, type CasinoOutcome } from '../../../common/domain/casino/outcomes';
import type { Queryable } from '../../platform/db/db';
import { leaderTransaction } from '../../platform/jobs/leader-lock';
import { DEMO_TABLE_GAMES, type DemoGame } from './demo-games';
import { newCommittedSeed } from './fair-seeds';
import { tableBetReturn, type PlacedTableBet } from './table-bet-rules';
import { currentTableRound, tableRoundRef, type TableRoundRow } from './table-rounds';
import { publicSeat, seatsOfRound } from './table-seats';
import { writeBookEntry, type WalletBookDeps } from './wallet-book';

/** Leader lock class of the tables (platform/jobs/leader-lock.ts). */
const DEMO_TABLES_LOCK = 4_201_110;
/** Transitions one tick may make per table (a long pause catches up in a few ticks). */
const MAX_STEPS_PER_TICK = 6;

const seconds = (at: Date, s: number) => new Date(new Date(at).getTime() + s * 1000);

async function openRound(tx: Queryable, gameCode: string, roundNo: number, now: Date) {
  const seed = await newCommittedSeed();
  await tx.query(
    `INSERT INTO demo_provider_table_rounds (game_code, round_no, phase, server_seed_hex,
       commit_hex, opened_at, closes_at) VALUES ($1, $2, 'betting', $3, $4, $5, $6)
     ON CONFLICT (game_code, round_no) DO NOTHING`,
    [
      gameCode,
      roundNo,
      seed.serverSeedHex,
      seed.commitHex,
      now,
      seconds(now, TABLE_BETTING_SECONDS),
    ],
  );
}

interface AcceptedBetRow {
  session_id: number;
  bets: PlacedTableBet[];
  stake: number;
  transaction_uuid: string;
}

/**
 * Deals the round and writes each bettor's win (their total return) to the provider's book, due
 * when the deal's animation ends: the outbox sends it then (and again until the wallet answers).
 * The client seed is the combination of the seats' seeds as fixed when each seat's first bet was
 * placed (table-seats.ts), and that list is frozen on the round with the outcome.
 */
async function deal(tx: Queryable, game: DemoGame, round: TableRoundRow, now: Date) {
  const bets = await tx.query<AcceptedBetRow>(
    `SELECT session_id, bets, stake, transaction_uuid FROM demo_provider_table_bets
      WHERE round_id = $1 AND status = 'accepted' ORDER BY id`,
    [round.id],
  );
  const bettors = new Map<number, { stake: number; win: number; betUuid: string }>();
  const draw = outcomeDraw(game.drawCode)!;
  const seats = (await seatsOfRound(tx, round.id)).map(publicSeat);
  const clientSeed = await tableClientSeed(seats.map((seat) => seat.clientSeed));
  const outcome: CasinoOutcome = await drawFair(
    { serverSeedHex: round.server_seed_hex, clientSeed, nonce: round.round_no },
    draw,
  );
  for (const bet of bets) {
    const bettor = bettors.get(bet.session_id) ?? {
      stake: 0,
      win: 0,
      betUuid: bet.transaction_uuid,
    };
    bettor.stake += bet.stake;
    bettor.win += bet.bets.reduce((sum, placed) => sum + tableBetReturn(game, placed, outcome), 0);
    bettors.set(bet.session_id, bettor);
  }
  await tx.query(
    `UPDATE demo_provider_table_rounds SET phase = 'dealing', client_seed = $2, outcome = $3,
       seats = $5, dealt_at = $4 WHERE id = $1`,
    [round.id, clientSeed, JSON.stringify(outcome), now, JSON.stringify(seats)],
  );
  const due = seconds(now, TABLE_DEALING_SECONDS);
  for (const [sessionId, bettor] of bettors) {
    await writeBookEntry(
      tx,
      {
        transactionUuid: randomUUID(),
        kind: 'win',
        referenceTransactionUuid: bettor.betUuid,
        sessionId,
        roundRef: tableRoundRef(game.code, round.round_no),
        gameCode: game.code,
        amount: bettor.win,
        roundClosed: true,
      },
      now,
      due,
    );
  }
}

/** One due transition of the table, or false when nothing is due yet. */
async function step(tx: Queryable, game: DemoGame, now: Date): Promise<boolean> {
  const round = await currentTableRound(tx, game.code, 'FOR UPDATE');
  if (!round) {
    await openRound(tx, game.code, 1, now);
    return true;
  }
  if (round.phase === 'betting' && now >= new Date(round.closes_at)) {
    await deal(tx, game, round, now);
    return true;
  }
  if (round.phase === 'dealing' && now >= seconds(round.dealt_at!, TABLE_DEALING_SECONDS)) {
    await tx.query(
      `UPDATE demo_provider_table_rounds SET phase = 'settled', settled_at = $2 WHERE id = $1`,
      [round.id, now],
    );
    return true;
  }
  if (round.phase === 'settled' && now >= seconds(round.settled_at!, TABLE_SETTLED_SECONDS)) {
    await openRound(tx, game.code, round.round_no + 1, now);
    return true;
  }
  return false;
}

/**
 * Advances every table as far as its clock says (leader only). The wins written by a deal are
 * sent by the outbox drain that runs after this in the same tick (demo-provider-jobs.ts).
 */
export async function advanceTables(deps: Pick<WalletBookDeps, 'db' | 'clock'>): Promise<void> {
  for (const game of DEMO_TABLE_GAMES) {
    for (let i = 0; i < MAX_STEPS_PER_TICK; i += 1) {
      const moved = await leaderTransaction(deps.db, DEMO_TABLES_LOCK, (tx) =>
        step(tx, game, deps.clock()),
      );
      if (!moved) break;
    }
  }
}
