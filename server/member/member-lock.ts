import type { Queryable } from '../platform/db/db';
import { AppError } from '../platform/lib/app-error';

/**
 * Locks a member's row for the rest of the transaction: every area that moves a member's money
 * or status (wallet, rolling, minigame, community, the back office) serialises on it.
 */
export async function lockMember(tx: Queryable, memberId: number): Promise<{ blocked: boolean }> {
  const rows = await tx.query<{ blocked: boolean }>(
    'SELECT blocked FROM members WHERE id = $1 FOR UPDATE',
    [memberId],
  );
  if (!rows[0]) throw new AppError(404, 'MEMBER_NOT_FOUND');
  return rows[0];
}

/** The audit log's name of a member as a target. */
export function memberTarget(memberId: number): string {
  return `member:${memberId}`;
}
