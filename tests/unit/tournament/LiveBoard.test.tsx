// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TournamentBoard } from '../../../common/contract/tournament.contract';
import { LiveBoard } from '../../../src/features/tournament/LiveBoard';

afterEach(cleanup);

const prize = { rankFrom: 1, rankTo: 1, currency: 'cash' as const, amount: 10_000 };
const board = (patch: Partial<TournamentBoard>): TournamentBoard => ({
  tournamentId: 3,
  status: 'running',
  scoring: 'multiplier',
  participantCount: 80,
  rows: [
    { rank: 1, displayName: '강**', score: 12_345, prize, isMe: false },
    { rank: 2, displayName: '바**', score: 5_000, prize: null, isMe: false },
  ],
  me: null,
  final: false,
  asOf: '2026-11-25T03:00:00Z',
  ...patch,
});

describe('the live board', () => {
  it('pins the member’s own row under the top rows when they rank further down, with the gap', () => {
    render(
      <LiveBoard
        tournamentId={3}
        connection="connected"
        board={board({ me: { rank: 64, score: 250, gapToNextPrize: 12_096, nextPrizeRank: 1 } })}
      />,
    );
    const pinned = screen.getByTestId('tournament-board-me-row');
    expect(pinned.textContent).toContain('64위');
    expect(pinned.textContent).toContain('2.50배');
    expect(screen.getByTestId('tournament-gap').textContent).toContain(
      '1위 상금까지 120.96배 남았습니다.',
    );
    expect(screen.getByTestId('tournament-board-connection').textContent).toContain('실시간');
  });

  it('marks the own row inside the top rows instead of pinning a second one', () => {
    const rows = board({}).rows.map((row) => (row.rank === 1 ? { ...row, isMe: true } : row));
    render(
      <LiveBoard
        tournamentId={3}
        connection="connected"
        board={board({
          rows,
          me: { rank: 1, score: 12_345, gapToNextPrize: null, nextPrizeRank: null },
        })}
      />,
    );
    expect(screen.queryByTestId('tournament-board-me-row')).toBeNull();
    const mine = screen
      .getAllByTestId('tournament-board-row')
      .find((row) => row.getAttribute('data-me') === 'true')!;
    expect(within(mine).getByText('10,000원')).toBeTruthy();
    expect(screen.getByTestId('tournament-my-rank').textContent).toContain('상금권에 있습니다.');
  });

  it('a final board is titled 최종 순위 and no longer says it is live', () => {
    render(
      <LiveBoard
        tournamentId={3}
        connection="idle"
        board={board({ final: true, status: 'finished' })}
      />,
    );
    expect(screen.getByRole('heading', { name: '최종 순위' })).toBeTruthy();
    expect(screen.queryByTestId('tournament-board-connection')).toBeNull();
    expect(screen.getByText('참가하면 내 순위가 여기에 표시됩니다.')).toBeTruthy();
  });
});
