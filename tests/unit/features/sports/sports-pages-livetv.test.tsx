// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { LiveScoresFromBook } from '../../../../src/features/livetv/LiveScoresFromBook';
import { sportsBook } from '../../../../src/stores/sports-book.store';
import { fixture } from './sports-pages-fixtures';

afterEach(cleanup);
beforeEach(() => sportsBook.reset());

const live = (id: string, homeScore: number, periodCode: number, sportId = 6046) =>
  fixture(id, {
    status: 2,
    sportId,
    livescore: { periodCode, periodLabel: '', clock: null, homeScore, awayScore: 0, periods: [] },
  });

describe('/livetv live scores from the in-play store', () => {
  it('shows live fixtures with score and period, following the store', () => {
    render(<LiveScoresFromBook />);
    expect(screen.getByTestId('live-scores-empty')).toBeTruthy();
    act(() =>
      sportsBook.ingestFixtures([live('81', 1, 10), live('82', 0, 3, 48242)], { book: 'inplay' }),
    );
    const rows = screen.getAllByTestId('live-score');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('1:0');
    expect(rows[0]!.textContent).toContain('전반전');
    expect(rows[1]!.textContent).toContain('3쿼터');
    const { markets: _m, ...change } = live('81', 2, 20);
    act(() => sportsBook.applyFixtureChange(change));
    expect(screen.getAllByTestId('live-score')[0]!.textContent).toContain('2:0');
    expect(screen.getAllByTestId('live-score')[0]!.textContent).toContain('후반전');
    act(() => sportsBook.removeFixture('82'));
    expect(screen.getAllByTestId('live-score')).toHaveLength(1);
  });
});
