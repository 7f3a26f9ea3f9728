/**
 * Cash-out of open bets (a feature the spec does not list): the server prices the offer from its own
 * current prices (common/domain/betting/cashout.ts: fair value less a margin, floored, capped) and
 * pays it only when the member accepts exactly the current offer; otherwise 409 with the new
 * offer. Accepting closes the bet (status 3, cashedOutWon) and pays through the ledger like a
 * settlement (sports-settle-ledger.ts). The member's key makes a retry answer the first cash-out.
 * Which bets may be cashed out at all, and what a retry answers, is the lifecycle table's
 * (sports-bet-lifecycle.ts); the offer's own conditions are this file's.
 */
import type { z } from 'zod';
import type { cashoutBodySchema } from '../../../common/contract/sports-bets.contract';
import { cashoutOffer, type CashoutOffer } from '../../../common/domain/betting/cashout';
import type { LegSettlement } from '../../../common/domain/betting/settlement';
import { CASHOUT_REASONS } from '../../../common/i18n/sports-bets.ko';
import type { Db, Queryable } from '../../platform/db/db';
import { AppError } from '../../platform/lib/app-error';
import type { Clock } from '../../platform/lib/clock';
import type { Realtime } from '../../platform/sse/realtime';
import type { SportsBetMemberService } from './sports-bet-member.service';
import { availabilityOf, readSelections } from './sports-bet-pricing';
import { SportsBetRefusal } from './sports-bet-refusal';
import { withRetryOnDeadlock } from '../../platform/db/deadlock-retry';
import {
  legResultsOf,
  lockBets,
  type EffectiveLeg,
  type LockedBet,
} from '../settle/sports-settle-evaluate';
import { applyTransitions } from '../settle/sports-settle-ledger';
import { publishBetChanges } from '../settle/sports-settle-publish';
import { decideSportsBet } from './sports-bet-lifecycle';

type CashoutBody = z.infer<typeof cashoutBodySchema>;

interface CashoutLegRow extends EffectiveLeg {
  selection_id: string;
}

export class SportsCashoutService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly realtime: Realtime,
    private readonly bets: SportsBetMemberService,
  ) {}

  /** `GET /api/sports/bets/:id/cashout`: the offer now, or why there is none. */
  async offer(memberId: number, betId: number) {
    const bet = await this.readBet(this.db, memberId, betId);
    const priced = await this.price(this.db, bet, false);
    return {
      betId,
      offerWon: priced.ok ? priced.offerWon : null,
      reason: priced.ok ? null : CASHOUT_REASONS[priced.reason],
    };
  }

  /** `POST /api/sports/bets/:id/cashout` */
  async accept(memberId: number, betId: number, body: CashoutBody) {
    const now = this.clock();
    const applied = await withRetryOnDeadlock(() =>
      this.db.transaction(async (tx) => {
        const [bet] = await lockBets(tx, [betId], { memberId });
        if (!bet) throw new AppError(404, 'SPORTS_BET_NOT_FOUND');
        // The key is looked up only once the bet's row lock is held: a twin request under the
        // same key that waited on the lock then sees the first one's cash-out and answers it,
        // instead of finding a bet no longer open.
        const [done] = await tx.query<{ bet_id: number; offer_won: number }>(
          `SELECT bet_id, offer_won FROM sports_bet_cashouts
            WHERE member_id = $1 AND idempotency_key = $2`,
          [memberId, body.idempotencyKey],
        );
        if (done && (done.bet_id !== betId || done.offer_won !== body.offerWon)) {
          throw new AppError(409, 'IDEMPOTENCY_CONFLICT');
        }
        const cell = decideSportsBet(bet, done ? 'memberCashOutRetry' : 'memberCashOut');
        if (cell.kind === 'answer') return { memberIds: [] as number[], replayed: true };
        if (cell.kind === 'refuse') {
          throw new SportsBetRefusal(409, cell.code, CASHOUT_REASONS.CLOSED, { offerWon: null });
        }
        const priced = await this.price(tx, bet, true);
        if (!priced.ok) {
          throw new SportsBetRefusal(
            409,
            'SPORTS_CASHOUT_UNAVAILABLE',
            CASHOUT_REASONS[priced.reason],
            {
              offerWon: null,
            },
          );
        }
        if (priced.offerWon !== body.offerWon) {
          throw new SportsBetRefusal(409, 'SPORTS_CASHOUT_OFFER_CHANGED', undefined, {
            offerWon: priced.offerWon,
          });
        }
        await tx.query(
          `INSERT INTO sports_bet_cashouts (bet_id, member_id, idempotency_key, offer_won, created_at)
           VALUES ($1, $2, $3, $4, $5)`,
          [betId, memberId, body.idempotencyKey, priced.offerWon, now.toISOString()],
        );
        const steps = await applyTransitions(
          tx,
          [
            {
              betId,
              memberId,
              stakeWon: bet.stake_won,
              version: bet.settle_version,
              from: { status: 0, payoutWon: 0 },
              to: { status: 3, payoutWon: priced.offerWon },
              legResults: priced.legResults,
              action: 'cashout',
              actorId: memberId,
              reason: '캐시아웃',
            },
          ],
          now,
        );
        return { ...steps, replayed: false };
      }),
    );
    if (!applied.replayed) {
      await publishBetChanges(this.db, this.realtime, [betId], applied.memberIds, now.getTime());
    }
    return this.bets.ownBet(memberId, betId);
  }

  private async readBet(q: Queryable, memberId: number, betId: number): Promise<LockedBet> {
    const [bet] = await q.query<LockedBet>(
      `SELECT id, member_id, family, kind, system_size, stake_won, line_stake_won, max_payout_won,
              status, payout_won, settle_version, cashed_out_won, created_at
         FROM sports_bets WHERE id = $1 AND member_id = $2`,
      [betId, memberId],
    );
    if (!bet) throw new AppError(404, 'SPORTS_BET_NOT_FOUND');
    return bet;
  }

  /** The offer from the legs' results and their selections' bettable prices now. */
  private async price(
    q: Queryable,
    bet: LockedBet,
    lock: boolean,
  ): Promise<(CashoutOffer & { legResults: (number | null)[] }) | { ok: false; reason: 'CLOSED' }> {
    if (bet.status !== 0) return { ok: false, reason: 'CLOSED' };
    const legs = await q.query<CashoutLegRow>(
      `SELECT l.bet_id, l.selection_id::text AS selection_id, l.book, l.min_folders,
              l.price_hundredths, l.result AS stored_result,
              COALESCE(o.settlement, s.settlement) AS live_result
         FROM sports_bet_legs l
         LEFT JOIN sports_selections s ON s.id = l.selection_id
         LEFT JOIN sports_selection_overrides o ON o.selection_id = l.selection_id
        WHERE l.bet_id = $1 ORDER BY l.leg_no`,
      [bet.id],
    );
    const results = legResultsOf(legs);
    const book = await readSelections(
      q,
      legs.map((l) => l.selection_id),
      lock,
    );
    const nowMs = this.clock().getTime();
    const offer = cashoutOffer(
      bet.stake_won,
      legs.map((leg, i) => {
        const selection = book.get(leg.selection_id);
        const open = selection !== undefined && availabilityOf(selection, nowMs) === 'open';
        return {
          placedHundredths: leg.price_hundredths,
          result: (results[i] ?? null) as LegSettlement | null,
          currentHundredths: open ? selection.priceHundredths : null,
        };
      }),
      bet.max_payout_won,
      { isSystem: bet.kind === 'system' },
    );
    return { ...offer, legResults: results as (number | null)[] };
  }
}
