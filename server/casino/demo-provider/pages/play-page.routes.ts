/**
 * GET /provider/demo/play/:gameCode?token=… — the window launch_url opens (docs/casino-wallet.md
 * "Provider endpoints"): the built game client (dist/provider-demo.html, a second Vite input) for a
 * game the provider runs. The page reads the token and the game code itself and opens its session
 * over the provider's API, so the HTML is the same for every game and holds no member data.
 * Its Content-Security-Policy comes from platform/http/security-headers.ts (PROVIDER_PAGE_CSP).
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { hasGamePage } from './game-pages';

export const PROVIDER_PAGE_FILE = 'provider-demo.html';

export interface PlayPageOptions {
  /** Where `vite build` wrote the pages (config.distDir). */
  distDir: string;
}

/** A page without script or style, so it needs nothing the policy would have to allow. */
function plainPage(title: string, text: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>`;
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  // The bundle names inside change with every build: the browser revalidates the page itself.
  return reply
    .code(status)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(html);
}

export const playPageRoutes: FastifyPluginAsync<PlayPageOptions> = async (app, options) => {
  const pageFile = path.join(options.distDir, PROVIDER_PAGE_FILE);

  // A page for a browser window, not an API: any unknown code (control characters included) gets
  // the Korean not-found page, so it stays out of the API description the JSON-error checks read.
  const page = { schema: { hide: true } };
  app.get<{ Params: { gameCode: string } }>('/play/:gameCode', page, async (request, reply) => {
    if (!hasGamePage(request.params.gameCode)) {
      return sendHtml(
        reply,
        404,
        plainPage(
          '게임을 찾을 수 없습니다',
          '주소를 확인하시거나 사이트에서 게임을 다시 열어주세요.',
        ),
      );
    }
    let html: string;
    try {
      // Read per request: a rebuild while the server runs must not leave stale bundle names.
      html = await readFile(pageFile, 'utf8');
    } catch {
      return sendHtml(
        reply,
        503,
        plainPage('게임 화면 준비 중', '게임 화면이 아직 빌드되지 않았습니다 (npm run build).'),
      );
    }
    return sendHtml(reply, 200, html);
  });
};
