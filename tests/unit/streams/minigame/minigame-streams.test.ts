import { BehaviorSubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { RoundView } from '../../../../src/api/minigame.api';
import { minigameBetsStore, selectGameBets } from '../../../../src/stores/minigame-bets.store';
import {
  minigameRoundsStore,
  selectGameRounds,
} from '../../../../src/stores/minigame-rounds.store';
import { sessionStore } from '../../../../src/stores/session.store';
import { startBetsStream } from '../../../../src/streams/member/bets.stream';
import { startGeneralStream } from '../../../../src/streams/shell/general.stream';
import { member } from '../../stores/fixtures';
import { createFakeSseTransport, message } from '../sse/fake-sse-transport';
import { createManualFrames } from '../sse/manual-frames';

const round = (status: RoundView['status']): RoundView => ({
  gameId: 901,
  roundId: '20261122-0007',
  roundNo: 7,
  status,
  opensAt: '2026-11-22T00:06:00Z',
  closesAt: '2026-11-22T00:06:50Z',
  drawAt: '2026-11-22T00:07:00Z',
  commitHex: 'ab',
  seedHex: null,
  fairRule: 1,
  clientSeed: null,
  outcome: null,
  resultLabels: [],
});

describe('minigame events on the shared streams', () => {
  it('general: minigameRound events reach the rounds store once per frame, others still flow', () => {
    const fake = createFakeSseTransport();
    const frames = createManualFrames();
    const onUnread = vi.fn();
    startGeneralStream({
      handlers: { onMaintenance: vi.fn(), onUnread, onSessionEnded: vi.fn(), onReset: vi.fn() },
      sse: { transport: fake.transport, baseUrl: '/api' },
      requestFrame: frames.request,
      token$: new BehaviorSubject<string | null>(null),
    });
    const writes = vi.fn();
    const unsubscribe = minigameRoundsStore.subscribe(writes);
    fake.last().server.next(message('1', { type: 'minigameRound', round: round('open') }));
    fake.last().server.next(message('2', { type: 'minigameRound', round: round('closed') }));
    fake.last().server.next(message('3', { type: 'unread', count: 2 }));
    frames.run();
    unsubscribe();
    expect(writes).toHaveBeenCalledTimes(1);
    expect(selectGameRounds(minigameRoundsStore.getState(), 901).map((r) => r.status)).toEqual([
      'closed',
    ]);
    expect(onUnread).toHaveBeenCalledWith(2);
  });

  it('bets: minigameBet events reach the bets store', () => {
    const fake = createFakeSseTransport();
    const frames = createManualFrames();
    sessionStore.setState({ user: member(), token: 'tok' });
    startBetsStream({ sse: { transport: fake.transport }, requestFrame: frames.request });
    const bet = {
      id: 55,
      gameId: 901,
      roundId: '20261122-0007',
      selectionKey: 'powerballOddEven.odd',
      stakeWon: 10_000,
      oddsHundredths: 195,
      status: 2,
      payoutWon: 19_500,
      createdAt: '2026-11-22T00:06:10Z',
      settledAt: '2026-11-22T00:07:01Z',
    };
    fake.last().server.next(message('1', { type: 'minigameBet', bet }));
    frames.run();
    expect(selectGameBets(minigameBetsStore.getState(), 901)).toEqual([bet]);
  });
});
