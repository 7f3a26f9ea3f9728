/**
 * /bet_result's minigame and virtual tabs on the API:
 * GET /api/minigame/bet-history answers the logged-in member's own bets only, split by the
 * catalog's game type (spec §3: 3 minigame, 4 virtual), filtered by spec §4 status and by
 * Asia/Seoul days, 15 a page (spec §9) newest first; bad input is a 400 with a Korean message.
 * Rounds and bets are written straight into the tables, so every figure is known in advance.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MinigameHistoryPage } from '../../../common/contract/bet-history.contract';
import { ERROR_MESSAGES } from '../../../common/i18n/errors.ko';
import { login, outcome, startTestApp, type LoggedIn, type TestApp } from '../helpers/app-harness';
import { createExtraMember } from '../helpers/extra-members';
import { badCasesOf, operationsOf, requestOf, type BadCase } from '../helpers/openapi-bad-input';
import { dbTargets } from '../helpers/test-db';

const MINIGAME_ID = 211; // eos powerball1 (game type 3)
const VIRTUAL_ID = 831; // bet365 soccer/eurocups (game type 4)
/** 2025-03-10 00:00 in Seoul (UTC+9, no DST). */
const MAR10_KST = Date.parse('2025-03-09T15:00:00.000Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const at = (ms: number) => new Date(MAR10_KST + ms).toISOString();

describe.each(dbTargets)('member minigame/virtual bet history on %s', (target) => {
  let h: TestApp;
  let member: LoggedIn;
  let other: LoggedIn;
  let memberId: number;
  let otherId: number;
  let roundSeq = 9000;
  let keySeq = 0;

  beforeAll(async () => {
    h = await startTestApp(target);
    const [a, b] = [await createExtraMember(h.db), await createExtraMember(h.db)];
    memberId = a.id;
    otherId = b.id;
    member = await login(h.app, a.credentials);
    other = await login(h.app, b.credentials);
  }, 60_000);
  afterAll(() => h?.close());

  /** A settled round of `gameId` with result chips, its id on a day far from the test clock. */
  async function round(gameId: number): Promise<string> {
    roundSeq += 1;
    const roundId = `20250310-${roundSeq}`;
    await h.db.query(
      `INSERT INTO minigame_rounds (game_id, round_id, round_no, status, opens_at, closes_at,
                                    draw_at, seed_hex, commit_hex, result_labels)
       VALUES ($1, $2, $3, 'settled', $4, $4, $4, 'ab', 'cd', $5::jsonb)`,
      [gameId, roundId, roundSeq, at(0), JSON.stringify(['파워볼 홀'])],
    );
    return roundId;
  }

  async function bet(
    who: number,
    gameId: number,
    createdAt: string,
    opts: { status?: number; stakeWon?: number } = {},
  ): Promise<number> {
    const roundId = await round(gameId);
    keySeq += 1;
    const [row] = await h.db.query<{ id: number }>(
      `INSERT INTO minigame_bets (member_id, game_id, round_id, selection_key, stake_won,
                                  odds_hundredths, idempotency_key, status, created_at)
       VALUES ($1, $2, $3, 'powerballOddEven.odd', $4, 195, $5, $6, $7) RETURNING id`,
      [
        who,
        gameId,
        roundId,
        opts.stakeWon ?? 1000,
        `history-${keySeq}`,
        opts.status ?? 0,
        createdAt,
      ],
    );
    return Number(row!.id);
  }

  const history = (query: string, who: LoggedIn | null = member) =>
    h.app.inject({
      method: 'GET',
      url: `/api/minigame/bet-history?${query}`,
      ...(who ? { headers: who.headers } : {}),
    });
  const page = async (query: string, who: LoggedIn = member) => {
    const response = await history(query, who);
    expect(response.statusCode).toBe(200);
    return response.json<MinigameHistoryPage>();
  };

  it('shows only the member’s own bets, minigames and virtual sports apart', async () => {
    const mini = await bet(memberId, MINIGAME_ID, at(10 * MINUTE), { stakeWon: 3000 });
    const virtual = await bet(memberId, VIRTUAL_ID, at(11 * MINUTE), { status: 2 });
    await bet(otherId, MINIGAME_ID, at(12 * MINUTE));
    await bet(otherId, VIRTUAL_ID, at(13 * MINUTE));

    const minis = await page('kind=minigame');
    expect(minis.items.map((b) => b.id)).toEqual([mini]);
    expect(minis.items[0]).toMatchObject({
      gameId: MINIGAME_ID,
      stakeWon: 3000,
      oddsHundredths: 195,
      status: 0,
      roundNo: expect.any(Number),
      resultLabels: ['파워볼 홀'],
    });
    expect(minis.totalCount).toBe(1);
    const virtuals = await page('kind=virtual');
    expect(virtuals.items.map((b) => b.id)).toEqual([virtual]);
    expect(virtuals.items[0]).toMatchObject({ gameId: VIRTUAL_ID, status: 2 });
    // The other member sees their own two, never this member's.
    expect((await page('kind=minigame', other)).items.every((b) => b.id !== mini)).toBe(true);
    expect((await page('kind=virtual', other)).totalCount).toBe(1);
  });

  it('filters by spec §4 status', async () => {
    const lost = await bet(memberId, MINIGAME_ID, at(20 * MINUTE), { status: 1 });
    const cancelled = await bet(memberId, MINIGAME_ID, at(21 * MINUTE), { status: -1 });
    const push = await bet(memberId, MINIGAME_ID, at(22 * MINUTE), { status: 3 });
    expect((await page('kind=minigame&status=1')).items.map((b) => b.id)).toEqual([lost]);
    expect((await page('kind=minigame&status=-1')).items.map((b) => b.id)).toEqual([cancelled]);
    expect((await page('kind=minigame&status=3')).items.map((b) => b.id)).toEqual([push]);
    expect((await page('kind=minigame&status=2')).items).toEqual([]);
  });

  it('filters by Seoul days, both ends inclusive', async () => {
    const lastMinuteOfMar11 = await bet(memberId, VIRTUAL_ID, at(2 * DAY - MINUTE));
    const firstMinuteOfMar12 = await bet(memberId, VIRTUAL_ID, at(2 * DAY));
    const mar11 = await page('kind=virtual&from=2025-03-11&to=2025-03-11');
    expect(mar11.items.map((b) => b.id)).toEqual([lastMinuteOfMar11]);
    const fromMar12 = await page('kind=virtual&from=2025-03-12');
    expect(fromMar12.items.map((b) => b.id)).toEqual([firstMinuteOfMar12]);
    // Up to Mar 10: only the first test's virtual bet, placed that day.
    const toMar10 = await page('kind=virtual&to=2025-03-10');
    expect(toMar10.totalCount).toBe(1);
    expect(toMar10.items[0]!.createdAt < at(DAY)).toBe(true);
  });

  it('pages 15 at a time, newest first', async () => {
    const fresh = await createExtraMember(h.db);
    const session = await login(h.app, fresh.credentials);
    const ids: number[] = [];
    for (let i = 0; i < 17; i += 1) ids.push(await bet(fresh.id, MINIGAME_ID, at(3 * DAY + i)));
    const newestFirst = [...ids].reverse();
    const first = await page('kind=minigame', session);
    expect(first).toMatchObject({ page: 1, pageCount: 2, totalCount: 17 });
    expect(first.items.map((b) => b.id)).toEqual(newestFirst.slice(0, 15));
    const second = await page('kind=minigame&page=2', session);
    expect(second).toMatchObject({ page: 2, pageCount: 2, totalCount: 17 });
    expect(second.items.map((b) => b.id)).toEqual(newestFirst.slice(15));
    expect((await page('kind=minigame&page=3', session)).items).toEqual([]);
  });

  it('refuses bad input with a 400 and a Korean message, and a visitor with a 401', async () => {
    for (const query of [
      '',
      'kind=casino',
      'kind=minigame&status=5',
      'kind=minigame&status=abc',
      'kind=minigame&from=2025-13-01',
      'kind=minigame&to=yesterday',
      'kind=minigame&page=0',
    ]) {
      const response = await history(query);
      expect({ query, ...outcome(response) }).toMatchObject({ query, status: 400 });
      expect(response.json().message).toMatch(/[가-힣]/);
    }
    const reversed = await history('kind=minigame&from=2025-03-12&to=2025-03-11');
    expect(outcome(reversed)).toEqual({ status: 400, code: 'BET_HISTORY_RANGE_INVALID' });
    expect(reversed.json().message).toBe(ERROR_MESSAGES.BET_HISTORY_RANGE_INVALID);
    const tooLong = await history('kind=minigame&from=2024-01-01&to=2025-03-11');
    expect(outcome(tooLong)).toEqual({ status: 400, code: 'BET_HISTORY_RANGE_TOO_LONG' });
    // A year and a day fits.
    expect((await history('kind=minigame&from=2024-03-10&to=2025-03-10')).statusCode).toBe(200);
    expect((await history('kind=minigame', null)).statusCode).toBe(401);
  });

  it('answers every generated bad value of its OpenAPI schema with a Korean 4xx', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const op = operationsOf(doc).find(
      (each) => each.method === 'GET' && each.path === '/api/minigame/bet-history',
    )!;
    expect(op).toBeDefined();
    const refused = async (c: BadCase) => {
      const response = await h.app.inject(requestOf(op, c, member.headers));
      const body = response.json<{ code?: unknown; message?: unknown }>();
      return (
        response.statusCode >= 400 &&
        response.statusCode < 500 &&
        typeof body.code === 'string' &&
        typeof body.message === 'string' &&
        /[가-힣]/.test(body.message)
      );
    };
    const { fixed, random } = badCasesOf(op);
    expect(fixed.length).toBeGreaterThan(0);
    for (const c of fixed) expect(await refused(c)).toBe(true);
    await fc.assert(fc.asyncProperty(random, refused), { numRuns: 40 });
  });
});
