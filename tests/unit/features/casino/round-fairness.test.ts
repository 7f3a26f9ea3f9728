// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ProviderRoundDetail } from '../../../../common/contract/demo-provider.contract';
import { commitServerSeed, drawFair } from '../../../../common/domain/casino/fairness';
import { dealBaccarat } from '../../../../common/domain/casino/tables/baccarat';
import { checkRoundFairness } from '../../../../src/features/casino/round-fairness';

const SEED = 'cd'.repeat(32);

async function detail(): Promise<ProviderRoundDetail> {
  const inputs = { serverSeedHex: SEED, clientSeed: 'table', nonce: 7 };
  return {
    roundRef: 'baccarat-r7',
    gameCode: 'baccarat',
    drawCode: 'baccarat',
    outcome: JSON.parse(JSON.stringify(await drawFair(inputs, dealBaccarat))),
    fairness: { commitHex: await commitServerSeed(SEED), ...inputs },
    seats: [],
  };
}

describe('casino history fairness verdict', () => {
  it('matches a round whose published outcome is what the seed deals', async () => {
    expect(await checkRoundFairness(await detail())).toBe('match');
  });

  it('is not verifiable, never a match, when the provider publishes no outcome', async () => {
    expect(await checkRoundFairness({ ...(await detail()), outcome: null })).toBe('notVerifiable');
  });

  it('is not revealed before the seed is published', async () => {
    const round = await detail();
    const hidden = { ...round, fairness: { ...round.fairness, serverSeedHex: null } };
    expect(await checkRoundFairness(hidden)).toBe('notRevealed');
  });

  it('is a mismatch when the seed does not hash to the commit', async () => {
    const round = await detail();
    const wrong = { ...round, fairness: { ...round.fairness, commitHex: '00'.repeat(32) } };
    expect(await checkRoundFairness(wrong)).toBe('mismatch');
  });
});
