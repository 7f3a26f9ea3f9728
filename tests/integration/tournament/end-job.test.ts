/**
 * The end of a tournament: the job freezes the final ranks and pays the prize
 * table through the ledger exactly once — when a run fails halfway (its transaction rolls back and
 * the next run pays everything), after a restart (a new job instance pays nothing again), and when
 * two nodes race (two instances on one database at once). Winners get an inbox message and a live
 * event; the finished tournament keeps its board and winners. The ledger balances after each test.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MessageService } from '../../../server/community/message.service';
import type { Queryable } from '../../../server/platform/db/db';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { Realtime } from '../../../server/platform/sse/realtime';
import { TournamentEndJob } from '../../../server/tournament/end/tournament-end.job';
import { tournamentDetailSchema } from '../../../common/contract/tournament.contract';
import { dbTargets } from '../helpers/test-db';
import {
  createTournament,
  enter,
  playRound,
  player,
  startTournamentApp,
  type Player,
  type TournamentHarness,
} from './tournament-fixtures';

describe.each(dbTargets)('tournament end job on %s', (target) => {
  let t: TournamentHarness;

  beforeAll(async () => {
    t = await startTournamentApp(target);
  }, 60_000);
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await verifyLedger(t.h.db)).problems).toEqual([]);
  });

  /** A job as a node would run it (its own instance: a restart, or a second node). */
  const node = (messages = new MessageService(t.h.db, t.clock.now, new Realtime(t.h.bus))) =>
    new TournamentEndJob(t.h.db, t.clock.now, new Realtime(t.h.bus), messages);

  /** A running tournament with four ranked players (wins 4k, 3k, 2k, 1k) and its end passed. */
  const endedTournament = async () => {
    const tour = await createTournament(t, { scoring: 'win_total' });
    const players: Player[] = [];
    for (const win of [4_000, 3_000, 2_000, 1_000]) {
      const p = await player(t);
      await enter(t, tour.id, p.memberId);
      await playRound(t, p, 1_000, win);
      players.push(p);
    }
    t.clock.advanceMinutes(61);
    return { tour, players };
  };
  const payouts = (tournamentId: number) =>
    t.h.db.query<{ member_id: number; rank: number; currency: string; amount: number }>(
      `SELECT member_id, rank, currency, amount FROM tournament_payouts
        WHERE tournament_id = $1 AND kind = 'prize' ORDER BY rank`,
      [tournamentId],
    );
  const prizeTransfers = (tournamentId: number) =>
    t.h.db.query('SELECT id FROM ledger_transfers WHERE reference = $1 AND kind = $2', [
      `tournament:${tournamentId}`,
      'tournament_prize',
    ]);

  it('pays the prize table once, tells the winners, and keeps the final board', async () => {
    const { tour, players } = await endedTournament();
    const before = await getMemberBalances(t.h.db, players[0]!.memberId);
    t.h.general.length = 0;
    const finished = await node().run();
    expect(finished.map((f) => f.tournament.id)).toContain(tour.id);
    expect(await payouts(tour.id)).toEqual([
      { member_id: players[0]!.memberId, rank: 1, currency: 'cash', amount: 50_000 },
      { member_id: players[1]!.memberId, rank: 2, currency: 'points', amount: 5_000 },
      { member_id: players[2]!.memberId, rank: 3, currency: 'points', amount: 5_000 },
    ]);
    expect((await getMemberBalances(t.h.db, players[0]!.memberId)).emoney).toBe(
      before.emoney + 50_000,
    );
    const inbox = await t.h.db.query<{ title: string }>(
      'SELECT title FROM messages WHERE member_id = $1',
      [players[0]!.memberId],
    );
    expect(inbox[0]?.title).toContain('1위');
    expect(
      t.h.general.filter((e) => e.event.type === 'tournamentPrize').map((e) => e.memberId),
    ).toEqual(players.slice(0, 3).map((p) => p.memberId));

    const detail = tournamentDetailSchema.parse(
      (await t.h.app.inject({ method: 'GET', url: `/api/tournaments/${tour.id}` })).json(),
    );
    expect(detail.tournament.status).toBe('finished');
    expect(detail.board.final).toBe(true);
    expect(detail.board.rows.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
    expect(detail.winners.map((w) => [w.rank, w.amount])).toEqual([
      [1, 50_000],
      [2, 5_000],
      [3, 5_000],
    ]);
    const [audit] = await t.h.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE target = $1 AND action = 'tournament.finish'",
      [`tournament:${tour.id}`],
    );
    expect(audit).toBeDefined();
  });

  it('a run that fails halfway pays nothing; the next run pays once; a restart pays nothing', async () => {
    const { tour } = await endedTournament();
    // The inbox fails at the second winner: the whole tournament's transaction rolls back.
    let sent = 0;
    const failing = new MessageService(t.h.db, t.clock.now, new Realtime(t.h.bus));
    const send = failing.send.bind(failing);
    failing.send = async (tx: Queryable, input) => {
      sent += 1;
      if (sent === 2) throw new Error('node died mid-payment');
      return send(tx, input);
    };
    await expect(node(failing).run()).rejects.toThrow('node died');
    expect(await payouts(tour.id)).toEqual([]);
    expect(await prizeTransfers(tour.id)).toHaveLength(0);

    await node().run();
    expect(await payouts(tour.id)).toHaveLength(3);
    const restarted = await node().run();
    expect(restarted).toEqual([]);
    expect(await prizeTransfers(tour.id)).toHaveLength(3);
  });

  it('two nodes racing pay once', async () => {
    const { tour } = await endedTournament();
    const [a, b] = await Promise.all([node().run(), node().run()]);
    expect([...a, ...b].filter((f) => f.tournament.id === tour.id)).toHaveLength(1);
    expect(await payouts(tour.id)).toHaveLength(3);
    expect(await prizeTransfers(tour.id)).toHaveLength(3);
  });
});
