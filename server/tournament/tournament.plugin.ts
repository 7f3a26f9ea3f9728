/**
 * Every HTTP route of the tournament area, and its jobs: the end job (leader-elected,
 * at the jobs' tick) and this node's board streams. One registration in server/app.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AreaDeps, ServiceName } from '../platform/http/route-deps';
import { tournamentAdminRoutes } from './admin/tournament-admin.routes';
import { boardStreamRoutes } from './board/board-stream.routes';
import { tournamentRoutes } from './tournament.routes';

/**
 * The use-cases this area's routes and jobs reach (server/app.ts hands exactly these); another
 * area's only along AREA_DEPENDS.
 */
export const tournamentNeeds = ['db', 'tournament'] as const satisfies readonly ServiceName[];
export type TournamentDeps = AreaDeps<typeof tournamentNeeds>;

export const tournamentPlugin: FastifyPluginAsyncZod<TournamentDeps> = async (app, deps) => {
  const area = deps.services.tournament;
  await app.register(tournamentRoutes, { tournaments: area.tournaments, guards: deps.guards });
  await app.register(tournamentAdminRoutes, { admin: area.admin, adminGuard: deps.guards.admin });
  await app.register(boardStreamRoutes, {
    db: deps.services.db,
    streams: area.streams,
    guards: deps.guards,
    sessions: deps.hubs.sessions,
    sse: deps.config.sse,
  });
  // The jobs run at the jobs' tick (MINIGAME_TICK_MS; 0 in tests, which run them by hand).
  const tickMs = deps.config.minigameTickMs;
  area.endJob.onError = (error: unknown) => app.log.error(error, 'tournament end job failed');
  app.addHook('onReady', async () => {
    area.endJob.start(tickMs);
    if (tickMs > 0) area.streams.start();
  });
  app.addHook('onClose', async () => {
    await area.endJob.stop();
    await area.streams.stop();
  });
};
