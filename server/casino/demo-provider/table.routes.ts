/**
 * The shared tables' API: the table's state, bets during the
 * betting window, and the table's event stream (SSE; the session as ?session=, since an
 * EventSource sends no header).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  gameCodeSchema,
  placedBetsSchema,
  clientSeedBodySchema,
  tableClientSeedAnswerSchema,
  tableStateSchema,
  PROVIDER_SESSION_HEADER,
  tableBetsBodySchema,
} from '../../../common/contract/demo-provider.contract';
import { formatSseComment, formatSseEvent, formatSseRetry } from '../../platform/sse/sse-format';
import { SSE_RESPONSE_HEADERS } from '../../platform/sse/sse-headers';
import { findTableGame } from './demo-games';
import { ProviderError } from './provider-errors';
import type { ProviderContext } from './provider-context';
import { sessionOf } from './sessions';
import { placeTableBets, setTableClientSeed, tableState } from './table-bets';

const params = z.object({ gameCode: gameCodeSchema });
const HEARTBEAT_MS = 15_000;
const RETRY_MS = 3_000;

const header = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;

export const tableRoutes: FastifyPluginAsyncZod<{ context: ProviderContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/api/tables/:gameCode',
    { schema: { params, response: { 200: tableStateSchema } } },
    async (request) =>
      tableState(
        context.db,
        request.params.gameCode,
        header(request.headers[PROVIDER_SESSION_HEADER]),
      ),
  );

  app.post(
    '/api/tables/:gameCode/bets',
    { schema: { params, body: tableBetsBodySchema, response: { 200: placedBetsSchema } } },
    async (request) =>
      placeTableBets(
        context,
        header(request.headers[PROVIDER_SESSION_HEADER]),
        request.params.gameCode,
        request.body.roundNo,
        request.body.bets,
      ),
  );

  app.put(
    '/api/tables/:gameCode/client-seed',
    {
      schema: {
        params,
        body: clientSeedBodySchema,
        response: { 200: tableClientSeedAnswerSchema },
      },
    },
    async (request) =>
      setTableClientSeed(
        context,
        header(request.headers[PROVIDER_SESSION_HEADER]),
        request.params.gameCode,
        request.body.clientSeed,
      ),
  );

  app.get(
    '/api/tables/:gameCode/stream',
    { schema: { params, querystring: z.object({ session: z.string().max(128) }) } },
    async (request, reply) => {
      const game = findTableGame(request.params.gameCode);
      if (!game) throw new ProviderError(404, 'UNKNOWN_GAME');
      const session = await sessionOf(context.db, request.query.session);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, SSE_RESPONSE_HEADERS);
      raw.write(formatSseRetry(RETRY_MS));
      const unsubscribe = context.feed.subscribe({
        gameCode: game.code,
        sessionId: session.id,
        told: new Set(),
        send: (event, data) => raw.write(formatSseEvent(null, event, data)),
      });
      const heartbeat = setInterval(() => raw.write(formatSseComment('ping')), HEARTBEAT_MS);
      heartbeat.unref();
      raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
      // Tell the page the round at once even before the next poll (a fresh node, a new table).
      const state = await tableState(context.db, game.code, undefined).catch(() => null);
      if (state) raw.write(formatSseEvent(null, 'round', state.round));
    },
  );
};
