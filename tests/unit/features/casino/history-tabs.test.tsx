// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { betResultSearchSchema } from '../../../../src/features/sports/bet-result/bet-result-search';
import { casinoHistorySearchSchema } from '../../../../src/features/casino/history-tabs';
import { OutcomeView } from '../../../../src/features/casino/OutcomeView';
import { lobbyPage, lobbyTabs } from '../../../../src/features/casino/lobbies';

afterEach(cleanup);

// The route's search: the sports history's, plus the casino and slot tabs.
const routeSearch = betResultSearchSchema.merge(casinoHistorySearchSchema);

describe('/bet_result tabs', () => {
  it('reads ?tab=casino|slot with its page; anything else is the sports tab', () => {
    expect(routeSearch.parse({ tab: 'casino', page: '2' })).toMatchObject({
      tab: 'casino',
      page: 2,
    });
    expect(routeSearch.parse({ tab: 'slot' }).tab).toBe('slot');
    expect(routeSearch.parse({ tab: 'poker' }).tab).toBeUndefined();
    expect(routeSearch.parse({ status: '2' })).toEqual({ status: 2 });
  });
});

describe('lobby pages (spec §2)', () => {
  it('each line of business has its three lobbies at the spec paths', () => {
    expect(lobbyTabs('casino').map((p) => p.path)).toEqual([
      '/casino',
      '/casino/index_cx',
      '/casino/index_vinus',
    ]);
    expect(lobbyTabs('slot').map((p) => p.path)).toEqual([
      '/slot',
      '/slot/index_cx',
      '/slot/index_vinus',
    ]);
    expect(lobbyPage('slot', 'vinus').title).toBe('슬롯 VINUS');
  });
});

describe('round outcome views', () => {
  it('roulette shows the pocket in its colour', () => {
    render(<OutcomeView drawCode="roulette" outcome={{ pocket: 0 }} />);
    const pocket = screen.getByTestId('round-detail-roulette').querySelector('[data-colour]');
    expect(pocket?.textContent).toBe('0');
    expect(pocket?.getAttribute('data-colour')).toBe('green');
  });

  it('a slot step names its symbols and marks the winning cells', () => {
    const screenCells = [
      ['7', 'C', 'M'],
      ['7', 'O', 'M'],
      ['7', 'B', 'C'],
    ];
    render(
      <OutcomeView
        drawCode="classic-3x3"
        outcome={{
          steps: [
            {
              screen: screenCells,
              phase: 'base',
              wins: [
                {
                  line: 0,
                  symbol: '7',
                  count: 3,
                  pay: 50,
                  cells: [
                    [0, 0],
                    [1, 0],
                    [2, 0],
                  ],
                },
              ],
            },
          ],
          totalPay: 50,
          freeSpinsPlayed: 0,
        }}
      />,
    );
    const view = screen.getByTestId('round-detail-slot');
    const won = [...view.querySelectorAll('[data-win="true"]')].map((cell) => cell.textContent);
    expect(won).toEqual(['세븐', '세븐', '세븐']);
    expect(view.textContent).toContain('1. 기본 스핀 · 배당 50');
  });

  it('an outcome not yet drawn says so', () => {
    render(<OutcomeView drawCode="baccarat" outcome={null} />);
    expect(screen.getByText('아직 결과가 없습니다.')).toBeTruthy();
  });
});
