/**
 * The operator's approve and reject routes of a queue of member requests (wallet charges and
 * exchanges, rolling settlements): the one pair of routes both queues share, as
 * platform/lib/decide-request.ts is the one transaction behind them. The area names its queue's
 * path, schemas and use-case; the platform knows no area.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Actor } from '../lib/audit.service';
import { actorOf } from './auth';
import { errorResponses } from './error-responses';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** A use-case that decides the queue's requests; each answers the decided request's view. */
export interface RequestDecisions<Answer> {
  approve(actor: Actor, id: number): Promise<Answer>;
  reject(actor: Actor, id: number, reason: string): Promise<Answer>;
}

export interface DecisionRoutes<Answer> {
  /** The queue's path: the routes are `<path>/:id/approve` and `<path>/:id/reject`. */
  path: string;
  tags: string[];
  params: z.ZodType<{ id: number }, unknown>;
  /** A rejection carries its reason, which the member is shown. */
  rejectBody: z.ZodType<{ reason: string }, unknown>;
  /** The decided request, as the operator's queue shows it (the use-case's answer is its input). */
  response: z.ZodType<unknown, Answer>;
  decisions: RequestDecisions<Answer>;
}

/** Approve (no body) and reject (`{ reason }`): 404 for no such request, 409 once decided. */
export function registerDecisionRoutes<Answer>(app: ZodApp, routes: DecisionRoutes<Answer>) {
  const { path, tags, params, rejectBody, response, decisions } = routes;
  app.post(
    `${path}/:id/approve`,
    { schema: { tags, params, response: { 200: response, ...errorResponses(404, 409) } } },
    async (request) => decisions.approve(actorOf(request), request.params.id),
  );
  app.post(
    `${path}/:id/reject`,
    {
      schema: {
        tags,
        params,
        body: rejectBody,
        response: { 200: response, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => decisions.reject(actorOf(request), request.params.id, request.body.reason),
  );
}
