// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TableRoundView } from '../../../common/contract/demo-provider.contract';
import { FAIRNESS_RECORD_KEY } from '../../../common/contract/fairness-record.contract';
import { App } from '../../../src/provider/demo/App';
import { ProviderApiError, type ProviderApi } from '../../../src/provider/demo/provider-api';
import { fakeApi, FakeEventSource, session } from './fake-provider';

const fairness = { commitHex: 'ab', serverSeedHex: null, clientSeed: 'table', nonce: 5 };
const round = (
  phase: TableRoundView['phase'],
  outcome: unknown = null,
  roundNo = 5,
): TableRoundView => ({
  gameCode: 'baccarat-1',
  roundNo,
  roundRef: `baccarat-1-r${roundNo}`,
  phase,
  closesAt: new Date(Date.now() + 12_000).toISOString(),
  fairness,
  seats: [],
  outcome,
});
const card = (rank: number, suit: number) => ({ rank, suit });
const PLAYER_WINS = {
  player: [card(4, 1), card(5, 0)],
  banker: [card(13, 2), card(7, 3)],
  playerPoints: 9,
  bankerPoints: 7,
  winner: 'player',
};

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openTable(placeBets: ProviderApi['placeBets']) {
  const api = fakeApi({
    openSession: vi.fn(async () =>
      session(
        { code: 'baccarat-1', kind: 'casino', name: '스피드 바카라 A', drawCode: 'baccarat' },
        50_000,
      ),
    ),
    tableState: vi.fn(async () => ({
      round: round('betting'),
      history: ['banker', 'tie'],
      myBets: [],
      mySeat: null,
    })),
    placeBets,
  });
  render(<App api={api} launch={{ gameCode: 'baccarat-1', code: 'c'.repeat(43) }} />);
  await screen.findByText('베팅 중');
  return api;
}

describe('baccarat table window', () => {
  it('shows the five spots with their payouts and the balance', async () => {
    await openTable(vi.fn());
    expect(screen.getByTestId('balance').textContent).toBe('50,000원');
    for (const [kind, payout] of [
      ['player', '1:1'],
      ['banker', '0.95:1'],
      ['tie', '8:1'],
      ['player_pair', '11:1'],
      ['banker_pair', '11:1'],
    ] as const) {
      expect(within(screen.getByTestId(`bet-spot-${kind}`)).getByText(payout)).toBeTruthy();
    }
    expect(screen.getByTestId('bead-plate').querySelectorAll('.pd-bead')).toHaveLength(2);
  });

  it('says it is connecting until the stream opens, and reads the table again then', async () => {
    const api = await openTable(vi.fn());
    expect(screen.getByTestId('table-reconnecting').textContent).toBe('연결 중…');
    await act(async () => FakeEventSource.last?.emit('open'));
    expect(screen.queryByTestId('table-reconnecting')).toBeNull();
    expect(api.tableState).toHaveBeenCalledTimes(2);
    await act(async () => FakeEventSource.last?.emit('error'));
    expect(screen.getByTestId('table-reconnecting')).toBeTruthy();
  });

  it('sends the chips placed as one bet per spot and shows what was accepted', async () => {
    const placeBets = vi.fn(async () => ({ balance: 39_000, myBets: null, seat: null }));
    const api = await openTable(placeBets);
    fireEvent.click(screen.getByTestId('chip-5000'));
    fireEvent.click(screen.getByTestId('bet-spot-player'));
    fireEvent.click(screen.getByTestId('bet-spot-player'));
    fireEvent.click(screen.getByTestId('chip-1000'));
    fireEvent.click(screen.getByTestId('bet-spot-tie'));
    expect(screen.getByTestId('pending-total').textContent).toBe('11,000원');
    await act(async () => fireEvent.click(screen.getByTestId('confirm-bets')));
    expect(api.placeBets).toHaveBeenCalledWith('baccarat-1', 5, [
      { kind: 'player', stake: 10_000 },
      { kind: 'tie', stake: 1_000 },
    ]);
    expect(screen.getByTestId('confirmed-total').textContent).toBe('11,000원');
    expect(screen.getByTestId('pending-total').textContent).toBe('0원');
    expect(screen.getByTestId('balance').textContent).toBe('39,000원');
    expect(screen.getByTestId('game-notice').textContent).toContain('접수');
  });

  it('writes the member’s record at the bet’s acceptance and completes it after the deal', async () => {
    const seat = { seat: 3, player: 'te***', clientSeed: 'seat-seed' };
    await openTable(vi.fn(async () => ({ balance: 49_000, myBets: null, seat })));
    fireEvent.click(screen.getByTestId('bet-spot-banker'));
    await act(async () => fireEvent.click(screen.getByTestId('confirm-bets')));
    const [entry] = JSON.parse(localStorage.getItem(FAIRNESS_RECORD_KEY) ?? '[]');
    expect(entry).toMatchObject({
      id: 'table:baccarat-1:5',
      kind: 'table',
      drawCode: 'baccarat',
      shown: { commitHex: 'ab', clientSeed: 'seat-seed', nonce: 5 },
    });
    expect(entry.revealed).toBeUndefined();
    const dealt = {
      ...round('settled', PLAYER_WINS),
      fairness: { ...fairness, serverSeedHex: 'cd', clientSeed: 'combined' },
      seats: [seat],
    };
    act(() => FakeEventSource.last?.emit('round', dealt));
    const [completed] = JSON.parse(localStorage.getItem(FAIRNESS_RECORD_KEY) ?? '[]');
    expect(completed.shown).toEqual(entry.shown);
    expect(completed.revealed).toEqual({
      roundRef: 'baccarat-1-r5',
      serverSeedHex: 'cd',
      combinedClientSeed: 'combined',
      seats: [seat],
      outcome: PLAYER_WINS,
    });
  });

  it("shows the provider's refusal as it is and keeps the chips", async () => {
    const refusal = new ProviderApiError('BETTING_CLOSED', '베팅 시간이 종료되었습니다.', 409);
    await openTable(vi.fn(async () => Promise.reject(refusal)));
    fireEvent.click(screen.getByTestId('bet-spot-banker'));
    await act(async () => fireEvent.click(screen.getByTestId('confirm-bets')));
    expect(screen.getByTestId('game-notice').textContent).toBe('베팅 시간이 종료되었습니다.');
    expect(screen.getByTestId('pending-total').textContent).toBe('1,000원');
  });

  it('deals, announces the result, settles this member and adds the round to the road', async () => {
    await openTable(vi.fn());
    const stream = FakeEventSource.last;
    if (!stream) throw new Error('no stream');
    expect(stream.url).toContain('/tables/baccarat-1/stream?session=');
    act(() => stream.emit('round', round('dealing', PLAYER_WINS)));
    expect(screen.getByTestId('table-phase').dataset.phase).toBe('dealing');
    expect(screen.getAllByTestId('card')).toHaveLength(4);
    expect(screen.getByTestId('bet-spot-player')).toHaveProperty('disabled', true);
    act(() => stream.emit('round', round('settled', PLAYER_WINS)));
    expect(screen.getByTestId('round-result').textContent).toBe('플레이어 승');
    expect(screen.getByTestId('player-total').textContent).toBe('9');
    act(() =>
      stream.emit('result', {
        roundRef: 'baccarat-1-r5',
        stake: 1_000,
        win: 2_000,
        balance: 51_000,
      }),
    );
    expect(screen.getByTestId('table-win').dataset.win).toBe('2000');
    expect(screen.getByTestId('win-amount').textContent).toBe('2,000원');
    expect(screen.getByTestId('balance').textContent).toBe('51,000원');
    expect(screen.getByTestId('bead-plate').querySelectorAll('.pd-bead')).toHaveLength(3);
    act(() => stream.emit('round', round('betting', null, 6)));
    expect(screen.getByTestId('table-phase').dataset.phase).toBe('betting');
    expect(screen.getByTestId('countdown').textContent).toMatch(/^1[0-5]$/);
  });
});

describe('game window opening', () => {
  it('says so when the launch carries no code', () => {
    render(<App api={fakeApi()} launch={{ gameCode: 'baccarat-1', code: '' }} />);
    expect(screen.getByTestId('game-error').textContent).toContain('다시 열어주세요');
  });

  it("shows the provider's Korean refusal of the session", async () => {
    const api = fakeApi({
      openSession: vi.fn(async () =>
        Promise.reject(new ProviderApiError('TOKEN_EXPIRED', '게임 접속이 만료되었습니다.', 401)),
      ),
    });
    render(<App api={api} launch={{ gameCode: 'classic-3x3', code: 'c'.repeat(43) }} />);
    expect((await screen.findByTestId('game-error')).textContent).toBe(
      '게임 접속이 만료되었습니다.',
    );
  });
});
