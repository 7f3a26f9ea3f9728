import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PlaceBetInput } from '../../../src/api/minigame.api';
import {
  maxStakeFor,
  minigameSlipMachine,
  slipPayoutWon,
  type PlaceBetResult,
} from '../../../src/machines/minigame-slip.machine';

const LIMITS = { minStakeWon: 5_000, maxStakeWon: 300_000, maxPayoutWon: 500_000 };
const ODD = { selectionKey: 'powerballOddEven.odd', oddsHundredths: 195 };
const EVEN = { selectionKey: 'powerballOddEven.even', oddsHundredths: 195 };

function start(
  place?: (input: PlaceBetInput) => Promise<PlaceBetResult>,
  clientSeed: string | null = null,
) {
  let n = 0;
  const machine = minigameSlipMachine.provide({
    actors: {
      placeBet: fromPromise<PlaceBetResult, PlaceBetInput>(({ input }) =>
        place ? place(input) : Promise.reject(new Error('no')),
      ),
    },
  });
  const actor = createActor(machine, {
    input: { gameId: 211, limits: LIMITS, clientSeed, newKey: () => `key-${++n}` },
  });
  actor.start();
  actor.send({ type: 'ROUND', roundId: '20261122-0001' });
  return actor;
}

describe('minigame slip machine', () => {
  it('holds one pick: a new pick replaces it, the same pick again removes it', () => {
    const slip = start();
    slip.send({ type: 'PICK', pick: ODD });
    expect(slip.getSnapshot().context.pick).toEqual(ODD);
    slip.send({ type: 'PICK', pick: EVEN });
    expect(slip.getSnapshot().context.pick).toEqual(EVEN);
    slip.send({ type: 'PICK', pick: EVEN });
    expect(slip.getSnapshot().context.pick).toBeNull();
  });

  it('adds quick stakes, caps at the maximum, 정정 resets, 최대 takes the limit', () => {
    const slip = start();
    slip.send({ type: 'PICK', pick: ODD });
    slip.send({ type: 'ADD_STAKE', amountWon: 5_000 });
    slip.send({ type: 'ADD_STAKE', amountWon: 10_000 });
    slip.send({ type: 'ADD_STAKE', amountWon: 50_000 });
    slip.send({ type: 'ADD_STAKE', amountWon: 100_000 });
    expect(slip.getSnapshot().context.stakeWon).toBe(165_000);
    slip.send({ type: 'ADD_STAKE', amountWon: 100_000 });
    slip.send({ type: 'ADD_STAKE', amountWon: 100_000 });
    // max stake 300,000 but max payout 500,000 at 1.95 → floor(500000*100/195) = 256,410
    expect(slip.getSnapshot().context.stakeWon).toBe(256_410);
    slip.send({ type: 'RESET_STAKE' });
    expect(slip.getSnapshot().context.stakeWon).toBe(0);
    slip.send({ type: 'MAX_STAKE' });
    expect(slip.getSnapshot().context.stakeWon).toBe(256_410);
    expect(maxStakeFor(LIMITS, null)).toBe(300_000);
  });

  it('keeps typed stakes integral and within bounds', () => {
    const slip = start();
    slip.send({ type: 'SET_STAKE', stakeWon: 12_345.9 });
    expect(slip.getSnapshot().context.stakeWon).toBe(12_345);
    slip.send({ type: 'SET_STAKE', stakeWon: -5 });
    expect(slip.getSnapshot().context.stakeWon).toBe(0);
    slip.send({ type: 'SET_STAKE', stakeWon: 9_999_999 });
    expect(slip.getSnapshot().context.stakeWon).toBe(300_000);
  });

  it('computes the payout as floor(stake * odds / 100)', () => {
    const slip = start();
    slip.send({ type: 'PICK', pick: { selectionKey: 'x.y', oddsHundredths: 197 } });
    slip.send({ type: 'SET_STAKE', stakeWon: 10_001 });
    expect(slipPayoutWon(slip.getSnapshot().context)).toBe(19_701);
  });

  it('refuses to place below the minimum or without a pick', () => {
    const slip = start();
    slip.send({ type: 'SET_STAKE', stakeWon: 10_000 });
    slip.send({ type: 'PLACE' });
    expect(slip.getSnapshot().value).toBe('editing');
    slip.send({ type: 'PICK', pick: ODD });
    slip.send({ type: 'SET_STAKE', stakeWon: 4_000 });
    slip.send({ type: 'PLACE' });
    expect(slip.getSnapshot().value).toBe('editing');
  });

  it('places with a fresh idempotency key each time and reports server errors', async () => {
    const calls: PlaceBetInput[] = [];
    let fail = true;
    const slip = start(async (input) => {
      calls.push(input);
      if (fail) throw new Error('베팅이 마감되었습니다.');
      return {
        emoney: 90_000,
        bet: {
          id: 1,
          gameId: 211,
          roundId: input.roundId,
          selectionKey: input.selectionKey,
          stakeWon: input.stakeWon,
          oddsHundredths: input.oddsHundredths,
          status: 0,
          payoutWon: 0,
          createdAt: '2026-11-22T00:00:00Z',
          settledAt: null,
          clientSeed: null,
        },
      };
    });
    slip.send({ type: 'PICK', pick: ODD });
    slip.send({ type: 'SET_STAKE', stakeWon: 10_000 });
    slip.send({ type: 'PLACE' });
    await waitFor(slip, (s) => s.matches('editing') && s.context.error !== null);
    expect(slip.getSnapshot().context.error).toBe('베팅이 마감되었습니다.');
    fail = false;
    slip.send({ type: 'PLACE' });
    await waitFor(slip, (s) => s.context.lastBet !== null);
    expect(calls.map((c) => c.idempotencyKey)).toEqual(['key-1', 'key-2']);
    expect(calls[1]).toMatchObject({
      gameId: 211,
      roundId: '20261122-0001',
      stakeWon: 10_000,
      oddsHundredths: 195,
    });
    expect(slip.getSnapshot().context.pick).toBeNull();
  });

  it("sends the member's own client seed with the bet, and a changed one from then on", async () => {
    const calls: PlaceBetInput[] = [];
    const slip = start(async (input) => {
      calls.push(input);
      return {
        emoney: 90_000,
        bet: {
          id: calls.length,
          gameId: 211,
          roundId: input.roundId,
          selectionKey: input.selectionKey,
          stakeWon: input.stakeWon,
          oddsHundredths: input.oddsHundredths,
          status: 0,
          payoutWon: 0,
          createdAt: '2026-11-22T00:00:00Z',
          settledAt: null,
          clientSeed: input.clientSeed ?? null,
        },
      };
    }, '0123456789abcdef');
    const place = async () => {
      slip.send({ type: 'PICK', pick: ODD });
      slip.send({ type: 'SET_STAKE', stakeWon: 10_000 });
      slip.send({ type: 'PLACE' });
      await waitFor(slip, (s) => s.matches('editing') && s.context.pick === null);
    };
    await place();
    slip.send({ type: 'CLIENT_SEED', clientSeed: 'lucky-7' });
    await place();
    expect(calls.map((c) => c.clientSeed)).toEqual(['0123456789abcdef', 'lucky-7']);
  });

  it('sends no client seed when the member has none', async () => {
    const calls: PlaceBetInput[] = [];
    const slip = start(async (input) => {
      calls.push(input);
      throw new Error('베팅이 마감되었습니다.');
    });
    slip.send({ type: 'PICK', pick: ODD });
    slip.send({ type: 'SET_STAKE', stakeWon: 10_000 });
    slip.send({ type: 'PLACE' });
    await waitFor(slip, (s) => s.context.error !== null);
    expect(calls[0]).not.toHaveProperty('clientSeed');
  });
});
