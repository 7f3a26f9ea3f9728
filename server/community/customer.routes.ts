import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminTicketDetailSchema,
  adminTicketPageSchema,
  adminTicketsQuerySchema,
  ticketCreateBodySchema,
  ticketDetailSchema,
  ticketMessageBodySchema,
  ticketPageSchema,
  ticketParamsSchema,
  ticketsQuerySchema,
} from '../../common/contract/customer.contract';
import { actorOf, authOf } from '../platform/http/auth';
import { errorResponses, type RouteDeps } from '../platform/http/route-deps';

const tags = ['customer'];

/** Member side of `/customer`: own tickets only. */
const memberCustomerRoutes: FastifyPluginAsyncZod<RouteDeps<'customer'>> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.member);

  app.post(
    '/api/customer/tickets',
    {
      schema: {
        tags,
        body: ticketCreateBodySchema,
        response: { 200: ticketDetailSchema, ...errorResponses(400) },
      },
    },
    async (request) => services.customer.create(authOf(request).memberId, request.body),
  );

  app.get(
    '/api/customer/tickets',
    { schema: { tags, querystring: ticketsQuerySchema, response: { 200: ticketPageSchema } } },
    async (request) => services.customer.memberPage(authOf(request).memberId, request.query.page),
  );

  app.get(
    '/api/customer/tickets/:id',
    {
      schema: {
        tags,
        params: ticketParamsSchema,
        response: { 200: ticketDetailSchema, ...errorResponses(404) },
      },
    },
    async (request) => services.customer.memberDetail(authOf(request).memberId, request.params.id),
  );

  app.post(
    '/api/customer/tickets/:id/messages',
    {
      schema: {
        tags,
        params: ticketParamsSchema,
        body: ticketMessageBodySchema,
        response: { 200: ticketDetailSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) =>
      services.customer.memberMessage(
        authOf(request).memberId,
        request.params.id,
        request.body.body,
      ),
  );

  app.post(
    '/api/customer/tickets/:id/close',
    {
      schema: {
        tags,
        params: ticketParamsSchema,
        response: { 200: ticketDetailSchema, ...errorResponses(404) },
      },
    },
    async (request) => services.customer.memberClose(authOf(request).memberId, request.params.id),
  );
};

/** Operators answer tickets (audited). */
const adminCustomerRoutes: FastifyPluginAsyncZod<RouteDeps<'customer'>> = async (
  app,
  { services, guards },
) => {
  app.addHook('onRequest', guards.admin);

  app.get(
    '/api/admin/customer/tickets',
    {
      schema: {
        tags,
        querystring: adminTicketsQuerySchema,
        response: { 200: adminTicketPageSchema },
      },
    },
    async (request) => services.customer.adminPage(request.query.status, request.query.page),
  );

  app.get(
    '/api/admin/customer/tickets/:id',
    {
      schema: {
        tags,
        params: ticketParamsSchema,
        response: { 200: adminTicketDetailSchema, ...errorResponses(404) },
      },
    },
    async (request) => services.customer.adminDetail(request.params.id),
  );

  app.post(
    '/api/admin/customer/tickets/:id/reply',
    {
      schema: {
        tags,
        params: ticketParamsSchema,
        body: ticketMessageBodySchema,
        response: { 200: adminTicketDetailSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) =>
      services.customer.reply(actorOf(request), request.params.id, request.body.body),
  );

  app.post(
    '/api/admin/customer/tickets/:id/close',
    {
      schema: {
        tags,
        params: ticketParamsSchema,
        response: { 200: adminTicketDetailSchema, ...errorResponses(404) },
      },
    },
    async (request) => services.customer.adminClose(actorOf(request), request.params.id),
  );
};

export const customerRoutes: FastifyPluginAsyncZod<RouteDeps<'customer'>> = async (app, deps) => {
  await app.register(memberCustomerRoutes, deps);
  await app.register(adminCustomerRoutes, deps);
};
