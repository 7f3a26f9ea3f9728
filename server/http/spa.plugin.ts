import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';

/** Vite's hashed bundles never change under one name; index.html must always be revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves the built SPA from `dist/` (history fallback lives in not-found.ts). */
export function registerSpa(app: FastifyInstance, distDir: string): void {
  app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: ['index.html'],
    setHeaders(reply, filePath) {
      const inAssets = path.relative(distDir, filePath).startsWith(`assets${path.sep}`);
      reply.header('cache-control', inAssets ? IMMUTABLE : 'no-cache');
    },
  });
}
