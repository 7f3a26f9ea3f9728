import { z } from 'zod';
import { tournamentTabSchema } from '../../../common/contract/tournament-tab.contract';

/**
 * `/tournament` and `/tournament_casino`: `?tab=running|upcoming|finished&page=&id=`. Each part
 * degrades to its default on a bad value (`.catch()`), so an old link never breaks the page.
 */
export const tournamentsSearchSchema = z.object({
  tab: tournamentTabSchema.catch('running'),
  page: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
  id: z.coerce.number().int().min(1).max(2_147_483_647).optional().catch(undefined),
});
