// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { MinigameRoundView } from '../../../../../common/contract/minigame.contract';
import {
  MinigameRoundsCard,
  roundDisplayStatus,
} from '../../../../../src/features/admin/minigame/MinigameRoundsCard';
import { json, stubServer } from '../../../machines/fake-server';

const GAME_ID = 211;
// The server's clock: 12:00:30 Seoul, half way through round 721; the browser's clock is a
// day behind (a stepped dev clock, or a wrong PC clock) and must not matter.
const SERVER_TIME = '2025-01-01T03:00:30.000Z';
const BROWSER_NOW = Date.parse('2024-12-31T03:00:30.000Z');

function round(
  roundNo: number,
  status: MinigameRoundView['status'],
  opensAt: string,
): MinigameRoundView {
  const opens = Date.parse(opensAt);
  return {
    gameId: GAME_ID,
    roundId: `20250101-${String(roundNo).padStart(4, '0')}`,
    roundNo,
    status,
    opensAt,
    closesAt: new Date(opens + 50_000).toISOString(),
    drawAt: new Date(opens + 60_000).toISOString(),
    commitHex: 'ab'.repeat(32),
    seedHex: null,
    fairRule: 1,
    clientSeed: null,
    outcome: null,
    resultLabels: [],
  };
}

// Newest first, as the server lists them: the pre-created next round, the round in play, a
// closed one, a settled one.
const NEXT = round(722, 'open', '2025-01-01T03:01:00.000Z');
const CURRENT = round(721, 'open', '2025-01-01T03:00:00.000Z');
const CLOSED = round(720, 'closed', '2025-01-01T02:59:00.000Z');
const SETTLED = round(719, 'settled', '2025-01-01T02:58:00.000Z');

describe('roundDisplayStatus', () => {
  it('is waiting for an open round whose opensAt is after the server time, else the status', () => {
    expect(roundDisplayStatus(NEXT, SERVER_TIME)).toBe('waiting');
    expect(roundDisplayStatus(CURRENT, SERVER_TIME)).toBe('open');
    // The moment it opens, it takes bets.
    expect(roundDisplayStatus(NEXT, NEXT.opensAt)).toBe('open');
    expect(roundDisplayStatus(CLOSED, '2020-01-01T00:00:00.000Z')).toBe('closed');
    expect(roundDisplayStatus(SETTLED, SERVER_TIME)).toBe('settled');
  });
});

describe('MinigameRoundsCard', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the pre-created next round as 대기 and the round in play as 베팅중', async () => {
    vi.useFakeTimers({ now: BROWSER_NOW, toFake: ['Date'] });
    stubServer({
      'GET /api/admin/minigame/rounds': () =>
        json(200, {
          items: [NEXT, CURRENT, CLOSED, SETTLED],
          page: 1,
          pageCount: 1,
          totalCount: 4,
          serverTime: SERVER_TIME,
        }),
    });
    render(<MinigameRoundsCard gameIds={[GAME_ID]} gameId={GAME_ID} onGameChange={() => {}} />);

    const rows = await waitFor(() => {
      const found = screen.getAllByTestId('admin-round-row');
      expect(found).toHaveLength(4);
      return found;
    });
    const shown = rows.map((row) => within(row).getByTestId('admin-round-status').textContent);
    expect(shown).toEqual(['대기', '베팅중', '마감', '정산완료']);
    // A waiting round is still an unfinished round: the operator may cancel it.
    expect(
      (within(rows[0]!).getByRole('button', { name: '회차 취소' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
  it("shows a rule-2 round's combined client seed beside its commit and seed", async () => {
    const drawn: MinigameRoundView = {
      ...SETTLED,
      seedHex: 'cd'.repeat(32),
      fairRule: 2,
      clientSeed: 'ef'.repeat(32),
    };
    stubServer({
      'GET /api/admin/minigame/rounds': () =>
        json(200, {
          items: [drawn, { ...CLOSED, roundNo: 718, roundId: '20250101-0718' }],
          page: 1,
          pageCount: 1,
          totalCount: 2,
          serverTime: SERVER_TIME,
        }),
    });
    render(<MinigameRoundsCard gameIds={[GAME_ID]} gameId={GAME_ID} onGameChange={() => {}} />);
    const rows = await waitFor(() => {
      const found = screen.getAllByTestId('admin-round-row');
      expect(found).toHaveLength(2);
      return found;
    });
    expect(rows[0]!.textContent).toContain('커밋 abababab…abab');
    expect(rows[0]!.textContent).toContain('시드 cdcdcdcd…cdcd');
    expect(rows[0]!.textContent).toContain('참가자 결합 시드 efefefef…efef');
    expect(rows[1]!.textContent).toContain('규칙 1 (참가자 시드 없음)');
  });
});
