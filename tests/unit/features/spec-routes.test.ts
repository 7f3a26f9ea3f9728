// @vitest-environment jsdom
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '../../../src/routeTree.gen';

/**
 * Every route of spec §2 that the site offers resolves to a page of its own (not the 404 page).
 * Casino, slot and tournament pages belong to the casino work and are listed there.
 */
const SPEC_ROUTES = [
  '/',
  '/attendance',
  '/bet_result',
  '/calculate',
  '/calculateCasino',
  '/calculateEvent',
  '/calculateSlot',
  '/charge',
  '/coupon',
  '/customer',
  '/customer/view/1',
  '/customer/write',
  '/customer/write/2',
  '/europe',
  '/event',
  '/event/1',
  '/exchange',
  '/free',
  '/free/write',
  '/free/view/1',
  '/friend',
  '/game_result',
  '/game_result/minigame',
  '/game_result/sports',
  '/game_result/virtuals',
  '/game_result/virtuals/basketball',
  '/inplay',
  '/korea',
  '/korea/cross',
  '/korea/handicap',
  '/korea/live',
  '/korea/proto',
  '/korea/special',
  '/korea/wintielose',
  '/livetv',
  '/login',
  '/maintenance',
  '/member',
  '/message',
  '/minigame',
  '/mywallet/point',
  '/rule',
  '/manager',
  '/admin',
];

describe('spec §2 routes', () => {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });

  it.each(SPEC_ROUTES)('%s has a route', (path) => {
    const matches = router.matchRoutes(path, {});
    const leaf = matches[matches.length - 1];
    expect(leaf).toBeDefined();
    expect(leaf?.routeId).not.toBe('__root__');
    // A path no route claims ends at the root (or a splat); each spec route has its own leaf.
    expect(leaf?.routeId).not.toMatch(/\$$/);
  });
});
