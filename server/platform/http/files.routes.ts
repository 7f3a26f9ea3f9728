import type { FastifyPluginAsync } from 'fastify';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../lib/app-error';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};
/** Plain names in plain folders: no dot-segments, no hidden files, no backslashes. */
const SAFE_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/** The file under `root` that `relative` names, or null when it escapes or is not allowed. */
export function resolveDownload(root: string, relative: string): string | null {
  const segments = relative.split('/');
  if (segments.length > 4 || !segments.every((s) => SAFE_SEGMENT.test(s) && !s.includes('..'))) {
    return null;
  }
  const full = path.resolve(root, ...segments);
  if (!full.startsWith(root + path.sep)) return null;
  return CONTENT_TYPES[path.extname(full).toLowerCase()] ? full : null;
}

/** Spec §7: files under /file/download/ (messenger icons). Read-only, images only. */
export const filesRoutes: FastifyPluginAsync<{ filesDir: string }> = async (app, { filesDir }) => {
  const root = path.resolve(filesDir);
  app.get('/file/download/*', { schema: { hide: true } }, async (request, reply) => {
    const relative = (request.params as { '*': string })['*'];
    const full = resolveDownload(root, relative);
    const info = full ? await stat(full).catch(() => null) : null;
    if (!full || !info?.isFile()) throw new AppError(404, 'NOT_FOUND');
    return (
      reply
        .type(CONTENT_TYPES[path.extname(full).toLowerCase()]!)
        .header('cache-control', 'public, max-age=86400')
        // An SVG opened directly must not run script or load anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('content-length', info.size)
        .send(createReadStream(full))
    );
  });
};
