import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import { liveSportsSlipMachine, sportsSlipInputOf } from '../../../src/app/sports-slip-io';
import { slipEntryFromBook } from '../../../src/features/sports/slip/slip-entry-of';
import { sessionStore } from '../../../src/stores/session.store';
import { sportsBetsStore } from '../../../src/stores/sports-bets.store';
import { sportsBook } from '../../../src/stores/sports-book.store';
import { startBetsStream } from '../../../src/streams/member/bets.stream';
import { clearSportsBets } from '../../../src/streams/sports/sports-bets.stream';
import { json, stubServer } from '../machines/fake-server';
import { member } from '../stores/fixtures';
import { resetStores } from '../stores/reset-stores';
import { betView, fixtureView } from '../stores/sports-book-fixtures';
import { createFakeSseTransport, message, open } from '../streams/sse/fake-sse-transport';
import { createManualFrames } from '../streams/sse/manual-frames';

const LIMITS = {
  level: 1,
  minStakeWon: 5_000,
  maxStakeWon: 1_000_000,
  maxPayoutWon: 10_000_000,
  maxSelections: 10,
  oddsPolicy: 'none',
};

/**
 * A placed bet and the balance reach their stores once, by one path. The placement's
 * answer and the bets stream's echo carry the same bet and balance; the real slip machine (with
 * the app's I/O) and the real bets stream (on a fake transport) together write each store once.
 */
describe('a placed sports bet through the slip and the bets stream', () => {
  beforeEach(() => {
    resetStores();
    sportsBook.reset();
    clearSportsBets();
    sessionStore.setState({ user: member({ emoney: 500_000, point: 7 }), token: 'tok' });
    sportsBook.ingestFixtures([fixtureView('100')], { book: 'korea' });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('writes the bet once and the balance once, and the slip follows the store', async () => {
    const fake = createFakeSseTransport();
    const frames = createManualFrames();
    const stream = startBetsStream({
      sse: { transport: fake.transport },
      requestFrame: frames.request,
    });
    fake.last().server.next(open());
    const actor = createActor(
      liveSportsSlipMachine.provide({ actors: { holdInplayFeed: fromCallback(() => undefined) } }),
      { input: sportsSlipInputOf('korean') },
    ).start();
    stubServer({
      'GET /api/sports/limits': () => json(200, LIMITS),
      'POST /api/sports/bets': () => json(200, { bet: betView(42), emoney: 490_000 }),
    });
    actor.send({ type: 'LOAD_LIMITS' });
    await waitFor(actor, (s) => s.matches({ limits: 'ready' }));
    const entry = slipEntryFromBook('korean', sportsBook.getState(), '1001');
    if (!entry) throw new Error('selection 1001 is not in the book');
    actor.send({ type: 'PICK', entry });
    actor.send({ type: 'SET_STAKE', stakeWon: 10_000 });

    const sessionWrites = vi.spyOn(sessionStore, 'setState');
    const betWrites = vi.spyOn(sportsBetsStore, 'setState');
    actor.send({ type: 'PLACE' });
    await waitFor(actor, (s) => s.matches({ slip: 'placed' }));
    // The bets stream's echo of the same placement.
    fake.last().server.next(message('1', { type: 'sportsBet', bet: betView(42) }));
    fake.last().server.next(message('2', { type: 'balance', emoney: 490_000, point: 7 }));
    frames.run();

    expect(betWrites).toHaveBeenCalledTimes(1);
    expect(sessionWrites).toHaveBeenCalledTimes(1);
    expect(sportsBetsStore.getState().bets['42']).toEqual(betView(42));
    expect(sessionStore.getState().user).toMatchObject({ emoney: 490_000, point: 7 });
    expect(actor.getSnapshot().context.balanceWon).toBe(490_000);
    actor.stop();
    stream.unsubscribe();
  });
});
