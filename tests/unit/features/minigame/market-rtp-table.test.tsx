// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { findGameById } from '../../../../common/domain/minigame/catalog';
import { ResultsPage } from '../../../../src/features/minigame/ResultsPage';
import { json, stubServer } from '../../machines/fake-server';

const POWERBALL_1MIN = 211;
const game = findGameById(POWERBALL_1MIN)!;
const catalogOdds = Object.fromEntries(
  game.markets.flatMap((m) => m.selections.map((s) => [`${m.key}.${s.key}`, s.oddsHundredths])),
);

function server(odds: Record<string, number>) {
  return stubServer({
    'GET /api/minigame/results': () =>
      json(200, { items: [], page: 1, pageCount: 1, totalCount: 0, serverTime: '' }),
    [`GET /api/settingMinigame/${POWERBALL_1MIN}`]: () =>
      json(200, {
        gameId: POWERBALL_1MIN,
        systemMaintenanceFlg: false,
        minStakeWon: 1_000,
        maxStakeWon: 1_000_000,
        maxPayoutWon: 10_000_000,
        odds,
      }),
  });
}

const rtpRow = (key: string) =>
  screen.getAllByTestId('market-rtp-row').find((row) => row.dataset.selectionKey === key)!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/game_result/minigame 환수율', () => {
  it("shows every market's RTP at the game's current odds, in the site's percent format", async () => {
    server({ ...catalogOdds, 'sumSize.medium': 270 });
    render(
      <ResultsPage
        virtuals={null}
        search={{ gameId: POWERBALL_1MIN, date: '2030-01-01' }}
        onSearch={() => {}}
      />,
    );
    const table = await screen.findByTestId('market-rtp-table');
    expect(within(table).getByRole('heading', { name: '마켓별 환수율' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('market-rtp-row')).toHaveLength(15));
    expect(within(table).getByRole('columnheader', { name: '환수율' })).toBeTruthy();
    // 881/2457 × 2.70 = 96.81 %, the operator's price; the others at their defaults.
    const medium = rtpRow('sumSize.medium');
    expect(medium.textContent).toContain('일반볼 대중소');
    expect(medium.textContent).toContain('중 (65-80)');
    expect(medium.textContent).toContain('2.70');
    expect(within(medium).getByTestId('market-rtp').textContent).toBe('96.81%');
    expect(within(rtpRow('powerballOddEven.odd')).getByTestId('market-rtp').textContent).toBe(
      '97.5%',
    );
    expect(within(rtpRow('powerballSection.B')).getByTestId('market-rtp').textContent).toBe('88%');
  });

  it('takes the catalog default for a selection the settings do not list', async () => {
    server({});
    render(
      <ResultsPage
        virtuals={null}
        search={{ gameId: POWERBALL_1MIN, date: '2030-01-01' }}
        onSearch={() => {}}
      />,
    );
    await waitFor(() => expect(screen.getAllByTestId('market-rtp-row')).toHaveLength(15));
    const medium = rtpRow('sumSize.medium');
    expect(medium.textContent).toContain('2.60');
    expect(within(medium).getByTestId('market-rtp').textContent).toBe('93.23%');
  });
});
