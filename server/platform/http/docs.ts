import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the same zod schemas that validate the routes
 * (docs/architecture.md §4), served as JSON at GET /api/docs.
 */
export function registerDocs(app: FastifyInstance): void {
  app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Betting site API',
        description: 'Every failure answers { code, message } with a Korean message (spec §8).',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          authToken: { type: 'apiKey', in: 'header', name: 'X-AUTH-TOKEN' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
