import { describe, expect, it } from 'vitest';
import type { TournamentBoard } from '../../../common/contract/tournament.contract';
import { applyStatus, mergeBoard } from '../../../src/streams/tournament/board-merge';

const board = (asOf: string, patch: Partial<TournamentBoard> = {}): TournamentBoard => ({
  tournamentId: 7,
  status: 'running',
  scoring: 'win_total',
  participantCount: 2,
  rows: [],
  me: null,
  final: false,
  asOf,
  ...patch,
});

describe('board merge', () => {
  it('takes the board computed last, whichever of snapshot and stream arrives last', () => {
    const older = board('2026-11-25T03:00:01Z');
    const newer = board('2026-11-25T03:00:02Z', { participantCount: 3 });
    expect(mergeBoard(older, newer)).toBe(newer);
    expect(mergeBoard(newer, older)).toBe(newer);
    expect(mergeBoard(undefined, older)).toBe(older);
  });

  it('never replaces a final board with a live one still in flight', () => {
    const final = board('2026-11-25T03:00:01Z', { final: true, status: 'finished' });
    const lateLive = board('2026-11-25T03:00:05Z');
    expect(mergeBoard(final, lateLive)).toBe(final);
    expect(mergeBoard(lateLive, final)).toBe(final);
  });

  it('a status event moves a live board at once, never a final one', () => {
    const live = board('2026-11-25T03:00:01Z', { status: 'upcoming' });
    expect(applyStatus(live, 'running')?.status).toBe('running');
    const final = board('2026-11-25T03:00:01Z', { final: true, status: 'finished' });
    expect(applyStatus(final, 'cancelled')).toBe(final);
    expect(applyStatus(undefined, 'running')).toBeUndefined();
  });
});
