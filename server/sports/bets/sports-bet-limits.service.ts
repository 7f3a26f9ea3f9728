/**
 * Per-level betting limits and the member's odds-change policy (docs/architecture.md §6). A
 * level without its own row uses DEFAULT_BETTING_LIMITS; a member without a policy row 'none'
 * (the safest: any price change refuses the slip).
 */
import type { z } from 'zod';
import type { levelLimitsSchema } from '../../../common/contract/sports-admin.contract';
import { DEFAULT_BETTING_LIMITS, type BettingLimits } from '../../../common/domain/betting/limits';
import type { OddsChangePolicy } from '../../../common/domain/betting/odds-policy';
import type { Db, Queryable } from '../../platform/db/db';
import { AppError } from '../../platform/lib/app-error';
import { writeAudit, type Actor } from '../../platform/lib/audit.service';

export type LevelLimits = z.infer<typeof levelLimitsSchema>;
export const DEFAULT_ODDS_POLICY: OddsChangePolicy = 'none';
/** Levels the admin editor lists (members.level is 1–10). */
export const MEMBER_LEVELS = Array.from({ length: 10 }, (_, i) => i + 1);

interface LimitsRow {
  level: number;
  min_stake_won: number;
  max_stake_won: number;
  max_payout_won: number;
  max_selections: number;
}

export const LIMIT_COLUMNS = `min_stake_won, max_stake_won, max_payout_won, max_selections`;

/** A limits row (or nulls from a LEFT JOIN) as BettingLimits, defaults filling a missing row. */
export function limitsFromRow(row: Partial<Record<keyof LimitsRow, number | null>>): BettingLimits {
  if (row.min_stake_won == null) return DEFAULT_BETTING_LIMITS;
  return {
    minStakeWon: row.min_stake_won,
    maxStakeWon: row.max_stake_won as number,
    maxPayoutWon: row.max_payout_won as number,
    maxSelections: row.max_selections as number,
  };
}

async function limitsTable(q: Queryable): Promise<Map<number, BettingLimits>> {
  const rows = await q.query<LimitsRow>(
    `SELECT level, ${LIMIT_COLUMNS} FROM sports_level_limits ORDER BY level`,
  );
  return new Map(rows.map((r) => [r.level, limitsFromRow(r)]));
}

export class SportsBetLimitsService {
  constructor(private readonly db: Db) {}

  /** `GET /api/sports/limits`: the member's level limits and policy. */
  async forMember(memberId: number) {
    const [row] = await this.db.query<LimitsRow & { member_level: number; policy: string | null }>(
      `SELECT m.level AS member_level, l.min_stake_won, l.max_stake_won,
              l.max_payout_won, l.max_selections, p.policy
         FROM members m
         LEFT JOIN sports_level_limits l ON l.level = m.level
         LEFT JOIN sports_odds_policies p ON p.member_id = m.id
        WHERE m.id = $1`,
      [memberId],
    );
    if (!row) throw new AppError(404, 'MEMBER_NOT_FOUND');
    return {
      level: row.member_level,
      ...limitsFromRow(row),
      oddsPolicy: (row.policy ?? DEFAULT_ODDS_POLICY) as OddsChangePolicy,
    };
  }

  /** `PUT /api/sports/odds-policy` */
  async setPolicy(memberId: number, policy: OddsChangePolicy) {
    await this.db.query(
      `INSERT INTO sports_odds_policies (member_id, policy, updated_at) VALUES ($1, $2, now())
       ON CONFLICT (member_id) DO UPDATE SET policy = EXCLUDED.policy, updated_at = now()`,
      [memberId, policy],
    );
    return this.forMember(memberId);
  }

  /** Admin: every member level with its limits (defaults where no row exists). */
  async list(q: Queryable = this.db): Promise<{ items: LevelLimits[] }> {
    const table = await limitsTable(q);
    const levels = [...new Set([...MEMBER_LEVELS, ...table.keys()])].sort((a, b) => a - b);
    return {
      items: levels.map((level) => ({ level, ...(table.get(level) ?? DEFAULT_BETTING_LIMITS) })),
    };
  }

  /** Admin: replaces one level's limits, audited with the values before and after. */
  async update(actor: Actor, limits: LevelLimits): Promise<{ items: LevelLimits[] }> {
    if (limits.minStakeWon > limits.maxStakeWon) throw new AppError(400, 'SPORTS_LIMITS_INVALID');
    return this.db.transaction(async (tx) => {
      const [before] = await tx.query<LimitsRow>(
        `SELECT level, ${LIMIT_COLUMNS} FROM sports_level_limits WHERE level = $1 FOR UPDATE`,
        [limits.level],
      );
      await tx.query(
        `INSERT INTO sports_level_limits
           (level, min_stake_won, max_stake_won, max_payout_won, max_selections, updated_at)
         VALUES ($1, $2, $3, $4, $5, now())
         ON CONFLICT (level) DO UPDATE SET min_stake_won = EXCLUDED.min_stake_won,
           max_stake_won = EXCLUDED.max_stake_won, max_payout_won = EXCLUDED.max_payout_won,
           max_selections = EXCLUDED.max_selections, updated_at = now()`,
        [
          limits.level,
          limits.minStakeWon,
          limits.maxStakeWon,
          limits.maxPayoutWon,
          limits.maxSelections,
        ],
      );
      await writeAudit(tx, actor, {
        action: 'sports.limits',
        target: `sports-level:${limits.level}`,
        before: before ? limitsFromRow(before) : { ...DEFAULT_BETTING_LIMITS, default: true },
        after: limits,
      });
      return this.list(tx);
    });
  }
}
