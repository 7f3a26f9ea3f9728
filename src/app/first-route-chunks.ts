import type { AnyRouter } from '@tanstack/react-router';

/**
 * Fetches the chunks of the routes the first URL matches (the layout's and the page's components,
 * split off by the router plugin) at start, beside the root gate's requests (maintenance, the
 * session, the live streams' chunk). The router asks for them only once the gate has answered:
 * one more round trip before the first page can paint (LCP). A failed fetch is left to
 * the navigation's own load of the same chunk, whose error the router's chunk handling reloads.
 */
export function preloadFirstRouteChunks(router: AnyRouter, pathname: string): void {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => {});
}
