import { describe, expect, it } from 'vitest';
import { qualifyingGames } from '../../../src/features/tournament/tournament-games';

const catalog = [
  { id: 1, providerId: 10, code: 'a' },
  { id: 2, providerId: 10, code: 'b' },
  { id: 3, providerId: 20, code: 'c' },
  { id: 4, providerId: 30, code: 'd' },
  { id: 3, providerId: 20, code: 'c' },
];

describe('qualifying games', () => {
  it('are the named games and every game of the named providers, each once, in catalog order', () => {
    const games = qualifyingGames(catalog, {
      games: [{ id: 4, name: 'd', providerName: 'P30' }],
      providers: [{ id: 20, name: 'P20' }],
    });
    expect(games.map((game) => game.id)).toEqual([3, 4]);
  });

  it('are none when nothing of the catalog counts', () => {
    expect(qualifyingGames(catalog, { games: [], providers: [{ id: 99, name: 'x' }] })).toEqual([]);
  });
});
