import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textSchema } from '../../../common/contract/common.contract';
import { serveSseConnection } from './sse-connection';
import { parseLastEventId } from './sse-format';
import type { SseHub } from './sse-hub';
import type { AuthGuards } from '../http/auth';
import { errorResponses } from '../http/error-responses';
import type { SseHubs } from './sse-hubs';

/** What the streams need of the app (a slice of RouteDeps, so the platform knows no area). */
export interface SseRouteDeps {
  hubs: SseHubs;
  guards: AuthGuards;
  config: { sse: { heartbeatMs: number; retryMs: number } };
}

const sseQuerySchema = z.object({
  /** Fallback for clients that cannot set the Last-Event-ID header. */
  lastEventId: textSchema({ max: 20 }).optional(),
});
const schema = {
  tags: ['sse'],
  description: 'text/event-stream; events are the contract sse.contract.ts schemas',
  querystring: sseQuerySchema,
  response: errorResponses(401, 555, 556, 406),
};

/**
 * The three SSE streams of docs/architecture.md §7. `general` and `inplay` serve anyone (broadcasts,
 * plus the member's own events with a valid token); `bets` needs a login. A stream opened with
 * a live token lives as long as that session: when it ends, however it ends, the stream hears a
 * last `sessionEnded` and is closed (server/platform/sse/session-streams.ts).
 */
export const sseRoutes: FastifyPluginAsyncZod<SseRouteDeps> = async (
  app,
  { hubs, guards, config },
) => {
  function serve<E extends { type: string }>(hub: SseHub<E>) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const query = request.query as z.infer<typeof sseQuerySchema>;
      reply.hijack();
      serveSseConnection({
        hub,
        request: request.raw,
        response: reply.raw,
        memberId: request.auth?.memberId ?? null,
        sessionId: request.auth?.sessionId ?? null,
        lastEventId:
          parseLastEventId(request.headers['last-event-id']) ?? parseLastEventId(query.lastEventId),
        heartbeatMs: config.sse.heartbeatMs,
        retryMs: config.sse.retryMs,
        sessions: hubs.sessions,
      });
    };
  }

  app.get('/api/sse/general', { onRequest: guards.optional, schema }, serve(hubs.general));
  app.get('/api/sse/bets', { onRequest: guards.member, schema }, serve(hubs.bets));
  app.get('/api/sse/inplay', { onRequest: guards.optional, schema }, serve(hubs.inplay));
};
