// @vitest-environment jsdom
import { webcrypto } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { RoundView } from '../../../../src/api/minigame.api';
import * as fairness from '../../../../common/domain/minigame/fairness';

const verifySpy = vi.hoisted(() => ({ calls: [] as unknown[] }));
vi.mock('../../../../common/domain/minigame/fairness', async (importOriginal) => {
  const actual =
    await importOriginal<typeof import('../../../../common/domain/minigame/fairness')>();
  return {
    ...actual,
    verifyRound: (round: Parameters<typeof actual.verifyRound>[0]) => {
      verifySpy.calls.push(round);
      return actual.verifyRound(round);
    },
  };
});

// jsdom's ArrayBuffer is another realm's than Node's WebCrypto accepts (browsers have one realm):
// hand WebCrypto Node buffers of the same bytes.
type Bytes = ArrayBuffer | ArrayBufferView;
const nodeBytes = (data: Bytes) =>
  ArrayBuffer.isView(data)
    ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
    : Buffer.from(data);
vi.stubGlobal('crypto', {
  randomUUID: () => webcrypto.randomUUID(),
  subtle: {
    digest: (algorithm: string, data: Bytes) => webcrypto.subtle.digest(algorithm, nodeBytes(data)),
    importKey: (
      format: 'raw',
      data: Bytes,
      algorithm: HmacImportParams,
      extractable: boolean,
      usages: KeyUsage[],
    ) => webcrypto.subtle.importKey(format, nodeBytes(data), algorithm, extractable, usages),
    sign: (algorithm: string, key: CryptoKey, data: Bytes) =>
      webcrypto.subtle.sign(algorithm, key, nodeBytes(data)),
  },
});

const { VerifyButton, sameOutcome } =
  await import('../../../../src/features/minigame/VerifyButton');

const SEED = '7f'.repeat(16) + '0123456789abcdef'.repeat(2);

async function drawnRound(): Promise<RoundView> {
  const commitHex = await fairness.commitSeed(SEED);
  const base = { gameId: 211, roundId: '20261122-0042', seedHex: SEED, commitHex };
  const verified = await fairness.verifyRound(base);
  if (!verified.ok) throw new Error('fixture does not verify');
  verifySpy.calls.length = 0; // the fixture's own call
  return {
    ...base,
    fairRule: 1,
    clientSeed: null,
    roundNo: 42,
    status: 'settled',
    opensAt: '2026-11-22T00:41:00Z',
    closesAt: '2026-11-22T00:41:50Z',
    drawAt: '2026-11-22T00:42:00Z',
    outcome: verified.outcome,
    resultLabels: ['파워볼 홀'],
  };
}

describe('VerifyButton', () => {
  afterEach(() => {
    cleanup();
    verifySpy.calls.length = 0;
  });

  it('re-computes the round with verifyRound and shows ✓ for an honest round', async () => {
    const round = await drawnRound();
    render(<VerifyButton round={round} />);
    fireEvent.click(screen.getByRole('button', { name: '검증' }));
    const result = await screen.findByTestId('verify-result');
    expect(result.textContent).toContain('✓');
    expect(verifySpy.calls).toEqual([
      {
        gameId: 211,
        roundId: '20261122-0042',
        seedHex: SEED,
        commitHex: round.commitHex,
        fairRule: 1,
        clientSeed: null,
      },
    ]);
  });

  it('shows ✗ when the seed does not match the commit', async () => {
    const round = await drawnRound();
    render(<VerifyButton round={{ ...round, commitHex: 'ab'.repeat(32) }} />);
    fireEvent.click(screen.getByRole('button', { name: '검증' }));
    expect((await screen.findByTestId('verify-result')).textContent).toContain('✗');
  });

  it('shows ✗ when the published outcome differs from the recomputed one', async () => {
    const round = await drawnRound();
    const outcome = { ...(round.outcome as Record<string, unknown>), powerball: -1 };
    render(<VerifyButton round={{ ...round, outcome }} />);
    fireEvent.click(screen.getByRole('button', { name: '검증' }));
    expect((await screen.findByTestId('verify-result')).textContent).toContain('✗');
  });

  it('passes a rule-2 round its rule and combined client seed', async () => {
    const round = await drawnRound();
    const combined = await fairness.combineRoundSeeds(['a-seed', 'b-seed']);
    const rule2 = {
      gameId: 211,
      roundId: round.roundId,
      seedHex: SEED,
      commitHex: round.commitHex,
    };
    const verified = await fairness.verifyRound({ ...rule2, fairRule: 2, clientSeed: combined });
    if (!verified.ok) throw new Error('rule-2 fixture does not verify');
    verifySpy.calls.length = 0;
    render(
      <VerifyButton
        round={{ ...round, fairRule: 2, clientSeed: combined, outcome: verified.outcome }}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '검증' }));
    expect((await screen.findByTestId('verify-result')).textContent).toContain('✓');
    expect(verifySpy.calls).toEqual([{ ...rule2, fairRule: 2, clientSeed: combined }]);
  });

  it('says 확인 불가, never ✓, for a rule-2 round without its client seed', async () => {
    const round = await drawnRound();
    render(<VerifyButton round={{ ...round, fairRule: 2, clientSeed: null }} />);
    expect(screen.getByTestId('verify-unavailable').textContent).toBe('확인 불가');
    expect(screen.queryByRole('button')).toBeNull();
    expect(verifySpy.calls).toEqual([]);
  });

  it('has no button before the seed is revealed', () => {
    render(<VerifyButton round={{ ...({} as RoundView), seedHex: null }} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(sameOutcome({ a: 1 }, null)).toBe(true);
  });
});
