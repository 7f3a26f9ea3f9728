/**
 * Joining and leaving money: free and paid entry (cash, points) through the ledger,
 * joining twice pays once, barred members and closed tournaments refused with a Korean 4xx, an
 * operator's edit only before the start, and a cancel that refunds every fee once (payout record,
 * audit). The list tabs and the detail answer the contract. After each test the ledger balances.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import {
  adminTournamentPayoutsSchema,
  tournamentDetailSchema,
  tournamentListPageSchema,
} from '../../../common/contract/tournament.contract';
import { ADMIN, login, outcome, type LoggedIn } from '../helpers/app-harness';
import { createExtraMember } from '../helpers/extra-members';
import { fund } from '../helpers/ledger-fixtures';
import { dbTargets } from '../helpers/test-db';
import {
  createTournament,
  startTournamentApp,
  tournamentBody,
  type TournamentHarness,
} from './tournament-fixtures';

describe.each(dbTargets)('tournament joining on %s', (target) => {
  let t: TournamentHarness;

  beforeAll(async () => {
    t = await startTournamentApp(target);
  }, 60_000);
  afterAll(() => t?.close());
  afterEach(async () => {
    expect((await verifyLedger(t.h.db)).problems).toEqual([]);
  });

  const member = async (cash = 100_000, points = 0) => {
    const m = await createExtraMember(t.h.db);
    if (cash > 0) await fund(t.h.db, m.id, cash);
    if (points > 0) await fund(t.h.db, m.id, points, 'POINT');
    return { ...m, session: await login(t.h.app, m.credentials) };
  };
  const join = (tournamentId: number, who: LoggedIn, key = `join-${Math.random()}`.slice(0, 30)) =>
    t.h.app.inject({
      method: 'POST',
      url: `/api/tournaments/${tournamentId}/join`,
      headers: who.headers,
      payload: { idempotencyKey: key.replace('.', '') },
    });
  const balances = (memberId: number) => getMemberBalances(t.h.db, memberId);

  it('a free tournament: joined, nothing paid; the tabs and the detail show it', async () => {
    const tour = await createTournament(t);
    const m = await member();
    const answer = await join(tour.id, m.session);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ joined: true, feePaid: 0, emoney: 100_000 });

    const list = await t.h.app.inject({
      method: 'GET',
      url: '/api/tournaments?kind=slot&tab=running',
      headers: m.session.headers,
    });
    const page = tournamentListPageSchema.parse(list.json());
    expect(page.items.find((i) => i.id === tour.id)).toMatchObject({
      joined: true,
      status: 'running',
      participantCount: 1,
    });
    const detail = await t.h.app.inject({
      method: 'GET',
      url: `/api/tournaments/${tour.id}`,
      headers: m.session.headers,
    });
    const parsed = tournamentDetailSchema.parse(detail.json());
    expect(parsed.board.me).toMatchObject({ rank: null, score: 0 });
    expect(parsed.winners).toEqual([]);
    for (const query of ['', '?kind=slot', '?status=running', '?status=finished&kind=casino']) {
      const admin = await t.h.app.inject({
        method: 'GET',
        url: `/api/admin/tournaments${query}`,
        headers: t.admin.headers,
      });
      expect(admin.statusCode, `${query} ${admin.body}`).toBe(200);
    }
    for (const tab of ['running', 'upcoming', 'finished']) {
      const answer = await t.h.app.inject({
        method: 'GET',
        url: `/api/tournaments?kind=casino&tab=${tab}`,
      });
      expect(answer.statusCode, `${tab} ${answer.body}`).toBe(200);
    }
  });

  it('a cash fee is taken once however often the member joins; points fees from points', async () => {
    const cashTour = await createTournament(t, { entryCurrency: 'cash', entryFee: 5_000 });
    const pointTour = await createTournament(t, { entryCurrency: 'points', entryFee: 700 });
    const m = await member(100_000, 1_000);
    expect((await join(cashTour.id, m.session)).json()).toMatchObject({ feePaid: 5_000 });
    expect((await join(cashTour.id, m.session)).json()).toMatchObject({ feePaid: 0 });
    expect((await join(pointTour.id, m.session)).json()).toMatchObject({ feePaid: 700 });
    expect(await balances(m.id)).toMatchObject({ emoney: 95_000, point: 300 });
  });

  it('too little money, a barred member and a closed tournament are refused in Korean', async () => {
    const tour = await createTournament(t, { entryCurrency: 'cash', entryFee: 50_000 });
    const poor = await member(10_000);
    const poorAnswer = await join(tour.id, poor.session);
    expect(outcome(poorAnswer)).toEqual({ status: 409, code: 'INSUFFICIENT_BALANCE' });
    expect(poorAnswer.json().message).toMatch(/[가-힣]/);

    const barred = await member();
    await t.h.db.query("UPDATE members SET tendency = '{22}' WHERE id = $1", [barred.id]);
    expect(outcome(await join(tour.id, barred.session))).toEqual({
      status: 403,
      code: 'TOURNAMENT_MEMBER_BARRED',
    });

    const cancel = await t.h.app.inject({
      method: 'POST',
      url: `/api/admin/tournaments/${tour.id}/cancel`,
      headers: t.admin.headers,
      payload: { reason: '테스트 취소' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(outcome(await join(tour.id, (await member()).session))).toEqual({
      status: 409,
      code: 'TOURNAMENT_CLOSED',
    });
    expect(outcome(await join(2_147_483_000, poor.session))).toEqual({
      status: 404,
      code: 'TOURNAMENT_NOT_FOUND',
    });
  });

  it('cancel refunds every fee once, records it and audits it', async () => {
    const tour = await createTournament(t, { entryCurrency: 'cash', entryFee: 3_000 });
    const a = await member();
    const b = await member();
    await join(tour.id, a.session);
    await join(tour.id, b.session);
    expect((await balances(a.id)).emoney).toBe(97_000);
    const cancel = () =>
      t.h.app.inject({
        method: 'POST',
        url: `/api/admin/tournaments/${tour.id}/cancel`,
        headers: t.admin.headers,
        payload: { reason: '운영 사정' },
      });
    const first = await cancel();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().tournament).toMatchObject({ status: 'cancelled', feesCollected: 0 });
    expect(outcome(await cancel())).toEqual({ status: 409, code: 'TOURNAMENT_NOT_CANCELLABLE' });
    expect((await balances(a.id)).emoney).toBe(100_000);
    expect((await balances(b.id)).emoney).toBe(100_000);
    const record = await t.h.app.inject({
      method: 'GET',
      url: `/api/admin/tournaments/${tour.id}/payouts`,
      headers: t.admin.headers,
    });
    const payouts = adminTournamentPayoutsSchema.parse(record.json()).items;
    expect(payouts.map((p) => [p.kind, p.memberId, p.amount]).sort()).toEqual(
      [
        ['refund', a.id, 3_000],
        ['refund', b.id, 3_000],
      ].sort(),
    );
    const audits = await t.h.db.query<{ action: string }>(
      'SELECT action FROM audit_log WHERE target = $1 ORDER BY id',
      [`tournament:${tour.id}`],
    );
    expect(audits.map((row) => row.action)).toEqual(['tournament.create', 'tournament.cancel']);
  });

  it('edits only before the start; bad bodies are 400s; members cannot use the admin API', async () => {
    const later = new Date(t.clock.now().getTime() + 60 * 60_000);
    const upcoming = await createTournament(t, {
      startsAt: later.toISOString(),
      endsAt: new Date(later.getTime() + 60 * 60_000).toISOString(),
    });
    const edit = async (id: number, overrides: object) =>
      t.h.app.inject({
        method: 'PUT',
        url: `/api/admin/tournaments/${id}`,
        headers: t.admin.headers,
        payload: {
          ...(await tournamentBody(t, {
            startsAt: later.toISOString(),
            endsAt: new Date(later.getTime() + 60 * 60_000).toISOString(),
          })),
          ...overrides,
        },
      });
    const renamed = await edit(upcoming.id, { name: '이름 변경' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().tournament).toMatchObject({ name: '이름 변경', status: 'upcoming' });

    const running = await createTournament(t);
    expect(outcome(await edit(running.id, { name: 'x' }))).toEqual({
      status: 409,
      code: 'TOURNAMENT_STARTED',
    });
    for (const bad of [
      { name: '제어\u0007문자' },
      { endsAt: '2026-02-30T10:00:00+09:00' },
      { entryCurrency: 'cash', entryFee: 0 },
      {
        prizes: [
          { rankFrom: 1, rankTo: 3, currency: 'cash', amount: 1 },
          { rankFrom: 3, rankTo: 5, currency: 'cash', amount: 1 },
        ],
      },
      { gameIds: [2_147_483_648] },
    ]) {
      expect((await edit(upcoming.id, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(outcome(await edit(upcoming.id, { gameIds: [1] }))).toEqual({
      status: 400,
      code: 'TOURNAMENT_GAME_INVALID',
    });
    const m = await member();
    const asMember = await t.h.app.inject({
      method: 'GET',
      url: '/api/admin/tournaments',
      headers: m.session.headers,
    });
    expect(asMember.statusCode).toBe(403);
  });
  it('leaving before the start gives the fee back once; after the start it is refused; a left paid entry is not taken again', async () => {
    const startsAt = t.clock.now().getTime() + 30 * 60_000;
    const tour = await createTournament(t, {
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(startsAt + 60 * 60_000).toISOString(),
      entryCurrency: 'cash',
      entryFee: 2_000,
    });
    const running = await createTournament(t, { entryCurrency: 'cash', entryFee: 2_000 });
    const m = await member();
    const leave = (id: number) =>
      t.h.app.inject({
        method: 'POST',
        url: `/api/tournaments/${id}/leave`,
        headers: m.session.headers,
      });
    expect(outcome(await leave(tour.id))).toEqual({ status: 409, code: 'TOURNAMENT_NOT_ENTERED' });
    await join(tour.id, m.session);
    await join(running.id, m.session);
    expect((await balances(m.id)).emoney).toBe(96_000);

    const left = await leave(tour.id);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({ joined: false, feeRefunded: 2_000, emoney: 98_000 });
    expect((await leave(tour.id)).json()).toMatchObject({ feeRefunded: 0, emoney: 98_000 });
    const again = await join(tour.id, m.session);
    expect(outcome(again)).toEqual({ status: 409, code: 'TOURNAMENT_LEFT' });
    expect(again.json().message).toMatch(/[가-힣]/);

    const started = await leave(running.id);
    expect(outcome(started)).toEqual({ status: 409, code: 'TOURNAMENT_LEAVE_STARTED' });
    expect(started.json().message).toMatch(/[가-힣]/);
    // A cancel later refunds the running entry only; the left one came back already.
    for (const id of [tour.id, running.id]) {
      const cancel = await t.h.app.inject({
        method: 'POST',
        url: `/api/admin/tournaments/${id}/cancel`,
        headers: t.admin.headers,
        payload: { reason: '운영 사정' },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
    }
    expect((await balances(m.id)).emoney).toBe(100_000);
  });

  it('once its end has passed a tournament cannot be cancelled: Korean 409, nothing written', async () => {
    const tour = await createTournament(t, { entryCurrency: 'cash', entryFee: 3_000 });
    const a = await member();
    expect((await join(tour.id, a.session)).json()).toMatchObject({ feePaid: 3_000 });
    t.clock.advanceMinutes(61); // past its end; the end job has not run yet
    t.admin = await login(t.h.app, ADMIN);
    const transfersBefore = await t.h.db.query('SELECT id FROM ledger_transfers');
    const cancel = await t.h.app.inject({
      method: 'POST',
      url: `/api/admin/tournaments/${tour.id}/cancel`,
      headers: t.admin.headers,
      payload: { reason: '결과 확인 후 취소' },
    });
    expect(outcome(cancel)).toEqual({ status: 409, code: 'TOURNAMENT_ENDED' });
    expect(cancel.json().message).toMatch(/[가-힣]/);
    expect(await t.h.db.query('SELECT id FROM ledger_transfers')).toHaveLength(
      transfersBefore.length,
    );
    const [row] = await t.h.db.query<{ state: string }>(
      'SELECT state FROM tournaments WHERE id = $1',
      [tour.id],
    );
    expect(row?.state).toBe('scheduled');
    expect(
      await t.h.db.query('SELECT 1 FROM tournament_payouts WHERE tournament_id = $1', [tour.id]),
    ).toEqual([]);
    const audits = await t.h.db.query<{ action: string }>(
      'SELECT action FROM audit_log WHERE target = $1 ORDER BY id',
      [`tournament:${tour.id}`],
    );
    expect(audits.map((r) => r.action)).toEqual(['tournament.create']);
    expect((await balances(a.id)).emoney).toBe(97_000);
  });
});
