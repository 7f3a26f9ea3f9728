/**
 * Deposit bonus points per member level.
 * When an operator approves a charge, the member's level rule pays
 * floor(amountWon × percentHundredths / 10,000) points, at most `capPoints` when one is set,
 * in the approval's own transaction (promotions → member_point).
 */
import { z } from 'zod';

export const MEMBER_LEVELS = 10;
/** 10,000 hundredths = 100 %. */
export const PERCENT_HUNDREDTHS_MAX = 10_000;
export const DEPOSIT_BONUS_CAP_MAX = 100_000_000;

export const depositBonusRuleSchema = z.object({
  level: z.number().int().min(1).max(MEMBER_LEVELS),
  /** Integer hundredths of a percent: `250` = 2.5 %. */
  percentHundredths: z.number().int().min(0).max(PERCENT_HUNDREDTHS_MAX),
  /** Most points one charge pays; null = no cap. */
  capPoints: z.number().int().min(1).max(DEPOSIT_BONUS_CAP_MAX).nullable(),
});
export type DepositBonusRule = z.infer<typeof depositBonusRuleSchema>;

/** GET/PUT /api/admin/deposit-bonus: every level's rule, replaced at once (levels unique). */
export const depositBonusRulesSchema = z.object({
  rules: z
    .array(depositBonusRuleSchema)
    .max(MEMBER_LEVELS)
    .refine((list) => new Set(list.map((r) => r.level)).size === list.length, {
      message: 'level must be unique',
    }),
});
export type DepositBonusRules = z.infer<typeof depositBonusRulesSchema>;
