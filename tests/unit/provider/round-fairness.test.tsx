// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TableRoundView } from '../../../common/contract/demo-provider.contract';
import { commitServerSeed, drawFair } from '../../../common/domain/casino/fairness';
import { dealBaccarat } from '../../../common/domain/casino/tables/baccarat';
import { spinRoulette } from '../../../common/domain/casino/tables/roulette';
import { RoundFairness } from '../../../src/provider/demo/tables/RoundFairness';
import { nodeSubtle } from './fake-provider';

const SEED = 'ab'.repeat(32);

beforeEach(() => vi.stubGlobal('crypto', { subtle: nodeSubtle }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function settledRound(
  code: string,
  outcome: unknown,
  nonce: number,
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
      clientSeed: 'table',
      nonce,
    },
    seats: [],
    outcome,
  };
}

describe('table round fairness line', () => {
  it('recomputes a settled baccarat round from its revealed seed: 일치', async () => {
    const inputs = { serverSeedHex: SEED, clientSeed: 'table', nonce: 12 };
    const outcome = await drawFair(inputs, dealBaccarat);
    render(
      <RoundFairness drawCode="baccarat" round={await settledRound('baccarat-1', outcome, 12)} />,
    );
    await vi.waitFor(() => expect(screen.getByTestId('round-check').dataset.check).toBe('match'));
    expect(screen.getByTestId('round-check').textContent).toBe('일치');
  });

  it('says 불일치 when the pocket shown is not the one the seeds give', async () => {
    const inputs = { serverSeedHex: SEED, clientSeed: 'table', nonce: 3 };
    const { pocket } = await drawFair(inputs, spinRoulette);
    const round = await settledRound('roulette-1', { pocket: (pocket + 1) % 37 }, 3);
    render(<RoundFairness drawCode="roulette" round={round} />);
    await vi.waitFor(() =>
      expect(screen.getByTestId('round-check').dataset.check).toBe('mismatch'),
    );
  });

  it('shows only the commit while the round takes bets', async () => {
    const round = await settledRound('roulette-1', null, 4);
    render(
      <RoundFairness
        drawCode="roulette"
        round={{ ...round, phase: 'betting', fairness: { ...round.fairness, serverSeedHex: null } }}
      />,
    );
    expect(screen.getByTestId('round-fairness').textContent).toContain('결과 후 공개');
    expect(screen.queryByTestId('round-check')).toBeNull();
  });
});
