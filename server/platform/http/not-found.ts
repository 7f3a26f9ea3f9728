import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './send-error';

function pathOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '/';
}

/** A browser navigating (not a script fetching): the SPA's history routes answer it. */
function isPageNavigation(request: FastifyRequest): boolean {
  const path = pathOf(request);
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    path !== '/api' &&
    !path.startsWith('/api/') &&
    !path.startsWith('/file/') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Unknown /api routes answer 404 ROUTE_NOT_FOUND; page URLs fall back to the SPA's index.html
 * (history mode, spec §2) when the SPA is built; anything else is a plain 404.
 */
export function installNotFound(app: FastifyInstance, spaBuilt: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request);
    if (path === '/api' || path.startsWith('/api/')) {
      return sendError(reply, 404, 'ROUTE_NOT_FOUND');
    }
    // A provider's pages are never the SPA's: with the demo provider off (DEMO_PROVIDER,
    // server/config.ts) its game links answer a plain 404, not the site's index.html.
    if (path.startsWith('/provider/')) return sendError(reply, 404, 'NOT_FOUND');
    if (spaBuilt && isPageNavigation(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, 404, 'NOT_FOUND');
  });
}
