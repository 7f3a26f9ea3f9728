import { z } from 'zod';

/** `/game_result/sports?sport_id=&date=YYYY-MM-DD&page=`, each optional and forgiving. */
export const sportsResultsSearchSchema = z.object({
  sport_id: z.coerce.number().int().positive().optional().catch(undefined),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().positive().optional().catch(undefined),
});
export type SportsResultsSearch = z.infer<typeof sportsResultsSearchSchema>;

/** Today in Asia/Seoul as YYYY-MM-DD (spec §9 time zone). */
export { seoulDay as seoulDate } from '../../../../common/domain/seoul-time';
