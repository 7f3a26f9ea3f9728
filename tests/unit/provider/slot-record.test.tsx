// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FairnessView, SpinResult } from '../../../common/contract/demo-provider.contract';
import { FAIRNESS_RECORD_KEY } from '../../../common/contract/fairness-record.contract';
import { commitServerSeed, drawFair } from '../../../common/domain/casino/fairness';
import { findSlotGame } from '../../../common/domain/casino/slots/catalog';
import { App } from '../../../src/provider/demo/App';
import { fakeApi, nodeSubtle, session } from './fake-provider';

const CODE = 'classic-3x3';
const SHOWN_SEED = '11'.repeat(32);
const OTHER_SEED = '33'.repeat(32);
const NEXT_SEED = '22'.repeat(32);
const STAKE = 1_000;

const record = () => JSON.parse(localStorage.getItem(FAIRNESS_RECORD_KEY) ?? '[]');

/** What the page shows before the spin: the commit of SHOWN_SEED, 'my-seed', nonce 4. */
async function shownView(): Promise<FairnessView> {
  return {
    commitHex: await commitServerSeed(SHOWN_SEED),
    serverSeedHex: null,
    clientSeed: 'my-seed',
    nonce: 4,
  };
}

/** A reply drawn from `inputs`, carrying their commit: consistent in itself. */
async function reply(inputs: {
  serverSeedHex: string;
  clientSeed: string;
  nonce: number;
}): Promise<SpinResult> {
  const game = findSlotGame(CODE);
  if (!game) throw new Error(CODE);
  const outcome = await drawFair(inputs, (stream) => game.spin(stream));
  return {
    roundRef: `${CODE}-s9`,
    stake: STAKE,
    win: 0,
    outcome,
    fairness: { commitHex: await commitServerSeed(inputs.serverSeedHex), ...inputs },
    next: {
      commitHex: await commitServerSeed(NEXT_SEED),
      serverSeedHex: null,
      clientSeed: 'my-seed',
      nonce: 5,
    },
    balance: 99_000,
  };
}

beforeEach(() => {
  vi.stubGlobal('crypto', { subtle: nodeSubtle });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function spinWith(result: SpinResult, seenAtSpin: unknown[] = []) {
  const shown = await shownView();
  const api = fakeApi({
    openSession: vi.fn(async () =>
      session({ code: CODE, kind: 'slot', name: '슬롯', drawCode: CODE }, 100_000, shown),
    ),
    spin: vi.fn(async () => {
      seenAtSpin.push(...record());
      return result;
    }),
  });
  render(<App api={api} launch={{ gameCode: CODE, code: 'c'.repeat(43) }} />);
  await act(() => vi.advanceTimersByTimeAsync(0));
  fireEvent.click(screen.getByTestId('tab-fairness'));
  await act(async () => fireEvent.click(screen.getByTestId('spin-button')));
  await act(() => vi.advanceTimersByTimeAsync(1_000));
}

const check = () => screen.getByTestId('fairness-check');

describe("a spin in the member's own record", () => {
  it('is written with the values shown before the spin and completed after it', async () => {
    const shown = await shownView();
    const result = await reply({ serverSeedHex: SHOWN_SEED, clientSeed: 'my-seed', nonce: 4 });
    const seenAtSpin: unknown[] = [];
    await spinWith(result, seenAtSpin);
    expect(seenAtSpin).toEqual([
      {
        id: `slot:${CODE}:4`,
        kind: 'slot',
        gameCode: CODE,
        drawCode: CODE,
        recordedAt: expect.any(String),
        shown: { commitHex: shown.commitHex, clientSeed: 'my-seed', nonce: 4 },
      },
    ]);
    const [entry] = record();
    expect(entry.shown).toEqual({ commitHex: shown.commitHex, clientSeed: 'my-seed', nonce: 4 });
    expect(entry.revealed).toEqual({
      roundRef: `${CODE}-s9`,
      serverSeedHex: SHOWN_SEED,
      outcome: JSON.parse(JSON.stringify(result.outcome)),
    });
    await vi.waitFor(() => expect(check().dataset.check).toBe('match'));
    expect(check().textContent).toBe('일치');
  });

  it('is not 일치 when the reply brings another commit and seed than the one shown', async () => {
    await spinWith(await reply({ serverSeedHex: OTHER_SEED, clientSeed: 'my-seed', nonce: 4 }));
    await vi.waitFor(() => expect(check().dataset.check).toBe('mismatch'));
    expect(check().textContent).toBe('불일치');
  });

  it('is not 일치 when the reply brings another client seed or nonce than the ones shown', async () => {
    await spinWith(await reply({ serverSeedHex: SHOWN_SEED, clientSeed: 'server-pick', nonce: 9 }));
    await vi.waitFor(() => expect(check().dataset.check).toBe('mismatch'));
  });

  it('says 확인 불가 when the reply reveals no seed', async () => {
    const result = await reply({ serverSeedHex: SHOWN_SEED, clientSeed: 'my-seed', nonce: 4 });
    await spinWith({ ...result, fairness: { ...result.fairness, serverSeedHex: null } });
    await vi.waitFor(() => expect(check().dataset.check).toBe('unverifiable'));
    expect(check().textContent).toBe('확인 불가');
  });

  it('says 확인 불가 when the reply carries no outcome', async () => {
    const result = await reply({ serverSeedHex: SHOWN_SEED, clientSeed: 'my-seed', nonce: 4 });
    await spinWith({ ...result, outcome: null });
    await vi.waitFor(() => expect(check().dataset.check).toBe('unverifiable'));
  });
});
