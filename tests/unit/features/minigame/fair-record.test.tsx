// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAIRNESS_RECORD_KEY } from '../../../../common/contract/fairness-record.contract';
import type { MinigameBet, RoundView } from '../../../../src/api/minigame.api';

const seedsCall = vi.hoisted(() => ({ fn: vi.fn() }));
vi.mock('../../../../src/api/minigame.api', () => ({
  fetchMinigameRoundSeeds: (...args: unknown[]) => seedsCall.fn(...args),
}));

const { CLIENT_SEED_KEY, loadClientSeed } =
  await import('../../../../src/features/minigame/client-seed');
const { ClientSeedControl } = await import('../../../../src/features/minigame/ClientSeedControl');
const { useMinigameRecord } =
  await import('../../../../src/features/minigame/use-record-completion');

const record = () => JSON.parse(localStorage.getItem(FAIRNESS_RECORD_KEY) ?? '[]');

const openRound: RoundView = {
  gameId: 211,
  roundId: '20261129-0042',
  roundNo: 42,
  status: 'open',
  opensAt: '2026-11-29T00:41:00Z',
  closesAt: '2026-11-29T00:41:50Z',
  drawAt: '2026-11-29T00:42:00Z',
  commitHex: 'c0'.repeat(32),
  seedHex: null,
  fairRule: 2,
  clientSeed: null,
  outcome: null,
  resultLabels: [],
};
const drawnRound: RoundView = {
  ...openRound,
  status: 'settled',
  seedHex: '5e'.repeat(32),
  clientSeed: 'ab'.repeat(32),
  outcome: { powerball: 3 },
};
const bet: MinigameBet = {
  id: 7,
  gameId: 211,
  roundId: '20261129-0042',
  selectionKey: 'powerballOddEven.odd',
  stakeWon: 10_000,
  oddsHundredths: 195,
  status: 0,
  payoutWon: 0,
  createdAt: '2026-11-29T00:41:10Z',
  settledAt: null,
  clientSeed: 'my-own-seed',
};

beforeEach(() => {
  localStorage.clear();
  seedsCall.fn.mockReset();
});
afterEach(cleanup);

describe("the member's minigame client seed", () => {
  it('is 16 random hex digits by default, kept for the next visit', () => {
    const seed = loadClientSeed();
    expect(seed).toMatch(/^[0-9a-f]{16}$/);
    expect(localStorage.getItem(CLIENT_SEED_KEY)).toBe(seed);
    expect(loadClientSeed()).toBe(seed);
  });

  it('replaces a stored value the contract would refuse', () => {
    localStorage.setItem(CLIENT_SEED_KEY, 'has space');
    expect(loadClientSeed()).toMatch(/^[0-9a-f]{16}$/);
  });

  it('is edited in 내 클라이언트 시드: spaces and more than 64 characters are refused', () => {
    const onChange = vi.fn();
    render(<ClientSeedControl clientSeed="0123456789abcdef" onChange={onChange} />);
    const input = screen.getByTestId('minigame-client-seed-input');
    fireEvent.change(input, { target: { value: 'bad seed' } });
    expect(screen.getByRole('button', { name: '저장' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toContain('1~64자');
    fireEvent.change(input, { target: { value: 'x'.repeat(65) } });
    expect(screen.getByRole('button', { name: '저장' })).toHaveProperty('disabled', true);
    fireEvent.change(input, { target: { value: 'lucky-7!' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(onChange).toHaveBeenCalledWith('lucky-7!');
    expect(localStorage.getItem(CLIENT_SEED_KEY)).toBe('lucky-7!');
  });
});

describe("a minigame bet in the member's own record", () => {
  it('is written at acceptance and completed with the published seeds after the draw', async () => {
    const seeds = {
      gameId: 211,
      roundId: drawnRound.roundId,
      fairRule: 2,
      clientSeed: drawnRound.clientSeed,
      seeds: [
        { player: 'ab***', clientSeed: 'another' },
        { player: 'te***', clientSeed: 'my-own-seed' },
      ],
      mine: 'my-own-seed',
    };
    seedsCall.fn.mockResolvedValue(seeds);
    const { rerender } = renderHook(
      ({ rounds }: { rounds: RoundView[] }) => useMinigameRecord(211, 'powerball', rounds, bet),
      { initialProps: { rounds: [openRound] } },
    );
    expect(record()).toEqual([
      {
        id: 'minigame:211:20261129-0042',
        kind: 'minigame',
        gameCode: '211',
        drawCode: 'powerball',
        recordedAt: expect.any(String),
        shown: {
          commitHex: openRound.commitHex,
          clientSeed: 'my-own-seed',
          nonce: 42,
          roundId: '20261129-0042',
        },
      },
    ]);
    expect(seedsCall.fn).not.toHaveBeenCalled();
    await act(async () => rerender({ rounds: [drawnRound] }));
    expect(seedsCall.fn).toHaveBeenCalledWith(211, '20261129-0042');
    const [entry] = record();
    expect(entry.shown.commitHex).toBe(openRound.commitHex);
    expect(entry.revealed).toEqual({
      serverSeedHex: drawnRound.seedHex,
      fairRule: 2,
      combinedClientSeed: drawnRound.clientSeed,
      seats: seeds.seeds,
      outcome: { powerball: 3 },
    });
  });

  it('keeps the commit first recorded when a later view of the round differs', () => {
    const { rerender } = renderHook(
      ({ rounds }: { rounds: RoundView[] }) => useMinigameRecord(211, 'powerball', rounds, bet),
      { initialProps: { rounds: [openRound] } },
    );
    rerender({ rounds: [{ ...openRound, commitHex: 'ff'.repeat(32) }] });
    expect(record()).toHaveLength(1);
    expect(record()[0].shown.commitHex).toBe(openRound.commitHex);
  });

  it('tolerates a broken record', () => {
    localStorage.setItem(FAIRNESS_RECORD_KEY, '{broken');
    renderHook(() => useMinigameRecord(211, 'powerball', [openRound], bet));
    expect(record()).toHaveLength(1);
  });
});
