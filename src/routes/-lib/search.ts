import { z } from 'zod';

/**
 * Search parameters of spec §2, each with a `.catch()` so a bad URL degrades to "absent" instead
 * of failing the route. Route files compose these.
 */
const optionalInt = z.coerce.number().int().positive().optional().catch(undefined);
const flag = z.coerce.number().int().min(0).max(1).optional().catch(undefined);
const optionalText = z.string().trim().max(100).optional().catch(undefined);

/** `?time=<unix seconds>`: domestic sports links and the forced-inbox redirect. */
export const timeSearchSchema = z.object({ time: optionalInt });

/** `/europe`, `/korea`, `/inplay`: sport id, a sport-name flag set to 1, league, location, search. */
export const sportSearchSchema = timeSearchSchema.extend({
  sport_id: optionalInt,
  Football: flag,
  Basketball: flag,
  Baseball: flag,
  Volleyball: flag,
  IceHockey: flag,
  location_id: optionalInt,
  league: optionalText,
  search: optionalText,
});
export type SportSearch = z.infer<typeof sportSearchSchema>;
