import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  minigameHistoryPageSchema,
  minigameHistoryQuerySchema,
} from '../../common/contract/bet-history.contract';
import { authOf } from '../platform/http/auth';
import { errorResponses, type RouteDeps } from '../platform/http/route-deps';

type HistoryDeps = RouteDeps<'minigameHistory'>;
type MinigameApp = Parameters<FastifyPluginAsyncZod<HistoryDeps>>[0];

/**
 * `GET /api/minigame/bet-history`: /bet_result's minigame and virtual tabs. Added to
 * the member minigame plugin, whose member guard it shares; the member id comes from the
 * session, never from the query, so a member sees only their own bets.
 */
export function addMinigameBetHistoryRoute(app: MinigameApp, services: HistoryDeps['services']) {
  app.get(
    '/api/minigame/bet-history',
    {
      schema: {
        tags: ['minigame'],
        querystring: minigameHistoryQuerySchema,
        response: { 200: minigameHistoryPageSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      services.minigameHistory.memberHistory(authOf(request).memberId, request.query),
  );
}
