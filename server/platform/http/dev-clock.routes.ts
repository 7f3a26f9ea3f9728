import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devClockAdvanceSchema, devClockSchema } from '../../common/contract/minigame.contract';
import type { SteppableClock } from './minigame-clock';
import type { RouteDeps } from '../platform/http/route-deps';

const tags = ['dev'];

/**
 * `/api/dev/clock` (tests "step the clock"). Registered only when the config allows
 * simulated time, so in production these paths are plain 404s. Advancing ticks the minigame
 * engine at once, so a step is observable as soon as the answer arrives.
 */
export const devClockRoutes: FastifyPluginAsyncZod<RouteDeps & { clock: SteppableClock }> = async (
  app,
  { services, clock },
) => {
  app.get('/api/dev/clock', { schema: { tags, response: { 200: devClockSchema } } }, async () => ({
    now: clock.now().toISOString(),
    offsetMs: clock.offsetMs,
  }));

  app.post(
    '/api/dev/clock/advance',
    { schema: { tags, body: devClockAdvanceSchema } },
    async (request) => {
      const now = clock.advance(request.body.seconds);
      await services.minigame.engine.tick();
      // The sports feed too: fixtures started, scored and settled by the step are in
      // the tables, and their bets swept, when the answer arrives.
      await services.sportsFeed.tick().catch(() => null);
      return { now: now.toISOString() };
    },
  );
};
