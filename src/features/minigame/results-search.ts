import { z } from 'zod';

/** `/game_result/*` search: game, day (YYYY-MM-DD, Asia/Seoul) and page, each optional. */
export const resultsSearchSchema = z.object({
  gameId: z.coerce.number().int().positive().optional().catch(undefined),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().positive().optional().catch(undefined),
});
export type ResultsSearch = z.infer<typeof resultsSearchSchema>;

export const VIRTUAL_SPORTS = ['basketball', 'dog', 'horse', 'soccer'] as const;
export type VirtualSport = (typeof VIRTUAL_SPORTS)[number];

export const isVirtualSport = (value: string): value is VirtualSport =>
  (VIRTUAL_SPORTS as readonly string[]).includes(value);

/** Today in Asia/Seoul as YYYY-MM-DD. */
export { seoulDay as seoulToday } from '../../../common/domain/seoul-time';
