/**
 * Minigame bet placement (spec §4 single bet). One transaction: settings, round,
 * selection, server odds, limits, then the ledger debit member_cash → bets_pending. Spec §4
 * "minigame replaces the single bet": a member's new pick for a round whose betting is still
 * open cancels the open bet (status -1), refunds its stake and debits the new one, all in the
 * same transaction. The idempotency key makes a retried request return the first bet.
 * The bet carries the member's client seed for the round (docs/fairness-minigames.md §2): the
 * seed of the bet it replaces when there is one, so a member's place in the round keeps the seed
 * its first bet fixed, else the one the page sent, else a random one.
 */
import { randomBytes } from 'node:crypto';
import type { MinigameBetView, MinigamePlaceBet } from '../../common/contract/minigame.contract';
import { findGameById } from '../../common/domain/minigame/catalog';
import { potentialPayoutWon } from '../../common/domain/minigame/payout';
import type { Db, Queryable } from '../platform/db/db';
import { BET_COLUMNS } from './rounds/round-rows';
import { betsPendingOf } from '../platform/ledger/accounts';
import { getMemberBalances } from '../platform/ledger/balances';
import { transfer } from '../platform/ledger/transfer';
import { lockMember } from '../member/member-lock';
import { AppError } from '../platform/lib/app-error';
import type { Clock } from '../platform/lib/clock';
import { readSetting } from './minigame-settings.service';
import { assertStakeGate } from '../responsible/stake-gate';
import type { Realtime } from '../platform/sse/realtime';
import { statusAfter, statusesMovingOn } from './minigame-bet-lifecycle';

export async function betById(q: Queryable, id: number): Promise<MinigameBetView> {
  const [bet] = await q.query<MinigameBetView>(
    `SELECT ${BET_COLUMNS} FROM minigame_bets b WHERE b.id = $1`,
    [id],
  );
  if (!bet) throw new Error(`minigame bet ${id} vanished`);
  return bet;
}

interface StoredBet {
  id: number;
  member_id: number;
  game_id: number;
  round_id: string;
  selection_key: string;
  stake_won: number;
  odds_hundredths: number;
}

export class MinigameBetService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
  ) {}

  async place(memberId: number, input: MinigamePlaceBet) {
    const key = `minigame-bet:${memberId}:${input.idempotencyKey}`;
    const result = await this.db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const replay = await this.replay(tx, key, memberId, input);
      if (replay) return { bet: replay, replaced: null as MinigameBetView | null };
      await this.check(tx, input);
      const replaced = await this.replaceOpenBet(tx, memberId, input);
      const clientSeed = replaced?.clientSeed ?? input.clientSeed ?? randomBytes(8).toString('hex');
      // The stake gate (blocks, stake and loss limits); after the replaced bet's refund, which
      // the loss window nets out.
      await assertStakeGate(
        tx,
        { memberId, amount: input.stakeWon, kind: 'minigame_stake' },
        this.clock(),
      );
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO minigame_bets (member_id, game_id, round_id, selection_key, stake_won,
                                    odds_hundredths, idempotency_key, created_at, client_seed)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          memberId,
          input.gameId,
          input.roundId,
          input.selectionKey,
          input.stakeWon,
          input.oddsHundredths,
          key,
          this.clock().toISOString(),
          clientSeed,
        ],
      );
      await transfer(tx, {
        idempotencyKey: `minigame-stake:${row!.id}`,
        kind: 'minigame_stake',
        reference: `minigame-bet:${row!.id}`,
        from: { memberId, kind: 'member_cash' },
        to: betsPendingOf(memberId),
        amount: input.stakeWon,
      });
      return { bet: await betById(tx, row!.id), replaced };
    });
    const balances = await getMemberBalances(this.db, memberId);
    if (result.replaced)
      this.realtime.betsToMember(memberId, { type: 'minigameBet', bet: result.replaced });
    this.realtime.betsToMember(memberId, { type: 'minigameBet', bet: result.bet });
    this.realtime.betsToMember(memberId, { type: 'balance', ...balances });
    return { bet: result.bet, emoney: balances.emoney };
  }

  private async replay(tx: Queryable, key: string, memberId: number, input: MinigamePlaceBet) {
    const [stored] = await tx.query<StoredBet>(
      `SELECT id, member_id, game_id, round_id, selection_key, stake_won, odds_hundredths
         FROM minigame_bets WHERE idempotency_key = $1`,
      [key],
    );
    if (!stored) return null;
    const same =
      stored.member_id === memberId &&
      stored.game_id === input.gameId &&
      stored.round_id === input.roundId &&
      stored.selection_key === input.selectionKey &&
      stored.stake_won === input.stakeWon &&
      stored.odds_hundredths === input.oddsHundredths;
    if (!same) throw new AppError(409, 'IDEMPOTENCY_CONFLICT');
    return betById(tx, stored.id);
  }

  /** Every refusal happens before anything is written. */
  private async check(tx: Queryable, input: MinigamePlaceBet): Promise<void> {
    const game = findGameById(input.gameId);
    if (!game) throw new AppError(404, 'MINIGAME_NOT_FOUND');
    const setting = await readSetting(tx, input.gameId);
    if (!setting || setting.systemMaintenanceFlg) throw new AppError(503, 'MINIGAME_MAINTENANCE');
    // FOR SHARE: the close step's UPDATE waits for this bet to commit, so no bet lands late.
    const [round] = await tx.query<{ status: string; opens_at: string; closes_at: string }>(
      `SELECT status, opens_at, closes_at FROM minigame_rounds
        WHERE game_id = $1 AND round_id = $2 FOR SHARE`,
      [input.gameId, input.roundId],
    );
    if (!round) throw new AppError(404, 'ROUND_NOT_FOUND');
    const now = this.clock().getTime();
    if (now < Date.parse(round.opens_at)) {
      throw new AppError(409, 'BETTING_CLOSED', '아직 베팅이 시작되지 않았습니다.');
    }
    if (round.status !== 'open' || now >= Date.parse(round.closes_at)) {
      throw new AppError(409, 'BETTING_CLOSED');
    }
    const [marketKey, pick] = input.selectionKey.split('.');
    const known = game.markets
      .find((m) => m.key === marketKey)
      ?.selections.find((s) => s.key === pick);
    if (!known) throw new AppError(400, 'INVALID_SELECTION');
    const serverOdds = setting.odds[input.selectionKey] ?? known.oddsHundredths;
    if (serverOdds !== input.oddsHundredths) throw new AppError(409, 'ODDS_CHANGED');
    if (input.stakeWon < setting.minStakeWon) throw new AppError(400, 'STAKE_TOO_LOW');
    if (input.stakeWon > setting.maxStakeWon) throw new AppError(400, 'STAKE_TOO_HIGH');
    if (potentialPayoutWon(input.stakeWon, serverOdds) > setting.maxPayoutWon) {
      throw new AppError(400, 'PAYOUT_TOO_HIGH');
    }
  }

  private async replaceOpenBet(tx: Queryable, memberId: number, input: MinigamePlaceBet) {
    // The bets a new pick replaces, and the status it gives them, are the lifecycle table's
    // `memberReplace` cells (minigame-bet-lifecycle.ts).
    const [old] = await tx.query<{ id: number; stake_won: number }>(
      // `replaced` frees the member's one live slot for the new pick (migration 009).
      `UPDATE minigame_bets SET status = $4, settled_at = $5, replaced = TRUE
        WHERE member_id = $1 AND game_id = $2 AND round_id = $3 AND status = ANY($6::int[])
        RETURNING id, stake_won`,
      [
        memberId,
        input.gameId,
        input.roundId,
        statusAfter('memberReplace'),
        this.clock().toISOString(),
        statusesMovingOn('memberReplace'),
      ],
    );
    if (!old) return null;
    await transfer(tx, {
      idempotencyKey: `minigame-replace:${old.id}`,
      kind: 'minigame_refund',
      reference: `minigame-bet:${old.id}`,
      from: betsPendingOf(memberId),
      to: { memberId, kind: 'member_cash' },
      amount: old.stake_won,
    });
    return betById(tx, old.id);
  }
}
