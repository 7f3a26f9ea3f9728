/**
 * The live board: top rows, the member's own row pinned with the gap to the next prize,
 * and at most one board per second per stream however fast rounds come — driven by the test's
 * clock and explicit ticks, never by sleeping. The HTTP stream starts with the current board.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TournamentBoardStreams } from '../../../server/tournament/board/board-streams';
import {
  TOURNAMENT_BOARD_INTERVAL_MS,
  tournamentStreamEventSchema,
  type TournamentStreamEvent,
} from '../../../common/contract/tournament.contract';
import { login } from '../helpers/app-harness';
import { createExtraMember } from '../helpers/extra-members';
import { fund } from '../helpers/ledger-fixtures';
import { events, listen, openStream } from '../helpers/sse-client';
import { dbTargets } from '../helpers/test-db';
import {
  createTournament,
  enter,
  playRound,
  player,
  startTournamentApp,
  type TournamentHarness,
} from './tournament-fixtures';

const ONE_INTERVAL_MINUTES = TOURNAMENT_BOARD_INTERVAL_MS / 60_000;

describe.each(dbTargets)('tournament board stream on %s', (target) => {
  let t: TournamentHarness;

  beforeAll(async () => {
    t = await startTournamentApp(target);
  }, 60_000);
  afterAll(() => t?.close());

  it('coalesces to one board per interval and pins the member with the gap to a prize', async () => {
    const tour = await createTournament(t, {
      scoring: 'stake_total',
      prizes: [{ rankFrom: 1, rankTo: 1, currency: 'cash', amount: 10_000 }],
    });
    const leader = await player(t);
    const me = await player(t);
    await enter(t, tour.id, leader.memberId);
    await enter(t, tour.id, me.memberId);
    await playRound(t, leader, 5_000, 0);

    const streams = new TournamentBoardStreams(t.h.db, t.clock.now);
    const heard: TournamentStreamEvent[] = [];
    const detach = await streams.attach(tour.id, {
      memberId: me.memberId,
      send: (event) => heard.push(tournamentStreamEventSchema.parse(event)),
    });
    const boards = () => heard.filter((e) => e.type === 'board').map((e) => e.board);
    expect(boards()).toHaveLength(1);
    expect(boards()[0]!.me).toMatchObject({ rank: null, score: 0 });

    // Many rounds within one interval: no message until the interval has passed.
    for (let i = 0; i < 5; i += 1) {
      await playRound(t, me, 1_000, 0);
      await streams.tickNow();
    }
    expect(boards()).toHaveLength(1);

    t.clock.advanceMinutes(ONE_INTERVAL_MINUTES);
    await streams.tickNow();
    await streams.tickNow();
    expect(boards()).toHaveLength(2);
    expect(boards()[1]!.me).toEqual({
      rank: 2,
      score: 5_000,
      gapToNextPrize: 1,
      nextPrizeRank: 1,
    });
    expect(boards()[1]!.rows.map((r) => [r.rank, r.score, r.isMe])).toEqual([
      [1, 5_000, false],
      [2, 5_000, true],
    ]);
    // The member reads their own name in full; everyone else's is masked.
    const [own] = await t.h.db.query<{ nickname: string }>(
      'SELECT nickname FROM members WHERE id = $1',
      [me.memberId],
    );
    expect(boards()[1]!.rows[1]!.displayName).toBe(own!.nickname);
    expect(boards()[1]!.rows[0]!.displayName).toContain('*');

    // Nothing changed: nothing sent, however many intervals pass.
    t.clock.advanceMinutes(ONE_INTERVAL_MINUTES);
    await streams.tickNow();
    expect(boards()).toHaveLength(2);

    await playRound(t, me, 1_000, 0);
    t.clock.advanceMinutes(ONE_INTERVAL_MINUTES);
    await streams.tickNow();
    expect(boards()).toHaveLength(3);
    expect(boards()[2]!.me).toMatchObject({ rank: 1, gapToNextPrize: null });
    detach();
    expect(streams.streamCount).toBe(0);
  });

  it('GET /api/sse/tournament/:id starts with the board, the member pinned', async () => {
    const tour = await createTournament(t, { scoring: 'win_total' });
    const m = await createExtraMember(t.h.db);
    await fund(t.h.db, m.id, 10_000);
    const session = await login(t.h.app, m.credentials);
    const joined = await t.h.app.inject({
      method: 'POST',
      url: `/api/tournaments/${tour.id}/join`,
      headers: session.headers,
      payload: { idempotencyKey: `join-${m.id}-stream` },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const baseUrl = await listen(t.h.app);
    const stream = await openStream(baseUrl, `/api/sse/tournament/${tour.id}`, session.headers);
    expect(stream.status).toBe(200);
    await stream.waitFor((frames) => events(frames).length >= 1);
    const first = tournamentStreamEventSchema.parse(events(stream.frames)[0]!.data);
    expect(first).toMatchObject({
      type: 'board',
      board: { tournamentId: tour.id, me: { rank: null, score: 0 }, final: false },
    });
    stream.close();
    const missing = await t.h.app.inject({ method: 'GET', url: '/api/sse/tournament/2147483000' });
    expect(missing.statusCode).toBe(404);
  });
});
