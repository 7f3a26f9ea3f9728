// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TableRoundView, TableSeat } from '../../../common/contract/demo-provider.contract';
import { FAIRNESS_RECORD_KEY } from '../../../common/contract/fairness-record.contract';
import {
  commitServerSeed,
  drawFair,
  tableClientSeed,
} from '../../../common/domain/casino/fairness';
import { dealBaccarat } from '../../../common/domain/casino/tables/baccarat';
import { spinRoulette } from '../../../common/domain/casino/tables/roulette';
import { readRecord } from '../../../src/provider/demo/fair-record';
import { RoundFairness } from '../../../src/provider/demo/tables/RoundFairness';
import { recordTableBet } from '../../../src/provider/demo/tables/table-record';
import { fakeApi, nodeSubtle } from './fake-provider';

const SEED = 'ab'.repeat(32);
const SEATS: TableSeat[] = [
  { seat: 1, player: 'ab***', clientSeed: 'other-seed' },
  { seat: 2, player: 'te***', clientSeed: 'my-seat-seed' },
];

beforeEach(() => {
  vi.stubGlobal('crypto', { subtle: nodeSubtle });
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function settledRound(
  code: string,
  outcome: unknown,
  nonce: number,
  seats: TableSeat[] = [],
): Promise<TableRoundView> {
  return {
    gameCode: code,
    roundNo: nonce,
    roundRef: `${code}-r${nonce}`,
    phase: 'settled',
    closesAt: '2026-11-24T10:00:00.000Z',
    fairness: {
      commitHex: await commitServerSeed(SEED),
      serverSeedHex: SEED,
      clientSeed: await tableClientSeed(seats.map((s) => s.clientSeed)),
      nonce,
    },
    seats,
    outcome,
  };
}

async function dealtBaccarat(nonce: number, seats: TableSeat[]) {
  const clientSeed = await tableClientSeed(seats.map((s) => s.clientSeed));
  const outcome = await drawFair({ serverSeedHex: SEED, clientSeed, nonce }, dealBaccarat);
  return settledRound('baccarat-1', outcome, nonce, seats);
}

const betting = (round: TableRoundView): TableRoundView => ({
  ...round,
  phase: 'betting',
  fairness: { ...round.fairness, serverSeedHex: null },
  outcome: null,
});

function show(round: TableRoundView, drawCode: 'baccarat' | 'roulette' = 'baccarat') {
  const api = fakeApi();
  const view = render(
    <RoundFairness api={api} gameCode={round.gameCode} drawCode={drawCode} round={round} />,
  );
  const rerender = (next: TableRoundView) =>
    view.rerender(
      <RoundFairness api={api} gameCode={round.gameCode} drawCode={drawCode} round={next} />,
    );
  return { api, rerender };
}

describe('table round fairness line', () => {
  it('recomputes a round it watched from the commit shown while betting: 일치', async () => {
    const round = await dealtBaccarat(12, SEATS);
    const { rerender } = show(betting(round));
    rerender(round);
    await vi.waitFor(() => expect(screen.getByTestId('round-check').dataset.check).toBe('match'));
    expect(screen.getByTestId('round-check').textContent).toBe('일치');
  });

  it('lists every seat and marks the member’s own, from their record', async () => {
    const round = await dealtBaccarat(12, SEATS);
    recordTableBet('baccarat-1', 'baccarat', betting(round), SEATS[1]!);
    show(round);
    const rows = screen.getAllByTestId('round-seat');
    expect(rows.map((row) => row.dataset.mine)).toEqual(['false', 'true']);
    expect(rows[1]!.textContent).toContain('내 좌석');
    expect(rows[1]!.textContent).toContain('te***');
    expect(rows[1]!.textContent).toContain('my-seat-seed');
    await vi.waitFor(() => expect(screen.getByTestId('round-check').dataset.check).toBe('match'));
  });

  it('completes the member’s entry with the revealed seed, combined seed, seats and outcome', async () => {
    const round = await dealtBaccarat(12, SEATS);
    recordTableBet('baccarat-1', 'baccarat', betting(round), SEATS[1]!);
    expect(readRecord()[0]).toMatchObject({
      id: 'table:baccarat-1:12',
      shown: { commitHex: round.fairness.commitHex, clientSeed: 'my-seat-seed', nonce: 12 },
    });
    expect(readRecord()[0]?.revealed).toBeUndefined();
    show(round);
    expect(readRecord()[0]?.revealed).toEqual({
      roundRef: 'baccarat-1-r12',
      serverSeedHex: SEED,
      combinedClientSeed: round.fairness.clientSeed,
      seats: SEATS,
      outcome: round.outcome,
    });
  });

  it('says 불일치 when the combined seed is not the one the seats give', async () => {
    const round = await dealtBaccarat(12, SEATS);
    const { rerender } = show(betting(round));
    rerender({ ...round, seats: [SEATS[0]!] });
    await vi.waitFor(() =>
      expect(screen.getByTestId('round-check').dataset.check).toBe('mismatch'),
    );
  });

  it('says 불일치 when the member’s seat seed is missing from the seats', async () => {
    const round = await dealtBaccarat(12, SEATS);
    recordTableBet('baccarat-1', 'baccarat', betting(round), { ...SEATS[1]!, clientSeed: 'mine' });
    show(round);
    await vi.waitFor(() =>
      expect(screen.getByTestId('round-check').dataset.check).toBe('mismatch'),
    );
  });

  it('says 불일치 when the commit differs from the one shown before the deal', async () => {
    const round = await dealtBaccarat(12, SEATS);
    const { rerender } = show({
      ...betting(round),
      fairness: { ...round.fairness, commitHex: 'ff' },
    });
    rerender(round);
    await vi.waitFor(() =>
      expect(screen.getByTestId('round-check').dataset.check).toBe('mismatch'),
    );
  });

  it('says 불일치 when the pocket shown is not the one the seeds give', async () => {
    const inputs = { serverSeedHex: SEED, clientSeed: 'table', nonce: 3 };
    const { pocket } = await drawFair(inputs, spinRoulette);
    const round = await settledRound('roulette-1', { pocket: (pocket + 1) % 37 }, 3);
    const { rerender } = show(betting(round), 'roulette');
    rerender(round);
    await vi.waitFor(() =>
      expect(screen.getByTestId('round-check').dataset.check).toBe('mismatch'),
    );
  });

  it('says 확인 불가 for a round whose commit this page never showed', async () => {
    show(await dealtBaccarat(12, SEATS));
    await vi.waitFor(() =>
      expect(screen.getByTestId('round-check').dataset.check).toBe('unverifiable'),
    );
    expect(screen.getByTestId('round-check').textContent).toBe('확인 불가');
  });

  it('shows only the commit while the round takes bets', async () => {
    show(betting(await settledRound('roulette-1', null, 4)), 'roulette');
    expect(screen.getByTestId('round-fairness').textContent).toContain('결과 후 공개');
    expect(screen.queryByTestId('round-check')).toBeNull();
  });

  it('sets the table seed and says it applies from the next round', async () => {
    const round = betting(await dealtBaccarat(12, SEATS));
    const { api } = show(round);
    vi.mocked(api.setTableClientSeed).mockResolvedValue({ clientSeed: 'lucky', fromRoundNo: 13 });
    fireEvent.change(screen.getByTestId('table-seed-input'), { target: { value: 'lucky' } });
    await act(async () => fireEvent.click(screen.getByTestId('table-seed-save')));
    expect(api.setTableClientSeed).toHaveBeenCalledWith('baccarat-1', 'lucky');
    expect(screen.getByTestId('table-seed-message').textContent).toContain('다음 라운드부터 적용');
  });

  it('reads a broken record as empty', async () => {
    localStorage.setItem(FAIRNESS_RECORD_KEY, '{not json');
    show(await dealtBaccarat(12, SEATS));
    expect(screen.getAllByTestId('round-seat').map((row) => row.dataset.mine)).toEqual([
      'false',
      'false',
    ]);
  });
});
