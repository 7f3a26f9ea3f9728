import {
  MEMBER_LEVELS,
  PERCENT_HUNDREDTHS_MAX,
  type DepositBonusRule,
} from '../../common/contract/deposit-bonus.contract';
import type { Db, Queryable } from '../platform/db/db';
import { transfer } from '../platform/ledger/transfer';
import { writeAudit, type Actor } from '../platform/lib/audit.service';

/**
 * The points one approved charge earns: floor(amount × percent / 100), at most the cap. Integer
 * arithmetic only (amount ≤ 10^7 won × 10^4 hundredths stays far below 2^53), rounded down like
 * every payout of the house (docs/architecture.md §5).
 */
export function depositBonusPoints(
  amountWon: number,
  rule: Pick<DepositBonusRule, 'percentHundredths' | 'capPoints'> | null,
): number {
  if (!rule || rule.percentHundredths <= 0 || amountWon <= 0) return 0;
  const points = Math.floor((amountWon * rule.percentHundredths) / PERCENT_HUNDREDTHS_MAX);
  return rule.capPoints === null ? points : Math.min(points, rule.capPoints);
}

const RULE_COLUMNS = `level, percent_hundredths AS "percentHundredths", cap_points AS "capPoints"`;

/**
 * Pays the bonus of the member's level for an approved charge, inside the approval's transaction
 * (`tx`), so the cash credit and its bonus commit or vanish together. Keyed by the request id: it
 * can never pay twice. Returns the points paid (0 when the level has no rule).
 */
export async function creditDepositBonus(
  tx: Queryable,
  memberId: number,
  requestId: number,
  amountWon: number,
): Promise<number> {
  const [rule] = await tx.query<DepositBonusRule>(
    `SELECT b.level, b.percent_hundredths AS "percentHundredths", b.cap_points AS "capPoints"
       FROM members m JOIN deposit_bonus_levels b ON b.level = m.level WHERE m.id = $1`,
    [memberId],
  );
  const points = depositBonusPoints(amountWon, rule ?? null);
  if (points === 0) return 0;
  await transfer(tx, {
    idempotencyKey: `deposit-bonus:${requestId}`,
    kind: 'deposit_bonus',
    reference: `wallet-request:${requestId}`,
    from: { system: 'promotions', currency: 'POINT' },
    to: { memberId, kind: 'member_point' },
    amount: points,
  });
  return points;
}

/** Operators' table of bonus rules per level, replaced as a whole and audited. */
export class DepositBonusService {
  constructor(private readonly db: Db) {}

  /** Every level 1–10; a level without a stored rule shows 0 % and no cap. */
  async rules(q: Queryable = this.db): Promise<DepositBonusRule[]> {
    const stored = await q.query<DepositBonusRule>(
      `SELECT ${RULE_COLUMNS} FROM deposit_bonus_levels ORDER BY level`,
    );
    return Array.from({ length: MEMBER_LEVELS }, (_, i) => {
      const level = i + 1;
      return (
        stored.find((r) => r.level === level) ?? { level, percentHundredths: 0, capPoints: null }
      );
    });
  }

  async replace(actor: Actor, rules: DepositBonusRule[]): Promise<DepositBonusRule[]> {
    return this.db.transaction(async (tx) => {
      await tx.query('LOCK TABLE deposit_bonus_levels IN EXCLUSIVE MODE');
      const before = await this.rules(tx);
      await tx.query('DELETE FROM deposit_bonus_levels');
      for (const r of rules) {
        // A 0 % level needs no row: "no rule" and "0 %" pay the same nothing.
        if (r.percentHundredths === 0) continue;
        await tx.query(
          `INSERT INTO deposit_bonus_levels (level, percent_hundredths, cap_points)
           VALUES ($1, $2, $3)`,
          [r.level, r.percentHundredths, r.capPoints],
        );
      }
      const after = await this.rules(tx);
      await writeAudit(tx, actor, {
        action: 'depositBonus.rules',
        target: 'deposit-bonus',
        before,
        after,
      });
      return after;
    });
  }
}
