/**
 * A member's casino and slot rounds: only the
 * caller's own, per kind, newest first, 15 a page, by Seoul day, each with the provider's round
 * detail link. Rounds are written directly: the wallet that records them is tested on its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CasinoRoundPage } from '../../../common/contract/casino.contract';
import { ERROR_MESSAGES } from '../../../common/i18n/errors.ko';
import { login, outcome, startTestApp, type LoggedIn, type TestApp } from '../helpers/app-harness';
import { createExtraMember } from '../helpers/extra-members';
import { dbTargets } from '../helpers/test-db';

interface RoundInput {
  memberId: number;
  gameCode: string;
  roundRef: string;
  stake: number;
  win?: number;
  status?: 'open' | 'closed' | 'rolled_back';
  openedAt: string;
}

async function addRound(h: TestApp, r: RoundInput): Promise<void> {
  const closed = (r.status ?? 'closed') === 'closed';
  await h.db.query(
    `INSERT INTO casino_rounds (provider_id, round_ref, member_id, game_id, kind, stake, win,
                                status, opened_at, closed_at)
     SELECT g.provider_id, $2, $1, g.id, g.kind, $4, $5, $6, $7, $8
       FROM casino_games g WHERE g.game_code = $3`,
    [
      r.memberId,
      r.roundRef,
      r.gameCode,
      r.stake,
      r.win ?? 0,
      r.status ?? 'closed',
      r.openedAt,
      closed ? new Date(Date.parse(r.openedAt) + 30_000).toISOString() : null,
    ],
  );
}

describe.each(dbTargets)('casino round history on %s', (target) => {
  let h: TestApp;
  let member: LoggedIn;
  let other: LoggedIn;

  const rounds = async (query: string, who: LoggedIn = member) => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/casino/rounds?${query}`,
      headers: who.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CasinoRoundPage>();
  };

  beforeAll(async () => {
    h = await startTestApp(target);
    const a = await createExtraMember(h.db, { prefix: 'hist' });
    const b = await createExtraMember(h.db, { prefix: 'hist' });
    member = await login(h.app, a.credentials);
    other = await login(h.app, b.credentials);
    // 17 baccarat rounds a minute apart on 2026-03-01 (Seoul), one slot spin, another member's.
    for (let i = 1; i <= 17; i++) {
      await addRound(h, {
        memberId: a.id,
        gameCode: 'baccarat-1',
        roundRef: `baccarat-1-r${i}`,
        stake: 1_000 * i,
        win: i % 2 === 0 ? 1_950 * i : 0,
        openedAt: new Date(Date.parse('2026-03-01T01:00:00Z') + i * 60_000).toISOString(),
      });
    }
    await addRound(h, {
      memberId: a.id,
      gameCode: 'roulette-1',
      roundRef: 'roulette-1-r3',
      stake: 5_000,
      status: 'open',
      // 2026-03-02 00:30 in Seoul: the next Seoul day.
      openedAt: '2026-03-01T15:30:00Z',
    });
    await addRound(h, {
      memberId: a.id,
      gameCode: 'video-5x3',
      roundRef: 'video-5x3-s9',
      stake: 2_000,
      win: 8_000,
      openedAt: '2026-03-01T02:00:00Z',
    });
    await addRound(h, {
      memberId: b.id,
      gameCode: 'baccarat-1',
      roundRef: 'baccarat-1-r1',
      stake: 77_000,
      openedAt: '2026-03-01T01:01:00Z',
    });
  }, 60_000);
  afterAll(() => h?.close());

  it('lists the caller’s own rounds of a kind, newest first, 15 a page', async () => {
    const first = await rounds('kind=casino');
    expect(first).toMatchObject({ page: 1, pageCount: 2, totalCount: 18 });
    expect(first.items).toHaveLength(15);
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      roundRef: 'roulette-1-r3',
      gameName: '유럽식 룰렛',
      gameCode: 'roulette-1',
      kind: 'casino',
      stake: 5_000,
      win: 0,
      status: 'open',
      openedAt: '2026-03-01T15:30:00.000Z',
      closedAt: null,
      detailUrl: '/provider/demo/api/rounds/roulette-1-r3',
    });
    expect(first.items[1]).toMatchObject({
      roundRef: 'baccarat-1-r17',
      stake: 17_000,
      win: 0,
      status: 'closed',
      closedAt: '2026-03-01T01:17:30.000Z',
    });
    const second = await rounds('kind=casino&page=2');
    expect(second.items.map((r) => r.roundRef)).toEqual([
      'baccarat-1-r3',
      'baccarat-1-r2',
      'baccarat-1-r1',
    ]);
    expect(second.items[1]).toMatchObject({ stake: 2_000, win: 3_900 });

    const slots = await rounds('kind=slot');
    expect(slots.items).toMatchObject([
      { roundRef: 'video-5x3-s9', gameName: '드래곤 보물', kind: 'slot', stake: 2_000, win: 8_000 },
    ]);
  });

  it('never shows another member’s rounds', async () => {
    const theirs = await rounds('kind=casino', other);
    expect(theirs.items.map((r) => r.stake)).toEqual([77_000]);
    const mine = await rounds('kind=casino');
    expect(mine.items.some((r) => r.stake === 77_000)).toBe(false);
    expect((await rounds('kind=slot', other)).items).toEqual([]);
  });

  it('filters by Seoul day, both ends inclusive', async () => {
    const day1 = await rounds('kind=casino&from=2026-03-01&to=2026-03-01');
    expect(day1.totalCount).toBe(17);
    const day2 = await rounds('kind=casino&from=2026-03-02');
    expect(day2.items.map((r) => r.roundRef)).toEqual(['roulette-1-r3']);
    const upTo = await rounds('kind=casino&to=2026-02-28');
    expect(upTo.items).toEqual([]);
  });

  it('refuses bad queries with a Korean 400 and callers without a session', async () => {
    for (const query of [
      '',
      'kind=poker',
      'kind=slot&page=0',
      'kind=slot&page=x',
      'kind=slot&from=2026-02-30',
      'kind=slot&from=2026-03-02&to=2026-03-01',
      'kind=slot&from=2026-01-01&to=2026-12-31',
    ]) {
      const res = await h.app.inject({
        method: 'GET',
        url: `/api/casino/rounds?${query}`,
        headers: member.headers,
      });
      expect(outcome(res), query).toEqual({ status: 400, code: 'VALIDATION' });
      expect(res.json().message).toContain(ERROR_MESSAGES.VALIDATION);
    }
    const anonymous = await h.app.inject({ method: 'GET', url: '/api/casino/rounds?kind=slot' });
    expect(outcome(anonymous)).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
  });
});
