import { z } from 'zod';
import { MINIGAME_CATALOG, type MinigameGame } from '../../domain/minigame/catalog';

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

/** The games a results page offers: the minigames, or one virtual sport's venues. */
export function resultGames(virtuals: VirtualSport | null): MinigameGame[] {
  return MINIGAME_CATALOG.filter((game) =>
    virtuals === null
      ? game.provider !== 'bet365'
      : game.provider === 'bet365' && game.game.startsWith(`${virtuals}/`),
  );
}

/** Today in Asia/Seoul as YYYY-MM-DD. */
export function seoulToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Seoul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
