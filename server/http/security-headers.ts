import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries. Same-origin only: no Access-Control-Allow-* headers at all
 * (issue "Foundation": no permissive CORS, although spec §7 mentions them). API answers carry
 * tokens and balances, so no cache may keep them.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
