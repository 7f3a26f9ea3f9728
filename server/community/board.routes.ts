import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBoardPostPageSchema,
  adminBoardQuerySchema,
  boardBanBodySchema,
  boardBanSchema,
  boardCommentBodySchema,
  boardCreatedSchema,
  boardHideBodySchema,
  boardListQuerySchema,
  boardPostBodySchema,
  boardPostPageSchema,
  boardPostSchema,
} from '../../common/contract/board.contract';
import { idParamsSchema, okSchema } from '../../common/contract/common.contract';
import { actorOf, authOf } from '../platform/http/auth';
import { OK, errorResponses, type RouteDeps } from '../platform/http/route-deps';

const tags = ['board'];

/** Members: the free board, plain-text posts and comments. */
const memberBoardRoutes: FastifyPluginAsyncZod<RouteDeps<'board'>> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.member);

  app.get(
    '/api/board/posts',
    {
      schema: {
        tags,
        querystring: boardListQuerySchema,
        response: { 200: boardPostPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => services.board.list(request.query.page, request.query.search || undefined),
  );

  app.get(
    '/api/board/posts/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: boardPostSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => services.board.view(authOf(request).memberId, request.params.id),
  );

  app.post(
    '/api/board/posts',
    {
      schema: {
        tags,
        body: boardPostBodySchema,
        response: { 200: boardCreatedSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => services.board.createPost(authOf(request).memberId, request.body),
  );

  app.delete(
    '/api/board/posts/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await services.board.deletePost(authOf(request).memberId, request.params.id);
      return OK;
    },
  );

  app.post(
    '/api/board/posts/:id/comments',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: boardCommentBodySchema,
        response: { 200: boardCreatedSchema, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request) =>
      services.board.createComment(authOf(request).memberId, request.params.id, request.body.body),
  );

  app.delete(
    '/api/board/comments/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: okSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await services.board.deleteComment(authOf(request).memberId, request.params.id);
      return OK;
    },
  );
};

/** Operators: every post (hidden too), hide/show posts and comments, ban writers — audited. */
const adminBoardRoutes: FastifyPluginAsyncZod<RouteDeps<'board'>> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.admin);

  app.get(
    '/api/admin/board/posts',
    {
      schema: {
        tags,
        querystring: adminBoardQuerySchema,
        response: { 200: adminBoardPostPageSchema, ...errorResponses(400) },
      },
    },
    async (request) => services.board.adminList(request.query.page),
  );

  app.post(
    '/api/admin/board/posts/:id/hide',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: boardHideBodySchema,
        response: { 200: okSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await services.board.hidePost(actorOf(request), request.params.id, request.body.hidden);
      return OK;
    },
  );

  app.post(
    '/api/admin/board/comments/:id/hide',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: boardHideBodySchema,
        response: { 200: okSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await services.board.hideComment(actorOf(request), request.params.id, request.body.hidden);
      return OK;
    },
  );

  app.post(
    '/api/admin/board/bans',
    {
      schema: {
        tags,
        body: boardBanBodySchema,
        response: { 200: boardBanSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => services.board.ban(actorOf(request), request.body),
  );
};

export const boardRoutes: FastifyPluginAsyncZod<RouteDeps<'board'>> = async (app, deps) => {
  await app.register(memberBoardRoutes, deps);
  await app.register(adminBoardRoutes, deps);
};
