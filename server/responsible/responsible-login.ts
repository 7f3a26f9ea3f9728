/**
 * What auth asks at login: is a time-out or self-exclusion refusing this member (the
 * Korean message says until when), and when does the session time limit end the new session.
 */
import { RESPONSIBLE_REFUSAL_CODES as CODES } from '../../common/contract/responsible.contract';
import type { Queryable } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';
import { MINUTE_MS } from '../platform/lib/clock';
import { blockMessage } from './responsible-checks';
import { ACTIVE_BLOCK_SQL } from './responsible-usage';

interface BlockRow {
  kind: 'timeOut' | 'selfExclusion';
  ends_at: string;
  come_back_requested_at: string | null;
}

/** 403 with the Korean reason when a block refuses the login; null when the member may log in. */
export async function loginRefusal(
  q: Queryable,
  memberId: number,
  at: Date,
): Promise<AppError | null> {
  const [row] = await q.query<BlockRow>(
    `SELECT b.kind, b.ends_at, b.come_back_requested_at FROM rg_blocks b
      WHERE b.member_id = $1 AND ${ACTIVE_BLOCK_SQL}
      ORDER BY b.ends_at DESC LIMIT 1`,
    [memberId, at.toISOString()],
  );
  if (!row) return null;
  const block = {
    kind: row.kind,
    endsAt: new Date(row.ends_at),
    comeBackRequestedAt: row.come_back_requested_at ? new Date(row.come_back_requested_at) : null,
  };
  const code =
    block.kind === 'timeOut'
      ? CODES.loginTimedOut
      : block.endsAt.getTime() > at.getTime()
        ? CODES.loginSelfExcluded
        : block.comeBackRequestedAt === null
          ? CODES.comeBackRequired
          : CODES.comeBackWaiting;
  return new AppError(403, code, blockMessage(block, at));
}

/** When the member's session time limit ends a session starting at `at` (null: no limit). */
export async function sessionLimitEndsAt(
  q: Queryable,
  memberId: number,
  at: Date,
): Promise<Date | null> {
  const [row] = await q.query<{ session_limit_min: number | null }>(
    'SELECT session_limit_min FROM rg_settings WHERE member_id = $1',
    [memberId],
  );
  const minutes = row?.session_limit_min ?? null;
  return minutes === null ? null : new Date(at.getTime() + minutes * MINUTE_MS);
}
