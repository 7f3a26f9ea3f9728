/**
 * Time-outs and self-exclusions: in force at once; nobody — member or operator — can
 * shorten or lift one (a new one may only end later than the one in force); at its end a
 * self-excluded member asks to come back and waits 24 hours (responsible-usage.ts ACTIVE_BLOCK_SQL).
 */
import {
  RESPONSIBLE_REFUSAL_CODES as CODES,
  type ResponsibleBlockKind,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from '../../common/contract/responsible.contract';
import { RESPONSIBLE_REFUSALS as TEXT } from '../../common/i18n/responsible-refusals.ko';
import type { Queryable } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import { blockEndsAt } from './responsible-periods';
import { ACTIVE_BLOCK_SQL } from './responsible-usage';
import { blockView, writeHistory } from './responsible-views';
import type { ResponsibleBlockView } from '../../common/contract/responsible.contract';

export interface BlockRequest {
  memberId: number;
  kind: ResponsibleBlockKind;
  period: TimeOutPeriod | SelfExclusionPeriod;
  source: 'member' | 'operator';
  actorId: number | null;
  reason: string;
}

/**
 * Writes the block (inside the caller's transaction, after the member's row lock). 409 when one
 * in force would end later: a new block never shortens one (a self-exclusion waiting for its
 * come-back counts as never ending).
 */
export async function imposeBlock(
  tx: Queryable,
  req: BlockRequest,
  at: Date,
): Promise<ResponsibleBlockView> {
  const endsAt = blockEndsAt(req.period, at);
  const [longer] = await tx.query<{ ends_at: string; kind: string }>(
    `SELECT b.ends_at, b.kind FROM rg_blocks b
      WHERE b.member_id = $1 AND ${ACTIVE_BLOCK_SQL}
        AND (b.ends_at >= $3 OR b.ends_at <= $2::timestamptz)
      ORDER BY b.ends_at DESC LIMIT 1`,
    [req.memberId, at.toISOString(), endsAt.toISOString()],
  );
  if (longer) {
    const until = new Date(longer.ends_at);
    throw new AppError(409, CODES.cannotShorten, TEXT.cannotShorten(until));
  }
  const [row] = await tx.query<Parameters<typeof blockView>[0]>(
    `INSERT INTO rg_blocks (member_id, kind, period, started_at, ends_at, source, actor_id, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING id, kind, period, started_at, ends_at, source, come_back_requested_at`,
    [
      req.memberId,
      req.kind,
      req.period,
      at.toISOString(),
      endsAt.toISOString(),
      req.source,
      req.actorId,
      req.reason,
    ],
  );
  await writeHistory(tx, {
    memberId: req.memberId,
    at,
    action: req.kind,
    source: req.source,
    actorId: req.actorId,
    until: endsAt,
    note: req.reason,
  });
  return blockView(row!, at);
}

/**
 * A self-excluded member whose exclusion has ended asks to come back: login works 24 hours later.
 * Returns when; 403 while a time-out or the exclusion runs (its own refusal, until when); 409 when
 * there is nothing to come back from.
 */
export async function requestComeBack(tx: Queryable, memberId: number, at: Date): Promise<Date> {
  // A time-out in force is answered as login answers it (until when): coming back is a step of
  // self-exclusion only, and a time-out simply runs out (docs/responsible-gambling.md).
  const [timeOut] = await tx.query<{ ends_at: string }>(
    `SELECT ends_at FROM rg_blocks
      WHERE member_id = $1 AND kind = 'timeOut' AND ends_at > $2::timestamptz
      ORDER BY ends_at DESC LIMIT 1`,
    [memberId, at.toISOString()],
  );
  if (timeOut) {
    throw new AppError(403, CODES.loginTimedOut, TEXT.timedOut(new Date(timeOut.ends_at)));
  }
  const [row] = await tx.query<{
    id: number;
    ends_at: string;
    come_back_requested_at: string | null;
  }>(
    `SELECT id, ends_at, come_back_requested_at FROM rg_blocks
      WHERE member_id = $1 AND kind = 'selfExclusion'
      ORDER BY ends_at DESC LIMIT 1 FOR UPDATE`,
    [memberId],
  );
  if (!row) throw new AppError(409, CODES.nothingToConfirm);
  const endsAt = new Date(row.ends_at);
  if (endsAt.getTime() > at.getTime()) {
    throw new AppError(403, CODES.loginSelfExcluded, TEXT.selfExcluded(endsAt));
  }
  const wait = 24 * 3_600_000;
  if (row.come_back_requested_at !== null) {
    return new Date(new Date(row.come_back_requested_at).getTime() + wait);
  }
  await tx.query('UPDATE rg_blocks SET come_back_requested_at = $2 WHERE id = $1', [
    row.id,
    at.toISOString(),
  ]);
  const comeBackAt = new Date(at.getTime() + wait);
  await writeHistory(tx, {
    memberId,
    at,
    action: 'comeBackRequested',
    source: 'member',
    until: comeBackAt,
  });
  return comeBackAt;
}
