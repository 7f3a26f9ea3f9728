import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';

/** Vite's hashed bundles never change under one name; index.html must always be revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Source maps are built (vite.config.ts: 'hidden', for symbolicating error reports) but never
 * published: they hand out the whole client source with comments. Case-insensitive,
 * as a path may be spelled in any case on a case-folding file system.
 */
const SOURCE_MAP = /\.map$/i;

/**
 * Other built entry pages (a game window's HTML) are served by their own routes with their own
 * policy; under the SPA's name and policy they would be a second, unchecked way in.
 */
const OTHER_ENTRY_PAGE = /^\/(?!index\.html$)[^/]+\.html$/i;

/** Serves the built SPA from `dist/` (history fallback lives in not-found.ts). */
export function registerSpa(app: FastifyInstance, distDir: string): void {
  app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: ['index.html'],
    // A refused path goes to the not-found handler, like a file that is not there.
    allowedPath: (pathName) => !SOURCE_MAP.test(pathName) && !OTHER_ENTRY_PAGE.test(pathName),
    setHeaders(reply, filePath) {
      const inAssets = path.relative(distDir, filePath).startsWith(`assets${path.sep}`);
      reply.header('cache-control', inAssets ? IMMUTABLE : 'no-cache');
    },
  });
}
