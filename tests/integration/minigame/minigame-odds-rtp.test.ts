/**
 * The operator's odds editor on the API: odds that would return more than every won staked are
 * refused with 400 and a Korean message naming the market and its RTP, and nothing is written;
 * odds at or under 100 % are saved. Pushes count as returned stakes. The migration that lowered
 * the seeded powerball "sum medium" 3.50 changes only rows still at that default.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  DEMO,
  login,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { dbTargets } from '../helpers/test-db';

const POWERBALL_1MIN = 211; // eos powerball1
const SKYPARK_BACCARAT = 401; // skypark baccarat1
const NOT_POWERBALL = 217; // ntry powerladder
const MIGRATION = new URL(
  '../../../server/platform/db/migrations/036_powerball_sum_medium_odds.sql',
  import.meta.url,
);

describe.each(dbTargets)('minigame odds editor and RTP on %s', (target) => {
  let h: TestApp;
  let admin: LoggedIn;
  let member: LoggedIn;

  beforeAll(async () => {
    h = await startTestApp(target);
    admin = await login(h.app, ADMIN);
    member = await login(h.app, DEMO);
  });
  afterAll(() => h?.close());

  const put = (gameId: number, odds: Record<string, number>, who = admin) =>
    h.app.inject({
      method: 'PUT',
      url: `/api/admin/minigame/settings/${gameId}`,
      headers: who.headers,
      payload: {
        systemMaintenanceFlg: false,
        minStakeWon: 1_000,
        maxStakeWon: 1_000_000,
        maxPayoutWon: 10_000_000,
        odds,
      },
    });
  const storedOdds = async (gameId: number) => {
    const [row] = await h.db.query<{ odds: Record<string, number> }>(
      'SELECT odds FROM minigame_settings WHERE game_id = $1',
      [gameId],
    );
    return row!.odds;
  };
  const settingsAudits = async () =>
    (await h.db.query(`SELECT 1 FROM audit_log WHERE action = 'minigame.settings'`)).length;

  it('seeds the powerball sum medium at 2.60 (93.2 %)', async () => {
    expect((await storedOdds(POWERBALL_1MIN))['sumSize.medium']).toBe(260);
  });

  it('refuses 3.50 on sum medium (125.5 %) with the market named, and writes nothing', async () => {
    const before = await storedOdds(POWERBALL_1MIN);
    const audits = await settingsAudits();
    const response = await put(POWERBALL_1MIN, { 'sumSize.medium': 350 });
    expect(outcome(response)).toEqual({ status: 400, code: 'ODDS_ABOVE_FULL_RETURN' });
    expect(response.json().message).toBe(
      '파워볼 1분 일반볼 대중소 중 (65-80) 배당 3.50: 환수율 125.5%는 100%를 넘을 수 없습니다.',
    );
    expect(await storedOdds(POWERBALL_1MIN)).toEqual(before);
    expect(await settingsAudits()).toBe(audits);
  });

  it('allows exactly 100 % and refuses a hundredth more (odd/even: 2.00 and 2.01)', async () => {
    expect((await put(POWERBALL_1MIN, { 'powerballOddEven.odd': 200 })).statusCode).toBe(200);
    expect((await storedOdds(POWERBALL_1MIN))['powerballOddEven.odd']).toBe(200);
    const over = await put(POWERBALL_1MIN, { 'powerballOddEven.even': 201 });
    expect(outcome(over)).toEqual({ status: 400, code: 'ODDS_ABOVE_FULL_RETURN' });
    expect(over.json().message).toBe(
      '파워볼 1분 파워볼 홀짝 짝 배당 2.01: 환수율 100.5%는 100%를 넘을 수 없습니다.',
    );
    // 881/2457 × 2.79 = 100.04 %: just over.
    const medium = await put(POWERBALL_1MIN, { 'sumSize.medium': 279 });
    expect(medium.json().message).toContain('배당 2.79: 환수율 100.04%는');
    expect((await put(POWERBALL_1MIN, { 'sumSize.medium': 278 })).statusCode).toBe(200);
  });

  it('counts a push as the stake returned (baccarat player 2.02 saved, 2.03 refused)', async () => {
    // P(player) 0.446247 and P(tie, a push) 0.095156: 2.03 returns 100.1 %, though
    // 0.446247 × 2.03 alone would be 90.6 %.
    expect((await put(SKYPARK_BACCARAT, { 'main.player': 202 })).statusCode).toBe(200);
    const refused = await put(SKYPARK_BACCARAT, { 'main.player': 203 });
    expect(outcome(refused)).toEqual({ status: 400, code: 'ODDS_ABOVE_FULL_RETURN' });
    expect(refused.json().message).toBe(
      '바카라 1 승패 플레이어 배당 2.03: 환수율 100.1%는 100%를 넘을 수 없습니다.',
    );
  });

  it('names every market above 100 % in one refusal', async () => {
    const response = await put(POWERBALL_1MIN, {
      'powerballSection.A': 400,
      'powerballSection.D': 350,
    });
    expect(outcome(response)).toEqual({ status: 400, code: 'ODDS_ABOVE_FULL_RETURN' });
    expect(response.json().message).toBe(
      '파워볼 1분 파워볼 구간 A (0-2) 배당 4.00: 환수율 120%는 100%를 넘을 수 없습니다. ' +
        '파워볼 1분 파워볼 구간 D (7-9) 배당 3.50: 환수율 105%는 100%를 넘을 수 없습니다.',
    );
  });

  it('is for operators only', async () => {
    expect((await put(POWERBALL_1MIN, { 'sumSize.medium': 350 }, member)).statusCode).toBe(403);
  });

  it('the migration lowers only settings still at the old 3.50, audited', async () => {
    const setMedium = (gameId: number, odds: number) =>
      h.db.query(
        `UPDATE minigame_settings SET odds = jsonb_set(odds, '{sumSize.medium}', $2::jsonb)
          WHERE game_id = $1`,
        [gameId, JSON.stringify(odds)],
      );
    await setMedium(POWERBALL_1MIN, 350); // as seeded before the fix
    await setMedium(231, 270); // an operator's own price stays
    const ladderBefore = await storedOdds(NOT_POWERBALL);
    const audits = await settingsAudits();
    await h.db.query(await readFile(MIGRATION, 'utf8'));
    expect((await storedOdds(POWERBALL_1MIN))['sumSize.medium']).toBe(260);
    expect((await storedOdds(231))['sumSize.medium']).toBe(270);
    expect(await storedOdds(NOT_POWERBALL)).toEqual(ladderBefore);
    const [audit] = await h.db.query<{ target: string; before: unknown; after: unknown }>(
      `SELECT target, before, after FROM audit_log WHERE action = 'minigame.settings'
        ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toEqual({
      target: `minigame:${POWERBALL_1MIN}`,
      before: { odds: { 'sumSize.medium': 350 } },
      after: { odds: { 'sumSize.medium': 260 } },
    });
    expect(await settingsAudits()).toBe(audits + 1);
  });
});
