import { z } from 'zod';
import { SPORTS_SLIP_FAMILIES } from '../../../../common/contract/sports-bets.contract';

/** `/bet_result?status=&family=&page=`: a bad value falls back to "all" instead of failing. */
export const betResultSearchSchema = z.object({
  status: z.coerce.number().int().min(-1).max(3).optional().catch(undefined),
  family: z.enum(SPORTS_SLIP_FAMILIES).optional().catch(undefined),
  page: z.coerce.number().int().positive().optional().catch(undefined),
});
export type BetResultSearch = z.infer<typeof betResultSearchSchema>;

/** Spec §4 statuses in the order the filter offers them. */
export const BET_STATUS_FILTERS = [0, 2, 1, 3, -1] as const;
