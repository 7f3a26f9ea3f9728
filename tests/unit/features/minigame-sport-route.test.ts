// @vitest-environment jsdom
import { createMemoryHistory, createRouter, isNotFound } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';

// The root's gate (maintenance, role, inbox) is not what this test is about: it lets every path by.
vi.mock('../../../src/app/navigation-gate', () => ({
  gateNavigation: async (_path: string) => null,
}));

const { routeTree } = await import('../../../src/routeTree.gen');

/** Loads `path` as a navigation would (beforeLoad, redirects, loaders) and returns the router. */
async function loadAt(path: string) {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return router;
}

/**
 * Spec §2 lists each bet365 virtual sport, then its venues: `/minigame/bet365/<sport>` opens the
 * sport's first venue (the game page, whose tabs list the other venues), as `/minigame` opens the
 * first game.
 */
describe('/minigame/bet365/<sport>', () => {
  it.each([
    ['basketball', '/minigame/bet365/basketball/bakergardens'],
    ['dog', '/minigame/bet365/dog/goldenhillparks'],
    ['horse', '/minigame/bet365/horse/britanniaways'],
    ['soccer', '/minigame/bet365/soccer/eurocups'],
  ])('%s opens its first venue', async (sport, venue) => {
    const router = await loadAt(`/minigame/bet365/${sport}`);
    expect(router.state.location.pathname).toBe(venue);
    expect(router.state.matches.at(-1)?.routeId).toBe('/_default/minigame/bet365/$sport/$venue');
    expect(router.state.matches.some((match) => isNotFound(match.error))).toBe(false);
  });

  it('replaces the sport URL in the history, so Back does not bounce to the venue again', async () => {
    const router = await loadAt('/minigame/bet365/soccer');
    expect(router.state.location.pathname).toBe('/minigame/bet365/soccer/eurocups');
    expect(router.history.length).toBe(1);
  });

  it('an unknown sport stays the 404 page', async () => {
    const router = await loadAt('/minigame/bet365/cricket');
    expect(router.state.location.pathname).toBe('/minigame/bet365/cricket');
    // The root renders its 404 page for a not-found thrown below it.
    expect(router.state.matches.some((match) => isNotFound(match.error))).toBe(true);
  });
});
