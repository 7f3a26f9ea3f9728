/**
 * `GET /api/sse/tournament/:id`: one tournament's live board as an event stream
 * (events: tournament.contract.ts tournamentStreamEventSchema). Anyone may watch; with a login
 * the member's own row is pinned, and the stream ends with the session as the site's other
 * streams do (a last `sessionEnded`, server/platform/sse/session-streams.ts). Boards are not
 * replayed: each (re)connect starts with the current board, so messages carry no `id:`.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionEndedEventSchema } from '../../../common/contract/sse.contract';
import {
  tournamentIdParamsSchema,
  type TournamentStreamEvent,
} from '../../../common/contract/tournament.contract';
import type { AuthGuards } from '../../platform/http/auth';
import { errorResponses } from '../../platform/http/route-deps';
import { formatSseComment, formatSseEvent, formatSseRetry } from '../../platform/sse/sse-format';
import { SSE_RESPONSE_HEADERS } from '../../platform/sse/sse-headers';
import type { SessionStreams } from '../../platform/sse/session-streams';
import { loadTournament } from '../tournament-rows';
import type { TournamentBoardStreams } from './board-streams';
import type { Db } from '../../platform/db/db';

/** A client that stops reading is dropped past this (as server/platform/sse/sse-connection.ts). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface BoardStreamRouteDeps {
  db: Db;
  streams: TournamentBoardStreams;
  guards: AuthGuards;
  sessions: SessionStreams;
  sse: { heartbeatMs: number; retryMs: number };
}

export const boardStreamRoutes: FastifyPluginAsyncZod<BoardStreamRouteDeps> = async (
  app,
  { db, streams, guards, sessions, sse },
) => {
  app.get(
    '/api/sse/tournament/:id',
    {
      onRequest: guards.optional,
      schema: {
        tags: ['sse'],
        description:
          'text/event-stream; events are tournament.contract.ts tournamentStreamEventSchema',
        params: tournamentIdParamsSchema,
        response: errorResponses(401, 404),
      },
    },
    async (request, reply) => {
      const tournamentId = request.params.id;
      await loadTournament(db, tournamentId); // 404 as JSON before the stream starts
      const memberId = request.auth?.memberId ?? null;
      const sessionId = request.auth?.sessionId ?? null;
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, SSE_RESPONSE_HEADERS);
      let closed = false;
      let detach = (): void => {};
      let detachSession = (): void => {};
      const write = (chunk: string) => {
        if (closed) return;
        response.write(chunk);
        if (response.writableLength > MAX_BUFFERED_BYTES) close();
      };
      const heartbeat = setInterval(() => write(formatSseComment('heartbeat')), sse.heartbeatMs);
      function close(): void {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        detach();
        detachSession();
        response.end();
      }
      request.raw.on('close', close);
      response.on('close', close);
      response.on('error', close);
      write(formatSseRetry(sse.retryMs));
      write(formatSseComment(`connected tournament ${tournamentId}`));
      if (sessionId !== null) {
        detachSession = sessions.attach(sessionId, (status) => {
          const ended = sessionEndedEventSchema.parse({ type: 'sessionEnded', status });
          write(formatSseEvent(null, ended.type, ended));
          close();
        });
      }
      const send = (event: TournamentStreamEvent) => write(formatSseEvent(null, event.type, event));
      try {
        const detachBoard = await streams.attach(tournamentId, { memberId, send });
        if (closed) detachBoard();
        else detach = detachBoard;
      } catch (error) {
        request.log.error(error, 'tournament board stream failed to start');
        close();
      }
    },
  );
};
