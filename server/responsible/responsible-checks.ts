/**
 * The responsible-gambling refusals every money path shares, and the check of charge requests:
 *   - stakes go through the stake gate (stake-gate.ts), which decides with `blockMessage` and
 *     `windowRefusal` from here;
 *   - charge requests: a block in force and the deposit limits (approved + pending charges in the
 *     window plus this one).
 * Refusals are 409 `{ code, message }`, the message saying which limit, what is left and when it
 * resets (common/i18n/responsible-refusals.ko.ts).
 */
import {
  RESPONSIBLE_REFUSAL_CODES as CODES,
  type ResponsibleLimitKind,
  type ResponsibleRefusalCode,
} from '../../common/contract/responsible.contract';
import { RESPONSIBLE_REFUSALS as TEXT } from '../../common/i18n/responsible-refusals.ko';
import type { Queryable } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import { DEPOSIT_KINDS, windowMs } from './responsible-periods';
import {
  readUsage,
  windowOf,
  type ActiveBlock,
  type MemberUsage,
  type WindowUse,
} from './responsible-usage';

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
export function windowRefusal(
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
