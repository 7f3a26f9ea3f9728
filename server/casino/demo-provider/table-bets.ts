/**
 * Placing bets on a shared table's round: during the betting window only, one wallet
 * bet per placement with the total stake (round = the round's roundRef). A bet the wallet took
 * after the round closed (it answered late) is rolled back: the deal only counts bets accepted
 * while betting was open, and it locks the round, so the two never cross.
 */
import { randomUUID } from 'node:crypto';
import type {
  PlacedBets,
  TableClientSeedAnswer,
  TableSeat,
  TableState,
} from '../../../common/contract/demo-provider.contract';
import type { Queryable } from '../../platform/db/db';
import { findTableGame, type DemoGame } from './demo-games';
import { ProviderError } from './provider-errors';
import { sessionOf, type SessionRow } from './sessions';
import { areValidTableBets, type PlacedTableBet } from './table-bet-rules';
import {
  currentTableRound,
  roundSeats,
  tableHistory,
  tableRoundByNo,
  tableRoundRef,
  tableRoundView,
} from './table-rounds';
import { hasSeat, publicSeat, seatsOfRound, seedForNextBet } from './table-seats';
import { rollBackBet, type WalletBookDeps } from './wallet-book';
import { placeWalletBet } from './wallet-bet';

function tableOf(gameCode: string, session: SessionRow): DemoGame {
  const game = findTableGame(gameCode);
  if (!game) throw new ProviderError(404, 'UNKNOWN_GAME');
  if (session.game_code !== game.code) throw new ProviderError(409, 'WRONG_GAME');
  return game;
}

async function myBets(
  db: Queryable,
  roundId: number,
  sessionId: number,
): Promise<PlacedTableBet[]> {
  const rows = await db.query<{ bets: PlacedTableBet[] }>(
    `SELECT bets FROM demo_provider_table_bets WHERE round_id = $1 AND session_id = $2
      AND status = 'accepted' ORDER BY id`,
    [roundId, sessionId],
  );
  return rows.flatMap((row) => row.bets);
}

export async function placeTableBets(
  deps: WalletBookDeps,
  sessionToken: string | undefined,
  gameCode: string,
  roundNo: number,
  bets: PlacedTableBet[],
): Promise<PlacedBets> {
  const session = await sessionOf(deps.db, sessionToken);
  const game = tableOf(gameCode, session);
  if (!areValidTableBets(game, bets)) throw new ProviderError(400, 'INVALID_BET');
  const stake = bets.reduce((sum, bet) => sum + bet.stake, 0);
  const transactionUuid = randomUUID();
  const roundId = await deps.db.transaction(async (tx) => {
    const round = await tableRoundByNo(tx, game.code, roundNo, 'FOR SHARE');
    if (!round || round.phase !== 'betting' || deps.clock() >= new Date(round.closes_at)) {
      throw new ProviderError(409, 'BETTING_CLOSED');
    }
    const clientSeed = await seedForNextBet(tx, round.id, session.id);
    await tx.query(
      `INSERT INTO demo_provider_table_bets (round_id, session_id, bets, stake, transaction_uuid,
         client_seed, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        round.id,
        session.id,
        JSON.stringify(bets),
        stake,
        transactionUuid,
        clientSeed,
        deps.clock(),
      ],
    );
    return round.id;
  });
  const bet = await placeWalletBet(deps, {
    transactionUuid,
    sessionId: session.id,
    roundRef: tableRoundRef(game.code, roundNo),
    gameCode: game.code,
    amount: stake,
  });
  if (bet.kind !== 'ok') {
    await deps.db.query(
      'UPDATE demo_provider_table_bets SET status = $2 WHERE transaction_uuid = $1',
      [transactionUuid, bet.kind === 'refused' ? 'refused' : 'rolled_back'],
    );
    throw bet.error;
  }
  const inTime = await deps.db.transaction(async (tx) => {
    const round = await tableRoundByNo(tx, game.code, roundNo, 'FOR SHARE');
    const open = round?.phase === 'betting';
    await tx.query('UPDATE demo_provider_table_bets SET status = $2 WHERE transaction_uuid = $1', [
      transactionUuid,
      open ? 'accepted' : 'rolled_back',
    ]);
    return open;
  });
  if (!inTime) {
    await rollBackBet(deps, bet.entry);
    throw new ProviderError(409, 'BETTING_CLOSED');
  }
  const mine = (await myBets(deps.db, roundId, session.id)) as PlacedBets['myBets'];
  const seat = await seatOf(deps.db, roundId, session.id);
  // An accepted bet always has a seat: the seats are read from the accepted bets.
  if (!seat) throw new Error(`accepted bet ${transactionUuid} has no seat`);
  return { balance: bet.balance, myBets: mine, seat };
}

async function seatOf(
  db: Queryable,
  roundId: number,
  sessionId: number,
): Promise<TableSeat | null> {
  const seat = (await seatsOfRound(db, roundId)).find((s) => s.sessionId === sessionId);
  return seat ? publicSeat(seat) : null;
}

/**
 * PUT …/tables/:gameCode/client-seed: the session's seed for its next seat. A seat already taken
 * keeps its seed, so the change applies from the next round when the session has bet on this
 * one or betting has closed.
 */
export async function setTableClientSeed(
  deps: Pick<WalletBookDeps, 'db' | 'clock'>,
  sessionToken: string | undefined,
  gameCode: string,
  clientSeed: string,
): Promise<TableClientSeedAnswer> {
  return deps.db.transaction(async (tx) => {
    const session = await sessionOf(tx, sessionToken, true);
    const game = tableOf(gameCode, session);
    await tx.query('UPDATE demo_provider_sessions SET client_seed = $2 WHERE id = $1', [
      session.id,
      clientSeed,
    ]);
    const round = await currentTableRound(tx, game.code);
    if (!round) return { clientSeed, fromRoundNo: 1 };
    const open = round.phase === 'betting' && deps.clock() < new Date(round.closes_at);
    const seated = await hasSeat(tx, round.id, session.id);
    return { clientSeed, fromRoundNo: open && !seated ? round.round_no : round.round_no + 1 };
  });
}

/** GET …/tables/:gameCode: the round now, the road, and this session's bets on the round. */
export async function tableState(
  db: Queryable,
  gameCode: string,
  sessionToken: string | undefined,
): Promise<TableState> {
  const game = findTableGame(gameCode);
  if (!game) throw new ProviderError(404, 'UNKNOWN_GAME');
  const round = await currentTableRound(db, game.code);
  if (!round) throw new ProviderError(404, 'ROUND_NOT_FOUND', '테이블이 준비 중입니다.');
  const session = sessionToken ? await sessionOf(db, sessionToken) : null;
  return {
    round: tableRoundView(round, await roundSeats(db, round)),
    history: await tableHistory(db, game.code),
    myBets: session ? ((await myBets(db, round.id, session.id)) as TableState['myBets']) : [],
    mySeat: session ? await seatOf(db, round.id, session.id) : null,
  };
}
