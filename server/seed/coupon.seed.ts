import type { Queryable } from '../platform/db/db';
import { SEED_ADMIN } from './seed-data';

/** The demo member's welcome coupon: 10,000원 cash, good for 30 days. */
export const DEMO_COUPON = { name: '가입 축하 쿠폰', amountWon: 10_000, validDays: 30 } as const;
const DAY_MS = 86_400_000;

/** Issues the welcome coupon to `demoId` from the seeded operator, as an operator's issue would. */
export async function seedDemoCoupon(
  tx: Queryable,
  demoId: number,
  now = new Date(),
): Promise<void> {
  const expiresAt = new Date(now.getTime() + DEMO_COUPON.validDays * DAY_MS).toISOString();
  const [issue] = await tx.query<{ id: number }>(
    `INSERT INTO coupon_issues (name, currency, amount, expires_at, target_kind, target_member_id,
                                issued_count, issued_by, idempotency_key, created_at)
     SELECT $1, 'KRW', $2, $3, 'member', $4, 1, a.id, 'seed:demo:coupon', $5
       FROM members a WHERE a.user_id = $6
     RETURNING id`,
    [
      DEMO_COUPON.name,
      DEMO_COUPON.amountWon,
      expiresAt,
      demoId,
      now.toISOString(),
      SEED_ADMIN.userId,
    ],
  );
  if (!issue) throw new Error('seed: the operator who issues the demo coupon is missing');
  await tx.query(
    `INSERT INTO coupons (issue_id, member_id, name, currency, amount, expires_at, created_at)
     VALUES ($1, $2, $3, 'KRW', $4, $5, $6)`,
    [issue.id, demoId, DEMO_COUPON.name, DEMO_COUPON.amountWon, expiresAt, now.toISOString()],
  );
}
