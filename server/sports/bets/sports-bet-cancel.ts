/**
 * A member cancels their own sports bet (rules in sports-bet-rules.ts): the
 * stake comes back in full and the bet becomes status -1, through the ledger like any other
 * settlement step (sports-settle-ledger.ts).
 *
 * Idempotent (house rule: a key on every money request): the key is stored with the
 * cancellation (sports_bet_cancels, migration 015), so a retry with the same key (a lost answer,
 * a double click) answers the first result (200) and moves nothing; the same key on another bet
 * is IDEMPOTENCY_CONFLICT. The key is looked up only once the bet's row lock is held, so a twin
 * request that waited on the lock sees the first one's row instead of a bet that is no longer
 * cancellable. Which bets a member may cancel at all is the lifecycle table's
 * (sports-bet-lifecycle.ts); the window and the fixtures' start are sports-bet-rules.ts'.
 */
import type { Queryable } from '../../platform/db/db';
import { AppError } from '../../platform/lib/app-error';
import { isUniqueViolation } from '../../platform/lib/db-errors';
import { isCancellableAt } from './sports-bet-rules';
import { lockBets } from '../settle/sports-settle-evaluate';
import { applyTransitions } from '../settle/sports-settle-ledger';
import { decideSportsBet } from './sports-bet-lifecycle';

/** Fixture statuses before the start (spec: LSports 1 not started, 9 about to start). */
const NOT_STARTED = [1, 9];

export interface CancelOutcome {
  /** Members whose balance moved (none on a replay), for the events after commit. */
  memberIds: number[];
  replayed: boolean;
}

/** The whole use-case; run it inside one transaction. */
export async function cancelOwnBet(
  tx: Queryable,
  memberId: number,
  betId: number,
  idempotencyKey: string,
  now: Date,
): Promise<CancelOutcome> {
  const [bet] = await lockBets(tx, [betId], { memberId });
  if (!bet) throw new AppError(404, 'SPORTS_BET_NOT_FOUND');
  const [done] = await tx.query<{ bet_id: number }>(
    'SELECT bet_id FROM sports_bet_cancels WHERE member_id = $1 AND idempotency_key = $2',
    [memberId, idempotencyKey],
  );
  if (done && done.bet_id !== betId) throw new AppError(409, 'IDEMPOTENCY_CONFLICT');
  const cell = decideSportsBet(bet, done ? 'memberCancelRetry' : 'memberCancel');
  if (cell.kind === 'answer') return { memberIds: [], replayed: true };
  if (cell.kind === 'refuse') throw new AppError(409, cell.code);
  // The live fixture rows decide, not the start times copied at placement: a fixture that was
  // brought forward or has already kicked off cannot be cancelled.
  const legs = await tx.query<{ book: string; starts_at: string | null; status: number | null }>(
    `SELECT l.book, f.starts_at, f.status FROM sports_bet_legs l
       LEFT JOIN sports_fixtures f ON f.id = l.fixture_id WHERE l.bet_id = $1 ORDER BY l.leg_no`,
    [betId],
  );
  const legStarts = legs
    .filter((l) => l.book !== 'bonus')
    .map((l) => (l.status !== null && NOT_STARTED.includes(l.status) ? l.starts_at : null));
  const allowed = isCancellableAt(
    { family: bet.family, status: bet.status, createdAt: bet.created_at, legStarts },
    now.getTime(),
  );
  if (!allowed) throw new AppError(409, 'SPORTS_BET_NOT_CANCELLABLE');
  await tx.query(
    `INSERT INTO sports_bet_cancels (bet_id, member_id, idempotency_key, created_at)
     VALUES ($1, $2, $3, $4)`,
    [betId, memberId, idempotencyKey, now.toISOString()],
  );
  const moved = await applyTransitions(
    tx,
    [
      {
        betId,
        memberId,
        stakeWon: bet.stake_won,
        version: bet.settle_version,
        from: { status: 0, payoutWon: 0 },
        to: { status: -1, payoutWon: bet.stake_won },
        legResults: legs.map(() => null),
        action: 'cancel',
        actorId: memberId,
        reason: '회원 취소',
      },
    ],
    now,
  );
  return { memberIds: moved.memberIds, replayed: false };
}

/**
 * The same key used at the same moment on two bets: the second insert fails on the key's
 * unique constraint once the first commits. Answered as the conflict it is.
 */
export function cancelKeyConflict(error: unknown): AppError | null {
  return isUniqueViolation(error, 'sports_bet_cancels_key_per_member')
    ? new AppError(409, 'IDEMPOTENCY_CONFLICT')
    : null;
}
