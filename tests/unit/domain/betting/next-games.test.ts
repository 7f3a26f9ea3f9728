import { describe, expect, it } from 'vitest';
import { nextGames } from '../../../../common/domain/betting/next-games';

const game = (id: string, startsAt: number) => ({ id, startsAt });

describe('nextGames (spec §4)', () => {
  it('drops games whose start has passed, including one starting now', () => {
    const result = nextGames([game('a', 50), game('b', 100), game('c', 150)], [], 100);
    expect(result.map((g) => g.id)).toEqual(['c']);
  });

  it('adds new games by id without duplicates', () => {
    const result = nextGames(
      [game('a', 200)],
      [game('a', 200), game('b', 300), game('b', 300), game('c', 400)],
      100,
    );
    expect(result.map((g) => g.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the listed copy of a game when the incoming one repeats its id', () => {
    const result = nextGames(
      [{ ...game('a', 200), label: 'old' }],
      [{ ...game('a', 200), label: 'new' }],
      0,
    );
    expect(result).toEqual([{ id: 'a', startsAt: 200, label: 'old' }]);
  });

  it('does not add incoming games that have already started', () => {
    expect(nextGames([], [game('late', 90)], 100)).toEqual([]);
  });
});
