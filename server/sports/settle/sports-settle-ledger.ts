/**
 * Applies settlement steps to bets, rows and money together (docs/architecture.md
 * §5–6). Every step of a bet (settle, void, cancel, cash-out, and the reversal that precedes a
 * re-settlement) is a history row with its own version, and its money moves as NEW ledger
 * transfers keyed by (bet, version): nothing is ever edited, a correction is a reversal plus a
 * re-application.
 *
 * Money of a bet: while open its stake S sits in bets_pending. Closing it with payout P pays P
 * from bets_pending to the member and settles S − P with the house; reopening (a reversal) takes
 * P back from the member into bets_pending and restores S there from the house. For a batch the
 * house side is one net transfer, and the member credits are one set-based `transferMany` per
 * kind, so a sweep of thousands of bets is a handful of statements.
 *
 * Order inside the transaction: every ledger row involved is locked first in ascending id order
 * (the ledger's own order, so no deadlock with placements), then the house pays in (if it
 * does), members are credited, reversals debited (credits first: a member whose correction nets
 * positive never fails on an intermediate balance), and the house takes its share last.
 */
import type { SportsBetView } from '../../../common/contract/sports-bets.contract';
import type { Queryable } from '../../platform/db/db';
import { betsPendingOf, shardOf } from '../../platform/ledger/accounts';
import { transferMany } from '../../platform/ledger/bulk-transfer';
import { transfer } from '../../platform/ledger/transfer';
import type { TransferKind } from '../../platform/ledger/transfer-kinds';

const HOUSE = { system: 'house', currency: 'KRW' } as const;

export type StepAction = 'settle' | 'void' | 'cancel' | 'cashout';
type BetStatus = SportsBetView['status'];

export interface BetState {
  status: BetStatus;
  /** What the member holds from the bet (0 while open). */
  payoutWon: number;
}

export interface Transition {
  betId: number;
  memberId: number;
  stakeWon: number;
  /** settle_version before this step (read under the bet's row lock). */
  version: number;
  from: BetState;
  to: BetState;
  /** The leg results the new state was computed from, in leg order (null = open). */
  legResults: (number | null)[];
  action: StepAction;
  actorId: number | null;
  reason: string;
}

export interface AppliedSteps {
  /** Members whose balance moved, for the balance events after commit. */
  memberIds: number[];
}

const isClosed = (s: BetState) => s.status !== 0;

/** Ledger kind of the credit each step pays, and the prefix of its idempotency key. */
const CREDIT_KIND: Record<StepAction, { kind: TransferKind; key: string }> = {
  settle: { kind: 'sports_payout', key: 'sports-payout' },
  void: { kind: 'sports_refund', key: 'sports-void' },
  cancel: { kind: 'sports_refund', key: 'sports-cancel' },
  cashout: { kind: 'sports_cashout', key: 'sports-cashout' },
};

async function lockLedgerRows(tx: Queryable, memberIds: readonly number[]): Promise<void> {
  await tx.query(
    `SELECT id FROM ledger_accounts
      WHERE (member_id = ANY($1::bigint[]) AND kind = 'member_cash')
         OR (member_id IS NULL AND currency = 'KRW' AND kind IN ('bets_pending', 'house'))
      ORDER BY id FOR NO KEY UPDATE`,
    [memberIds],
  );
}

/**
 * A step that takes back a payout (a resettlement of a won bet): a play debit that counts in the
 * member's loss but passes no stake gate, since it is not a stake.
 */
const reversesPayout = (t: Transition) => isClosed(t.from) && t.from.payoutWon > 0;

/**
 * Locks the rows of the members whose payouts the steps take back, in id order, before their cash
 * rows: the order every stake path takes them in (responsible/stake-gate.ts lockStaker). A stake
 * of the same member then waits here and its gate reads the loss with the reversal in it; without
 * it the gate could read before the reversal committed and let a stake past a loss limit
 * (docs/responsible-gambling.md "Why the member's row lock comes first").
 */
async function lockReversedMembers(tx: Queryable, steps: readonly Transition[]): Promise<void> {
  const memberIds = [...new Set(steps.filter(reversesPayout).map((t) => t.memberId))].sort(
    (a, b) => a - b,
  );
  if (memberIds.length === 0) return;
  await tx.query('SELECT id FROM members WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE', [
    memberIds,
  ]);
}

interface HistoryRow {
  betId: number;
  version: number;
  action: 'reverse' | StepAction;
  state: BetState;
  legResults: (number | null)[];
  actorId: number | null;
  reason: string;
}

async function insertHistory(tx: Queryable, rows: HistoryRow[], now: Date): Promise<number> {
  const [first] = await tx.query<{ id: number }>(
    `INSERT INTO sports_bet_settlements
       (bet_id, version, action, status, payout_won, leg_results, actor_id, reason, created_at)
     SELECT u.bet_id, u.version, u.action, u.status, u.payout_won, u.leg_results::jsonb,
            u.actor_id, u.reason, $9
       FROM unnest($1::bigint[], $2::int[], $3::text[], $4::int[], $5::bigint[], $6::text[],
                   $7::bigint[], $8::text[])
            AS u(bet_id, version, action, status, payout_won, leg_results, actor_id, reason)
     RETURNING id`,
    [
      rows.map((r) => r.betId),
      rows.map((r) => r.version),
      rows.map((r) => r.action),
      rows.map((r) => r.state.status),
      rows.map((r) => r.state.payoutWon),
      rows.map((r) => JSON.stringify(r.legResults)),
      rows.map((r) => r.actorId),
      rows.map((r) => r.reason),
      now.toISOString(),
    ],
  );
  return first?.id ?? 0;
}

async function updateBets(tx: Queryable, steps: readonly Transition[], now: Date) {
  await tx.query(
    `UPDATE sports_bets b
        SET status = u.status, payout_won = u.payout_won, settle_version = u.version,
            settled_at = CASE WHEN u.status = 0 THEN NULL ELSE $6::timestamptz END,
            cashed_out_won = CASE WHEN u.cashout THEN u.payout_won ELSE b.cashed_out_won END
       FROM unnest($1::bigint[], $2::int[], $3::bigint[], $4::int[], $5::bool[])
            AS u(id, status, payout_won, version, cashout)
      WHERE b.id = u.id`,
    [
      steps.map((t) => t.betId),
      steps.map((t) => t.to.status),
      steps.map((t) => t.to.payoutWon),
      steps.map((t) => finalVersion(t)),
      steps.map((t) => t.action === 'cashout'),
      now.toISOString(),
    ],
  );
  const legs = steps.flatMap((t) =>
    t.legResults.map((result, legNo) => ({ betId: t.betId, legNo, result })),
  );
  await tx.query(
    `UPDATE sports_bet_legs l SET result = u.result
       FROM unnest($1::bigint[], $2::int[], $3::int[]) AS u(bet_id, leg_no, result)
      WHERE l.bet_id = u.bet_id AND l.leg_no = u.leg_no`,
    [legs.map((l) => l.betId), legs.map((l) => l.legNo), legs.map((l) => l.result)],
  );
}

/** A reversal is its own version; the new state the next one. */
function reversalVersion(t: Transition): number {
  return t.version + 1;
}
function finalVersion(t: Transition): number {
  return t.version + (isClosed(t.from) ? 2 : 1);
}

function historyOf(steps: readonly Transition[]): HistoryRow[] {
  return steps.flatMap((t) => {
    const rows: HistoryRow[] = [];
    if (isClosed(t.from)) {
      rows.push({
        betId: t.betId,
        version: reversalVersion(t),
        action: 'reverse',
        state: { status: 0, payoutWon: t.from.payoutWon },
        legResults: t.legResults,
        actorId: t.actorId,
        reason: t.reason,
      });
    }
    if (isClosed(t.to)) {
      rows.push({
        betId: t.betId,
        version: finalVersion(t),
        action: t.action,
        state: t.to,
        legResults: t.legResults,
        actorId: t.actorId,
        reason: t.reason,
      });
    }
    return rows;
  });
}

/** house delta of one step: what the house gains (negative: pays) so every account balances. */
function houseDelta(t: Transition): number {
  const member = (isClosed(t.to) ? t.to.payoutWon : 0) - (isClosed(t.from) ? t.from.payoutWon : 0);
  const pending = (isClosed(t.from) ? t.stakeWon : 0) - (isClosed(t.to) ? t.stakeWon : 0);
  return -(member + pending);
}

/**
 * Writes the steps (bets, legs, history) and moves their money. Call inside the use-case's
 * transaction, with each bet's row locked and `version` / `from` read under that lock.
 */
export async function applyTransitions(
  tx: Queryable,
  steps: readonly Transition[],
  now: Date,
): Promise<AppliedSteps> {
  if (steps.length === 0) return { memberIds: [] };
  const memberIds = [...new Set(steps.map((t) => t.memberId))].sort((a, b) => a - b);
  await lockReversedMembers(tx, steps);
  await lockLedgerRows(tx, memberIds);
  const firstHistoryId = await insertHistory(tx, historyOf(steps), now);
  await updateBets(tx, steps, now);

  // Each bet's money sits in its member's bets_pending shard (platform/ledger/accounts.ts), so the
  // house side nets per shard and every credit or reversal names its member's shard.
  const shardOfStep = (t: Transition) => shardOf(betsPendingOf(t.memberId));
  const byShard = new Map<number, Transition[]>();
  for (const t of steps) {
    const group = byShard.get(shardOfStep(t));
    if (group) group.push(t);
    else byShard.set(shardOfStep(t), [t]);
  }
  const shards = [...byShard.keys()].sort((a, b) => a - b);
  const pendingOfShard = (shard: number) =>
    ({ system: 'bets_pending', currency: 'KRW', shard }) as const;
  // Shard 0 keeps the keys it had before the shards (one bets_pending row).
  const houseKey = (prefix: string, shard: number) =>
    `${prefix}:${firstHistoryId}${shard === 0 ? '' : `:${shard}`}`;
  const houseOf = (shard: number) => byShard.get(shard)!.reduce((sum, t) => sum + houseDelta(t), 0);
  const houseRef = { reference: `sports-settlement:${firstHistoryId}` };
  for (const shard of shards) {
    const house = houseOf(shard);
    if (house >= 0) continue;
    await transfer(tx, {
      idempotencyKey: houseKey('sports-house-in', shard),
      kind: 'sports_house',
      ...houseRef,
      from: HOUSE,
      to: pendingOfShard(shard),
      amount: -house,
    });
  }
  const credits = [...steps]
    .filter((t) => isClosed(t.to) && t.to.payoutWon > 0)
    .sort((a, b) => a.betId - b.betId);
  for (const action of Object.keys(CREDIT_KIND) as StepAction[]) {
    for (const shard of shards) {
      const ofKind = credits.filter((t) => t.action === action && shardOfStep(t) === shard);
      if (ofKind.length === 0) continue;
      await transferMany(tx, {
        kind: CREDIT_KIND[action].kind,
        from: pendingOfShard(shard),
        credits: ofKind.map((t) => ({
          idempotencyKey: `${CREDIT_KIND[action].key}:${t.betId}:${finalVersion(t)}`,
          reference: `sports-bet:${t.betId}`,
          to: { memberId: t.memberId, kind: 'member_cash' as const },
          amount: t.to.payoutWon,
        })),
      });
    }
  }
  for (const t of steps) {
    if (!reversesPayout(t)) continue;
    await transfer(tx, {
      idempotencyKey: `sports-reversal:${t.betId}:${reversalVersion(t)}`,
      kind: 'sports_reversal',
      reference: `sports-bet:${t.betId}`,
      from: { memberId: t.memberId, kind: 'member_cash' },
      to: betsPendingOf(t.memberId),
      amount: t.from.payoutWon,
    });
  }
  for (const shard of shards) {
    const house = houseOf(shard);
    if (house <= 0) continue;
    await transfer(tx, {
      idempotencyKey: houseKey('sports-house-out', shard),
      kind: 'sports_house',
      ...houseRef,
      from: pendingOfShard(shard),
      to: HOUSE,
      amount: house,
    });
  }
  return { memberIds };
}
