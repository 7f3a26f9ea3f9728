/**
 * The stake gate: the one check every movement that takes a member's money into play passes —
 * sports slips (a limited member's alone, sports-bet-batch.ts), minigame bets, casino and slot
 * `bet`, tournament entry fees, and whatever stake comes next (docs/responsible-gambling.md
 * "The stake gate"). Called inside the money's own transaction, after the member's row lock and
 * before anything is written, with the ledger kind the stake will be written as. The lock is
 * what makes the reading exact: every stake path of a member with a limit takes the member's row
 * first (member-lock.ts), so the gate's own statement, run after it, sees each of the member's
 * stakes that committed, and no other can commit meanwhile.
 *
 * It refuses, in this order: a time-out or self-exclusion in force, a stake above the per-bet
 * limit, a stake that could take the loss over a loss limit (stakes − returns in the window plus
 * this stake). The use is recorded by the stake's own ledger entry: its kind is one of the play
 * kinds the loss windows sum (stake-gate-kinds.ts), so the next stake's gate reads it back, and a
 * member's earlier stakes of the same call count against their later ones.
 *
 * Points are not money at risk in won: a stake in points (a tournament fee in points) is refused
 * only by a block, never by a limit in won.
 */
import { RESPONSIBLE_REFUSAL_CODES as CODES } from '../../common/contract/responsible.contract';
import { RESPONSIBLE_REFUSALS as TEXT } from '../../common/i18n/responsible-refusals.ko';
import { lockMember } from '../member/member-lock';
import type { Queryable } from '../platform/db/db';
import {
  blockMessage,
  recordLimitHits,
  ResponsibleRefusal,
  windowRefusal,
  type StakeRefusal,
} from './responsible-checks';
import { LOSS_KINDS } from './responsible-periods';
import { readUsage, type MemberUsage } from './responsible-usage';
import type { GatedKind } from './stake-gate-kinds';

export interface GatedStake {
  memberId: number;
  /** Whole won (or points, for `currency: 'POINT'`), positive. */
  amount: number;
  /** The ledger kind the stake is written as (stake-gate-kinds.ts: a `stake` kind). */
  kind: GatedKind;
  /** Default KRW: the member's cash. */
  currency?: 'KRW' | 'POINT';
}

export interface StakeGateOptions {
  /** Record each refusal in this transaction (a path that answers a refusal without throwing). */
  recordHits?: boolean;
}

/**
 * One answer per stake, in order: null (allowed) or its refusal. One statement however many
 * stakes.
 */
export async function stakeGate(
  q: Queryable,
  stakes: readonly GatedStake[],
  at: Date,
  options: StakeGateOptions = {},
): Promise<(StakeRefusal | null)[]> {
  if (stakes.length === 0) return [];
  const usage = await readUsage(
    q,
    stakes.map((s) => s.memberId),
    at,
    { deposit: false, loss: true },
  );
  const refusals = decide(stakes, usage, at);
  if (options.recordHits) {
    await recordLimitHits(
      q,
      refusals.filter((r): r is StakeRefusal => r !== null),
      at,
    );
  }
  return refusals;
}

/**
 * The lock a stake path takes before anything else of the member: their row (member-lock.ts),
 * the one every money path of a member serialises on, so the gate's reading is exact.
 */
export async function lockStaker(q: Queryable, memberId: number): Promise<void> {
  await lockMember(q, memberId);
}

/** One stake, for the paths that refuse by throwing: 409 `{ code, message }` when refused. */
export async function assertStakeGate(q: Queryable, stake: GatedStake, at: Date): Promise<void> {
  const [refusal] = await stakeGate(q, [stake], at);
  if (refusal) throw new ResponsibleRefusal(refusal);
}

function decide(
  stakes: readonly GatedStake[],
  usage: ReadonlyMap<number, MemberUsage>,
  at: Date,
): (StakeRefusal | null)[] {
  if (usage.size === 0) return stakes.map(() => null);
  // Cash stakes of this call already allowed, per member: they count against the later ones.
  const allowedSoFar = new Map<number, number>();
  return stakes.map((stake) => {
    const use = usage.get(stake.memberId);
    if (!use) return null;
    if (use.block) {
      return { memberId: use.memberId, code: CODES.blocked, message: blockMessage(use.block, at) };
    }
    if ((stake.currency ?? 'KRW') === 'POINT') return null;
    const earlier = allowedSoFar.get(stake.memberId) ?? 0;
    const refusal = cashRefusal(use, stake.amount, earlier);
    if (!refusal) allowedSoFar.set(stake.memberId, earlier + stake.amount);
    return refusal;
  });
}

function cashRefusal(use: MemberUsage, amount: number, earlier: number): StakeRefusal | null {
  const perBet = use.limits.stakePerBet;
  if (perBet !== undefined && amount > perBet) {
    return { memberId: use.memberId, code: CODES.stakeLimit, message: TEXT.stakeLimit(perBet) };
  }
  return windowRefusal(use, LOSS_KINDS, use.loss, earlier, amount, CODES.lossLimit);
}
