/**
 * Spec §4 re-bet: the same pick and stake, offered only on a round open now by the
 * server's clock, at the game's current odds, and never while the game is in maintenance.
 */
import { describe, expect, it } from 'vitest';
import type { MinigameEvents, MinigameSetting } from '../../../common/contract/minigame.contract';
import { reBetPlan } from '../../../src/features/bet-history/rebet-plan';

const PICK = 'powerballOddEven.odd';
const setting = (over: Partial<MinigameSetting> = {}): MinigameSetting => ({
  gameId: 211,
  systemMaintenanceFlg: false,
  minStakeWon: 1000,
  maxStakeWon: 1_000_000,
  maxPayoutWon: 10_000_000,
  odds: { [PICK]: 195 },
  ...over,
});
const events = (
  serverTime: string,
  over: Partial<NonNullable<MinigameEvents['current']>> = {},
) => ({
  serverTime,
  current: {
    gameId: 211,
    roundId: '20250310-0042',
    roundNo: 42,
    status: 'open' as const,
    opensAt: '2025-03-10T03:00:00.000Z',
    closesAt: '2025-03-10T03:00:50.000Z',
    drawAt: '2025-03-10T03:01:00.000Z',
    commitHex: 'ab',
    seedHex: null,
    fairRule: 1 as const,
    clientSeed: null,
    outcome: null,
    resultLabels: [],
    ...over,
  },
  recent: [],
});

describe('reBetPlan', () => {
  it('offers the open round at the current odds', () => {
    expect(reBetPlan(setting(), events('2025-03-10T03:00:10.000Z'), PICK)).toEqual({
      ok: true,
      roundId: '20250310-0042',
      roundNo: 42,
      oddsHundredths: 195,
    });
  });

  it('refuses while the game is in maintenance', () => {
    const plan = reBetPlan(
      setting({ systemMaintenanceFlg: true }),
      events('2025-03-10T03:00:10.000Z'),
      PICK,
    );
    expect(plan).toEqual({ ok: false, reason: 'maintenance' });
  });

  it('refuses when betting closed by the server clock, before the round opens, or without a round', () => {
    expect(reBetPlan(setting(), events('2025-03-10T03:00:50.000Z'), PICK)).toEqual({
      ok: false,
      reason: 'noRound',
    });
    expect(reBetPlan(setting(), events('2025-03-10T02:59:59.000Z'), PICK)).toMatchObject({
      reason: 'noRound',
    });
    expect(
      reBetPlan(setting(), events('2025-03-10T03:00:10.000Z', { status: 'closed' }), PICK),
    ).toMatchObject({ reason: 'noRound' });
    const none = { ...events('2025-03-10T03:00:10.000Z'), current: null };
    expect(reBetPlan(setting(), none, PICK)).toMatchObject({ reason: 'noRound' });
  });

  it('refuses a pick the game no longer prices', () => {
    expect(reBetPlan(setting({ odds: {} }), events('2025-03-10T03:00:10.000Z'), PICK)).toEqual({
      ok: false,
      reason: 'noOdds',
    });
  });
});
