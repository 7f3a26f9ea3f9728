import { BehaviorSubject } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TournamentBoard } from '../../../common/contract/tournament.contract';
import { sessionStore } from '../../../src/stores/session.store';
import { tournamentBoardStore } from '../../../src/streams/tournament/tournament-board.store';
import { watchTournamentBoard } from '../../../src/streams/tournament/tournament-board.stream';
import { createFakeSseTransport, message, open } from '../streams/sse/fake-sse-transport';
import { createManualFrames } from '../streams/sse/manual-frames';

const board = (asOf: string, patch: Partial<TournamentBoard> = {}): TournamentBoard => ({
  tournamentId: 7,
  status: 'running',
  scoring: 'multiplier',
  participantCount: 1,
  rows: [],
  me: null,
  final: false,
  asOf,
  ...patch,
});
const myRow = { rank: 1, displayName: '데모회원', score: 250, prize: null, isMe: true };

afterEach(() => {
  tournamentBoardStore.setState({ boards: {}, connection: {}, serverOffsetMs: 0 });
  sessionStore.setState({ token: null, user: null });
});

function start(fetchBoard: () => Promise<TournamentBoard>) {
  const fake = createFakeSseTransport();
  const frames = createManualFrames();
  const token$ = new BehaviorSubject<string | null>('tok-1');
  sessionStore.setState({ token: 'tok-1' });
  const subscription = watchTournamentBoard(7, {
    sse: { transport: fake.transport, baseUrl: '/api' },
    fetchBoard,
    requestFrame: frames.request,
    token$,
  });
  return { fake, frames, token$, subscription };
}

describe('tournament board stream', () => {
  it('writes the snapshot, then the stream boards, one write per frame, with the member token', async () => {
    const { fake, frames, subscription } = start(() =>
      Promise.resolve(board('2026-11-25T03:00:00Z')),
    );
    await Promise.resolve();
    frames.run();
    expect(tournamentBoardStore.getState().boards[7]?.rows).toEqual([]);
    expect(fake.last().request.url).toBe('/api/sse/tournament/7');
    expect(fake.last().request.headers['X-AUTH-TOKEN']).toBe('Bearer tok-1');

    fake.last().server.next(open());
    expect(tournamentBoardStore.getState().connection[7]).toBe('connected');
    const writes: unknown[] = [];
    const unsubscribe = tournamentBoardStore.subscribe((s) => writes.push(s));
    fake.last().server.next(message('1', { type: 'board', board: board('2026-11-25T03:00:01Z') }));
    fake
      .last()
      .server.next(
        message('2', { type: 'board', board: board('2026-11-25T03:00:02Z', { rows: [myRow] }) }),
      );
    frames.run();
    unsubscribe();
    expect(writes).toHaveLength(1);
    expect(tournamentBoardStore.getState().boards[7]?.rows).toEqual([myRow]);
    subscription.unsubscribe();
    expect(tournamentBoardStore.getState().connection[7]).toBe('idle');
  });

  it('a snapshot answered late does not roll the board back; status events move it at once', async () => {
    let answer: (b: TournamentBoard) => void = () => {};
    const { fake, frames, subscription } = start(
      () => new Promise<TournamentBoard>((resolve) => (answer = resolve)),
    );
    fake
      .last()
      .server.next(
        message('1', { type: 'board', board: board('2026-11-25T03:00:05Z', { rows: [myRow] }) }),
      );
    frames.run();
    answer(board('2026-11-25T03:00:00Z'));
    await Promise.resolve();
    await Promise.resolve();
    frames.run();
    expect(tournamentBoardStore.getState().boards[7]?.rows).toEqual([myRow]);

    fake.last().server.next(message('2', { type: 'status', tournamentId: 7, status: 'finished' }));
    frames.run();
    expect(tournamentBoardStore.getState().boards[7]?.status).toBe('finished');
    subscription.unsubscribe();
  });

  it('reconnects with the new token on login switch, and ignores a malformed message', () => {
    const { fake, frames, token$, subscription } = start(() => new Promise(() => {}));
    fake.last().server.next(message('1', { type: 'board', board: { nonsense: true } }));
    frames.run();
    expect(tournamentBoardStore.getState().boards[7]).toBeUndefined();
    sessionStore.setState({ token: 'tok-2' });
    token$.next('tok-2');
    expect(fake.connections).toHaveLength(2);
    expect(fake.connections[0]!.closed).toBe(true);
    expect(fake.last().request.headers['X-AUTH-TOKEN']).toBe('Bearer tok-2');
    subscription.unsubscribe();
  });

  it('learns the server clock from the board (the countdowns count on it)', async () => {
    // The browser's clock is pinned; the server (the simulated clock of the tests) is a minute on.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-11-25T03:00:00Z'));
    try {
      const { frames, subscription } = start(() => Promise.resolve(board('2026-11-25T03:01:00Z')));
      await Promise.resolve();
      await Promise.resolve();
      frames.run();
      expect(tournamentBoardStore.getState().serverOffsetMs).toBe(60_000);
      subscription.unsubscribe();
    } finally {
      vi.useRealTimers();
    }
  });
});
