import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Guard } from './auth';

/** The generated document as JSON (app.swagger() without the `yaml` option). */
type OpenApiDocument = { paths?: Record<string, unknown> } & Record<string, unknown>;

/**
 * The back office's routes (the operators' /api/admin and the agents' /api/manager): a map of
 * every money and member tool is no reading for the public, so only the operators' document
 * lists them.
 */
const BACK_OFFICE_PATH = /^\/api\/(admin|manager)(\/|$)/;

function memberPart(document: OpenApiDocument): OpenApiDocument {
  const paths = Object.entries(document.paths ?? {}).filter(
    ([path]) => !BACK_OFFICE_PATH.test(path),
  );
  return { ...document, paths: Object.fromEntries(paths) };
}

/**
 * The OpenAPI document, generated from the same zod schemas that validate the routes
 * (docs/architecture.md §4): its member part at GET /api/docs for anyone, the whole of it at
 * GET /api/admin/docs behind the operators' guard. Registered before the area routes, so the
 * generator sees every one of them.
 */
export function registerDocs(app: FastifyInstance, operatorGuard: Guard): void {
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
  // A plugin like every area's, so the route hooks (the admin permission check's route list
  // among them) see these two routes as well.
  app.register(async (scope) => {
    // The routes are all known once the app is ready, so the member part is cut once.
    let memberDocument: OpenApiDocument | null = null;
    scope.get('/api/docs', { schema: { hide: true } }, async () => {
      memberDocument ??= memberPart(app.swagger() as OpenApiDocument);
      return memberDocument;
    });
    scope.get('/api/admin/docs', { schema: { hide: true }, onRequest: operatorGuard }, async () =>
      app.swagger(),
    );
  });
}
