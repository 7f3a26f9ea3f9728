/**
 * `/api/tournaments*` (tournament.contract.ts): the tabs and the detail for anyone
 * (a logged-in member also sees whether they joined and their own row), joining for members.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  tournamentBoardSchema,
  tournamentDetailSchema,
  tournamentIdParamsSchema,
  tournamentJoinAnswerSchema,
  tournamentLeaveAnswerSchema,
  tournamentJoinBodySchema,
  tournamentListPageSchema,
  tournamentListQuerySchema,
} from '../../common/contract/tournament.contract';
import { authOf, type AuthGuards } from '../platform/http/auth';
import { errorResponses } from '../platform/http/route-deps';
import type { TournamentService } from './tournament.service';

const tags = ['tournament'];

export interface TournamentRouteDeps {
  tournaments: TournamentService;
  guards: AuthGuards;
}

export const tournamentRoutes: FastifyPluginAsyncZod<TournamentRouteDeps> = async (
  app,
  { tournaments, guards },
) => {
  app.get(
    '/api/tournaments',
    {
      onRequest: guards.optional,
      schema: {
        tags,
        querystring: tournamentListQuerySchema,
        response: { 200: tournamentListPageSchema },
      },
    },
    async (request) =>
      tournaments.list(
        { kind: request.query.kind, tab: request.query.tab, page: request.query.page },
        request.auth?.memberId ?? null,
      ),
  );

  app.get(
    '/api/tournaments/:id',
    {
      onRequest: guards.optional,
      schema: {
        tags,
        params: tournamentIdParamsSchema,
        response: { 200: tournamentDetailSchema, ...errorResponses(404) },
      },
    },
    async (request) => tournaments.detail(request.params.id, request.auth?.memberId ?? null),
  );

  app.get(
    '/api/tournaments/:id/board',
    {
      onRequest: guards.optional,
      schema: {
        tags,
        params: tournamentIdParamsSchema,
        response: { 200: tournamentBoardSchema, ...errorResponses(404) },
      },
    },
    async (request) => tournaments.boardOf(request.params.id, request.auth?.memberId ?? null),
  );

  app.post(
    '/api/tournaments/:id/join',
    {
      onRequest: guards.member,
      schema: {
        tags,
        params: tournamentIdParamsSchema,
        body: tournamentJoinBodySchema,
        response: { 200: tournamentJoinAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      tournaments.join(request.params.id, authOf(request).memberId, request.body.idempotencyKey),
  );

  app.post(
    '/api/tournaments/:id/leave',
    {
      onRequest: guards.member,
      schema: {
        tags,
        params: tournamentIdParamsSchema,
        response: { 200: tournamentLeaveAnswerSchema, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => tournaments.leave(request.params.id, authOf(request).memberId),
  );
};
