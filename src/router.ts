import { createRouter } from '@tanstack/react-router';
import { handleChunkLoadError } from './app/chunk-reload';
import { routeTree } from './routeTree.gen';

/** History mode with base / (spec §2); routes come from src/routes via the router plugin. */
export const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  // A route chunk from an older deploy is gone: reload (at most once a minute, spec §8/§9).
  defaultOnCatch: (error) => {
    handleChunkLoadError(error);
  },
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
