/**
 * The server's responsible-gambling check on every money path: called
 * inside the use-case's own transaction, before anything is written.
 *   - stakes (sports single and batched, minigame, casino and slot wallet `bet`): a block in
 *     force, the per-bet stake limit, and the loss limits (stakes − returns in the window plus
 *     this stake must stay within each);
 *   - charge requests: a block in force and the deposit limits (approved + pending charges in the
 *     window plus this one).
 * `stakeRefusals` is set-based: ONE statement however many stakes (responsible-usage.ts), then
 * each stake decided on its own, in order, a member's earlier stakes of the same call counting
 * against their later ones. Refusals are 409 `{ code, message }`, the message saying which limit,
 * what is left and when it resets (common/i18n/responsible-refusals.ko.ts).
 */
import {
  RESPONSIBLE_REFUSAL_CODES as CODES,
  type ResponsibleLimitKind,
  type ResponsibleRefusalCode,
} from '../../common/contract/responsible.contract';
import { RESPONSIBLE_REFUSALS as TEXT } from '../../common/i18n/responsible-refusals.ko';
import type { Queryable } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import { DEPOSIT_KINDS, LOSS_KINDS, windowMs } from './responsible-periods';
import {
  readUsage,
  windowOf,
  type ActiveBlock,
  type MemberUsage,
  type WindowUse,
} from './responsible-usage';

export type StakeProduct = 'sports' | 'minigame' | 'casino' | 'slot';

export interface Stake {
  memberId: number;
  amount: number;
  product: StakeProduct;
}

/** Why a stake or a charge is refused: the code and its Korean message. */
export interface StakeRefusal {
  memberId: number;
  code: ResponsibleRefusalCode;
  message: string;
}

/** A refusal as the API answers it: 409 `{ code, message }`; the hit is recorded (app.ts hook). */
export class ResponsibleRefusal extends AppError {
  constructor(readonly refusal: StakeRefusal) {
    super(409, refusal.code, refusal.message);
    this.name = 'ResponsibleRefusal';
  }
}

/** The refusal a block in force gives (time-out, self-exclusion, or one waiting to come back). */
export function blockMessage(block: ActiveBlock, at: Date): string {
  if (block.kind === 'timeOut') return TEXT.timedOut(block.endsAt);
  if (block.endsAt.getTime() > at.getTime()) return TEXT.selfExcluded(block.endsAt);
  if (block.comeBackRequestedAt === null) return TEXT.comeBackRequired;
  return TEXT.comeBackWaiting(
    new Date(block.comeBackRequestedAt.getTime() + windowMs('deposit24h')),
  );
}

function resetsAt(kind: ResponsibleLimitKind, use: WindowUse): Date | null {
  return use.oldestAt === null ? null : new Date(use.oldestAt.getTime() + windowMs(kind));
}

/** The first windowed limit that `amount` more would pass, or null. */
function windowRefusal(
  usage: MemberUsage,
  kinds: readonly ResponsibleLimitKind[],
  uses: MemberUsage['deposit'],
  extra: number,
  amount: number,
  code: ResponsibleRefusalCode,
): StakeRefusal | null {
  for (const kind of kinds) {
    const limit = usage.limits[kind];
    if (limit === undefined) continue;
    const use = uses[windowOf(kind)!];
    const used = use.usedWon + extra;
    if (used + amount > limit) {
      const left = Math.max(0, limit - used);
      return {
        memberId: usage.memberId,
        code,
        message: TEXT.windowLimit(kind, limit, left, resetsAt(kind, use)),
      };
    }
  }
  return null;
}

/**
 * One answer per stake, in order: null (allowed) or its refusal. One or two statements however
 * many stakes (the sports batch and the casino wallet batch call it once per batch).
 */
export async function stakeRefusals(
  q: Queryable,
  stakes: readonly Stake[],
  at: Date,
): Promise<(StakeRefusal | null)[]> {
  if (stakes.length === 0) return [];
  const usage = await readUsage(
    q,
    stakes.map((s) => s.memberId),
    at,
    { deposit: false, loss: true },
  );
  return refusalsOf(stakes, usage, at);
}

/**
 * The decision of `stakeRefusals` from usage already read (the sports batch reads it inside its
 * own first statement: responsible-usage.ts `usageSql`). One answer per stake, in order.
 */
export function refusalsOf(
  stakes: readonly Stake[],
  usage: ReadonlyMap<number, MemberUsage>,
  at: Date,
): (StakeRefusal | null)[] {
  if (usage.size === 0) return stakes.map(() => null);
  // Stakes of this call already allowed, per member: they count against the member's later ones.
  const allowedSoFar = new Map<number, number>();
  return stakes.map((stake) => {
    const use = usage.get(stake.memberId);
    if (!use) return null;
    const earlier = allowedSoFar.get(stake.memberId) ?? 0;
    const refusal = stakeRefusalOf(use, stake.amount, earlier, at);
    if (!refusal) allowedSoFar.set(stake.memberId, earlier + stake.amount);
    return refusal;
  });
}

function stakeRefusalOf(
  use: MemberUsage,
  amount: number,
  earlier: number,
  at: Date,
): StakeRefusal | null {
  if (use.block)
    return { memberId: use.memberId, code: CODES.blocked, message: blockMessage(use.block, at) };
  const perBet = use.limits.stakePerBet;
  if (perBet !== undefined && amount > perBet) {
    return { memberId: use.memberId, code: CODES.stakeLimit, message: TEXT.stakeLimit(perBet) };
  }
  return windowRefusal(use, LOSS_KINDS, use.loss, earlier, amount, CODES.lossLimit);
}

/** One stake: its refusal or null. */
export async function stakeRefusal(
  q: Queryable,
  stake: Stake,
  at: Date,
): Promise<StakeRefusal | null> {
  const [refusal] = await stakeRefusals(q, [stake], at);
  return refusal ?? null;
}

/** One stake, for the paths that refuse by throwing (sports single, minigame): 409 when limited. */
export async function assertStakeAllowed(q: Queryable, stake: Stake, at: Date): Promise<void> {
  const refusal = await stakeRefusal(q, stake, at);
  if (refusal) throw new ResponsibleRefusal(refusal);
}

/** A charge request (deposit): 409 when a block is in force or a deposit limit would be passed. */
export async function assertDepositAllowed(
  q: Queryable,
  memberId: number,
  amount: number,
  at: Date,
): Promise<void> {
  const use = (await readUsage(q, [memberId], at, { deposit: true, loss: false })).get(memberId);
  if (!use) return;
  const refusal = use.block
    ? { memberId, code: CODES.blocked, message: blockMessage(use.block, at) }
    : windowRefusal(use, DEPOSIT_KINDS, use.deposit, 0, amount, CODES.depositLimit);
  if (refusal) throw new ResponsibleRefusal(refusal);
}

/**
 * Records refusals for the operator's "members who hit limits often" report. The throwing paths
 * roll their transaction back, so app.ts records their ResponsibleRefusal after the fact; the
 * casino wallet answers without throwing and records inside its own transaction.
 */
export async function recordLimitHits(
  q: Queryable,
  refusals: readonly StakeRefusal[],
  at: Date,
): Promise<void> {
  if (refusals.length === 0) return;
  await q.query(
    `INSERT INTO rg_limit_hits (member_id, code, at)
     SELECT member_id, code, $3 FROM unnest($1::bigint[], $2::text[]) AS h(member_id, code)`,
    [refusals.map((r) => r.memberId), refusals.map((r) => r.code), at.toISOString()],
  );
}
