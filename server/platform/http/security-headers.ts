import type { FastifyInstance } from 'fastify';

/**
 * The SPA's Content-Security-Policy, from what the built app loads (dist/index.html:
 * module scripts, modulepreload and stylesheets from /assets, no inline script, no fonts):
 * - script-src 'self': no inline script and no eval, so injected markup cannot run code.
 * - style-src adds 'unsafe-inline': operator HTML (pop-ups, events, rules; sanitised by
 *   html-sanitizer.ts, which keeps cssfilter-safe `style` attributes) is rendered with
 *   innerHTML, and the admin previews are srcdoc frames with a <style>, which inherit this
 *   policy. Inline CSS cannot run script; React's own style props go through the CSSOM anyway.
 * - img-src: our files, and the data: (png/jpeg/gif/webp only) and https images the sanitiser
 *   lets operators put in their HTML.
 * - frame-src https:: /livetv frames the broadcast address an operator sets (the server only
 *   accepts https) in a sandbox without top navigation, pop-ups or forms; the address changes
 *   at runtime, so no fixed origin list fits. Nothing else can add a frame: the sanitiser
 *   strips <iframe> and no inline script runs. The admin previews are srcdoc, not fetched.
 * - connect-src 'self': the API and the SSE streams are same-origin (fetch).
 */
export const SPA_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src https:',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** API answers are data, never a document: nothing may load, nobody may frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The game window of a provider under /provider (the built-in demo provider's pages,
 * dist/provider-demo.html). Its art is drawn (SVG/CSS), so it loads nothing but its own bundle
 * and stylesheet and talks only to its own API and stream: no inline script, no eval, no frames,
 * no third-party origin. Stricter than the site's: it renders no operator HTML, so no inline CSS.
 */
export const PROVIDER_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? '/';
}

/** A provider's own API (/provider/<code>/api/…): data, like ours. */
function isProviderApiPath(path: string): boolean {
  return /^\/provider\/[^/]+\/api(\/|$)/.test(path);
}

/** /api and /file (downloads such as SVG icons, which could run script if opened as a page). */
function isDataPath(url: string): boolean {
  const path = pathOf(url);
  return (
    path === '/api' ||
    path.startsWith('/api/') ||
    path.startsWith('/file/') ||
    isProviderApiPath(path)
  );
}

function policyFor(url: string): string {
  if (isDataPath(url)) return API_CSP;
  return pathOf(url).startsWith('/provider/') ? PROVIDER_PAGE_CSP : SPA_CSP;
}

/**
 * Headers every answer carries. Same-origin only: no Access-Control-Allow-* headers at all (no
 * permissive CORS, although spec §7 mentions them: only the site's own origin calls its API).
 * API answers carry tokens and balances, so no cache may keep them. SSE streams write their own headers
 * (server/platform/sse/), this hook does not see them.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('content-security-policy', policyFor(request.url));
    // Provider API answers carry balances too: no cache keeps them either.
    if (request.url.startsWith('/api/') || isProviderApiPath(pathOf(request.url))) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
