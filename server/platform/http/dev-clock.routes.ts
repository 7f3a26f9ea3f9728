import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devClockAdvanceSchema, devClockSchema } from '../../../common/contract/minigame.contract';
import type { SteppableClock } from '../lib/steppable-clock';

const tags = ['dev'];

/** What the dev clock is handed: the site's simulated time, and what to run after a step. */
export interface DevClockRouteDeps {
  clock: SteppableClock;
  /**
   * The jobs that read the clock, run once after each step (the composition names them: the
   * minigame engine, the sports feed), so a step is observable as soon as the answer arrives.
   */
  afterStep: () => Promise<void>;
}

/**
 * `/api/dev/clock` (tests "step the clock"). Registered only when the config allows
 * simulated time, so in production these paths are plain 404s. The clock is the whole site's,
 * not one area's, so it lives in the platform and knows no area.
 */
export const devClockRoutes: FastifyPluginAsyncZod<DevClockRouteDeps> = async (
  app,
  { clock, afterStep },
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
      await afterStep();
      return { now: now.toISOString() };
    },
  );
};
