/**
 * `/api/admin/tournaments*`: admins only, as every back-office
 * route (spec §6); each write is audited by its use-case (tournament-admin.service.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminTournamentBodySchema,
  adminTournamentBoardQuerySchema,
  adminTournamentBoardSchema,
  adminTournamentCancelBodySchema,
  adminTournamentPageSchema,
  adminTournamentPayoutsSchema,
  adminTournamentResponseSchema,
  adminTournamentsQuerySchema,
  tournamentIdParamsSchema,
} from '../../../common/contract/tournament.contract';
import { actorOf, type Guard } from '../../platform/http/auth';
import { errorResponses } from '../../platform/http/route-deps';
import type { TournamentAdminService } from './tournament-admin.service';

const tags = ['admin-tournament'];

export interface TournamentAdminRouteDeps {
  admin: TournamentAdminService;
  adminGuard: Guard;
}

export const tournamentAdminRoutes: FastifyPluginAsyncZod<TournamentAdminRouteDeps> = async (
  app,
  { admin, adminGuard },
) => {
  app.addHook('onRequest', adminGuard);

  app.get(
    '/api/admin/tournaments',
    {
      schema: {
        tags,
        querystring: adminTournamentsQuerySchema,
        response: { 200: adminTournamentPageSchema },
      },
    },
    async (request) => admin.list(request.query),
  );

  app.post(
    '/api/admin/tournaments',
    {
      schema: {
        tags,
        body: adminTournamentBodySchema,
        response: { 200: adminTournamentResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ tournament: await admin.create(actorOf(request), request.body) }),
  );

  app.put(
    '/api/admin/tournaments/:id',
    {
      schema: {
        tags,
        params: tournamentIdParamsSchema,
        body: adminTournamentBodySchema,
        response: { 200: adminTournamentResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      tournament: await admin.update(actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/admin/tournaments/:id/cancel',
    {
      schema: {
        tags,
        params: tournamentIdParamsSchema,
        body: adminTournamentCancelBodySchema,
        response: { 200: adminTournamentResponseSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => ({
      tournament: await admin.cancel(actorOf(request), request.params.id, request.body.reason),
    }),
  );

  app.get(
    '/api/admin/tournaments/:id/board',
    {
      schema: {
        tags,
        params: tournamentIdParamsSchema,
        querystring: adminTournamentBoardQuerySchema,
        response: { 200: adminTournamentBoardSchema, ...errorResponses(404) },
      },
    },
    async (request) => admin.board(request.params.id, request.query.page),
  );

  app.get(
    '/api/admin/tournaments/:id/payouts',
    {
      schema: {
        tags,
        params: tournamentIdParamsSchema,
        response: { 200: adminTournamentPayoutsSchema, ...errorResponses(404) },
      },
    },
    async (request) => admin.payouts(request.params.id),
  );
};
