/**
 * A member's rolling rates as stored (spec §3 casinoRollingPer, slotRollingPer, miniRollingPer;
 * basis points per category), read by everyone who prices or checks rolling.
 */
import type { RatesBp, RollingCategory } from '../../common/contract/rolling.contract';
import type { Queryable } from '../platform/db/db';

export const ZERO_RATES: RatesBp = { mini: 0, sports: 0, casino: 0, slot: 0 };

/** Rates of several members (no row = 0 %). */
export async function ratesOfMembers(
  q: Queryable,
  memberIds: readonly number[],
): Promise<Map<number, RatesBp>> {
  const result = new Map<number, RatesBp>(memberIds.map((id) => [id, { ...ZERO_RATES }]));
  if (memberIds.length === 0) return result;
  const rows = await q.query<{ member_id: number; category: RollingCategory; rate_bp: number }>(
    `SELECT member_id, category, rate_bp FROM rolling_rates WHERE member_id = ANY($1::bigint[])`,
    [memberIds],
  );
  for (const row of rows) {
    const rates = result.get(row.member_id);
    if (rates) rates[row.category] = row.rate_bp;
  }
  return result;
}

export async function ratesOf(q: Queryable, memberId: number): Promise<RatesBp> {
  return (await ratesOfMembers(q, [memberId])).get(memberId) ?? { ...ZERO_RATES };
}
