// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FairnessView, SpinResult } from '../../../common/contract/demo-provider.contract';
import { commitServerSeed, drawFair } from '../../../common/domain/casino/fairness';
import { findSlotGame } from '../../../common/domain/casino/slots/catalog';
import { slotWinAmount } from '../../../common/domain/casino/slots/evaluate';
import type { SlotSpinOutcome } from '../../../common/domain/casino/types';
import { App } from '../../../src/provider/demo/App';
import { fakeApi, nodeSubtle, session } from './fake-provider';

const SEED_A = '11'.repeat(32);
const SEED_B = '22'.repeat(32);
const STAKE = 5_000;
const START_BALANCE = 100_000;

/** A spin the way the provider makes it: a committed seed, the member's seed, a nonce. */
async function fairSpin(
  code: string,
  nonce: number,
  tamper = false,
): Promise<{ first: FairnessView; result: SpinResult }> {
  const game = findSlotGame(code);
  if (!game) throw new Error(code);
  const inputs = { serverSeedHex: SEED_A, clientSeed: 'my-seed', nonce };
  const outcome = await drawFair(inputs, (stream) => game.spin(stream));
  const win = slotWinAmount(game, STAKE, outcome.totalPay);
  const first = {
    commitHex: await commitServerSeed(SEED_A),
    serverSeedHex: null,
    clientSeed: 'my-seed',
    nonce,
  };
  const next = {
    commitHex: await commitServerSeed(SEED_B),
    serverSeedHex: null,
    clientSeed: 'my-seed',
    nonce: nonce + 1,
  };
  const shown: SlotSpinOutcome = tamper ? { ...outcome, totalPay: outcome.totalPay + 1 } : outcome;
  return {
    first,
    result: {
      roundRef: `${code}-s${nonce + 1}`,
      stake: STAKE,
      win,
      outcome: shown,
      fairness: { ...first, serverSeedHex: SEED_A },
      next,
      balance: START_BALANCE - STAKE + win,
    },
  };
}

beforeEach(() => {
  vi.stubGlobal('crypto', { subtle: nodeSubtle });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openSlot(code: string, spin: { first: FairnessView; result: SpinResult }) {
  const api = fakeApi({
    openSession: vi.fn(async () =>
      session({ code, kind: 'slot', name: '슬롯', drawCode: code }, START_BALANCE, spin.first),
    ),
    spin: vi.fn(async () => spin.result),
  });
  render(<App api={api} launch={{ gameCode: code, code: 'c'.repeat(43) }} />);
  await act(() => vi.advanceTimersByTimeAsync(0));
  return api;
}

describe('slot window', () => {
  it('spins, shows every screen in turn, then the win and the balance after it', async () => {
    const spin = await fairSpin('video-5x3', 3);
    const api = await openSlot('video-5x3', spin);
    expect(screen.getByTestId('slot-game').dataset.state).toBe('idle');
    fireEvent.change(screen.getByTestId('stake-select'), { target: { value: String(STAKE) } });
    await act(async () => fireEvent.click(screen.getByTestId('spin-button')));
    expect(screen.getByTestId('slot-game').dataset.state).toBe('spinning');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(api.spin).toHaveBeenCalledWith(STAKE);
    expect(screen.getByTestId('slot-game').dataset.state).toBe('showing');
    // The stake is gone at once; the win comes when the last screen has been shown.
    expect(screen.getByTestId('balance').textContent).toBe(
      `${(START_BALANCE - STAKE).toLocaleString('ko-KR')}원`,
    );
    expect(screen.getAllByTestId('slot-cell')).toHaveLength(15);
    const steps = (spin.result.outcome as SlotSpinOutcome).steps.length;
    for (let i = 0; i < steps + 1; i += 1) await act(() => vi.advanceTimersByTimeAsync(3_000));
    const win = screen.getByTestId('win-amount');
    expect(win.dataset.final).toBe('true');
    expect(Number(win.dataset.win)).toBe(spin.result.win);
    expect(screen.getByTestId('balance').textContent).toBe(
      `${spin.result.balance.toLocaleString('ko-KR')}원`,
    );
    expect(screen.getByTestId('slot-game').dataset.state).toBe('idle');
  });

  it('shows the next commit, and after a spin the revealed seed recomputed: 일치', async () => {
    const spin = await fairSpin('classic-3x3', 0);
    await openSlot('classic-3x3', spin);
    fireEvent.click(screen.getByTestId('tab-fairness'));
    expect(screen.getByTestId('next-commit').textContent).toBe(spin.first.commitHex);
    expect(screen.getByTestId('next-nonce').textContent).toBe('0');
    await act(async () => fireEvent.click(screen.getByTestId('spin-button')));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByTestId('revealed-seed').textContent).toBe(SEED_A);
    expect(screen.getByTestId('next-commit').textContent).toBe(spin.result.next.commitHex);
    expect(screen.getByTestId('next-nonce').textContent).toBe('1');
    await vi.waitFor(() =>
      expect(screen.getByTestId('fairness-check').dataset.check).toBe('match'),
    );
    expect(screen.getByTestId('fairness-check').textContent).toBe('일치');
  });

  it('says 불일치 when the outcome paid is not the one the seeds give', async () => {
    const spin = await fairSpin('cascade-5x3', 7, true);
    await openSlot('cascade-5x3', spin);
    fireEvent.click(screen.getByTestId('tab-fairness'));
    await act(async () => fireEvent.click(screen.getByTestId('spin-button')));
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await vi.waitFor(() =>
      expect(screen.getByTestId('fairness-check').dataset.check).toBe('mismatch'),
    );
    expect(screen.getByTestId('fairness-check').textContent).toBe('불일치');
  });

  it('changes the client seed through the provider and refuses a seed with spaces', async () => {
    const spin = await fairSpin('classic-3x3', 0);
    const api = await openSlot('classic-3x3', spin);
    fireEvent.click(screen.getByTestId('tab-fairness'));
    const input = screen.getByTestId('client-seed-input');
    fireEvent.change(input, { target: { value: 'bad seed' } });
    expect(screen.getByTestId('client-seed-save')).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: 'lucky-7' } });
    await act(async () => fireEvent.click(screen.getByTestId('client-seed-save')));
    expect(api.setClientSeed).toHaveBeenCalledWith('lucky-7');
    expect(screen.getByTestId('game-notice').textContent).toContain('변경');
  });

  it('publishes the paytable, the paylines and the exact RTP in 정보', async () => {
    await openSlot('video-5x3', await fairSpin('video-5x3', 0));
    fireEvent.click(screen.getByTestId('tab-info'));
    expect(screen.getByTestId('rtp').textContent).toBe('96.20 %');
    const panel = screen.getByTestId('info-panel');
    expect(panel.querySelectorAll('.pd-payline-mini')).toHaveLength(20);
    expect(panel.textContent).toContain('보물상자');
    expect(panel.textContent).toContain('프리스핀 10회');
  });
});
