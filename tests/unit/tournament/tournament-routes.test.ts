// @vitest-environment jsdom
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { tournamentsSearchSchema } from '../../../src/features/tournament/tournament-search';
import { routeTree } from '../../../src/routeTree.gen';

/** The spec §2 paths the menu links answer pages of their own, not the 404 page. */
describe('tournament routes', () => {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });

  it.each([
    ['/tournament', '/_default/tournament'],
    ['/tournament_casino', '/_default/tournament_casino'],
    ['/admin/tournament', '/_admin/admin/tournament'],
  ])('%s has its route', (path, routeId) => {
    const matches = router.matchRoutes(path, {});
    expect(matches.at(-1)?.routeId).toBe(routeId);
  });

  it('a bad query degrades to the running tab and no detail instead of breaking the page', () => {
    expect(tournamentsSearchSchema.parse({ tab: 'nonsense', id: '-3', page: 'x' })).toEqual({
      tab: 'running',
      id: undefined,
      page: undefined,
    });
    expect(tournamentsSearchSchema.parse({ tab: 'finished', id: '12' })).toEqual({
      tab: 'finished',
      id: 12,
      page: undefined,
    });
  });
});
