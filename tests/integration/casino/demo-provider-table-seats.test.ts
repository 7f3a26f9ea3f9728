/**
 * The seats of a shared table round (docs/fairness.md "Shared tables"): each seat's client seed is
 * fixed when its first bet of the round is placed, published per seat beside a masked name, and
 * the round's client seed is the combination of exactly that list, so each member finds their own
 * seed in it and nobody (the operator included) can change or add one after the bets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TABLE_BETTING_SECONDS,
  TABLE_DEALING_SECONDS,
  TABLE_SETTLED_SECONDS,
} from '../../../common/contract/demo-provider.contract';
import { tableClientSeed } from '../../../common/domain/casino/fairness';
import { verifyCasinoOutcome } from '../../../common/domain/casino/outcomes';
import { startProviderHarness, type ProviderHarness } from '../helpers/demo-provider-harness';
import { dbTargets } from '../helpers/test-db';

const BANKER = [{ kind: 'banker', stake: 1_000 }];
const PLAYER = [{ kind: 'player', stake: 2_000 }];

describe.each(dbTargets)('shared table seats on %s', (target) => {
  let p: ProviderHarness;

  beforeAll(async () => {
    p = await startProviderHarness(target);
    await p.step(0);
  }, 60_000);
  afterAll(() => p?.close());

  async function seat(sessionToken: string, seed: string) {
    return p.call('PUT', '/tables/baccarat-2/client-seed', { clientSeed: seed }, sessionToken);
  }
  async function bet(sessionToken: string, roundNo: number, bets: unknown[]) {
    return p.call('POST', '/tables/baccarat-2/bets', { roundNo, bets }, sessionToken);
  }

  it('fixes each seat at its first bet, publishes it, and deals from exactly that list', async () => {
    const a = await p.openSession(await p.member(50_000, 'baccarat-2'), 'baccarat-2');
    const b = await p.openSession(await p.member(50_000, 'baccarat-2'), 'baccarat-2');
    const c = await p.openSession(await p.member(0, 'baccarat-2'), 'baccarat-2');
    const { roundNo, roundRef } = (await p.call('GET', '/tables/baccarat-2')).json.round;

    // Before its first bet a seed change applies to this round; after it, to the next one.
    expect((await seat(a.sessionToken, 'alice-first')).json).toEqual({
      clientSeed: 'alice-first',
      fromRoundNo: roundNo,
    });
    const placedA = await bet(a.sessionToken, roundNo, BANKER);
    expect(placedA.status).toBe(200);
    expect(placedA.json.seat).toMatchObject({ seat: 1, clientSeed: 'alice-first' });
    expect((await seat(a.sessionToken, 'alice-later')).json).toEqual({
      clientSeed: 'alice-later',
      fromRoundNo: roundNo + 1,
    });
    // A second bet of the same session sits on the same seat with the seed it had.
    const againA = await bet(a.sessionToken, roundNo, PLAYER);
    expect(againA.json.seat).toEqual(placedA.json.seat);

    const placedB = await bet(b.sessionToken, roundNo, PLAYER);
    expect(placedB.json.seat.seat).toBe(2);
    // A session the wallet refuses (no money) takes no seat.
    const refused = await bet(c.sessionToken, roundNo, BANKER);
    expect(refused.status).toBeGreaterThanOrEqual(400);

    const during = await p.call('GET', '/tables/baccarat-2', undefined, a.sessionToken);
    expect(during.json.mySeat).toEqual(placedA.json.seat);
    expect(during.json.round.seats).toEqual([placedA.json.seat, placedB.json.seat]);
    for (const published of during.json.round.seats) {
      expect(published.player).toMatch(/^.\*+$/);
    }

    await p.step(TABLE_BETTING_SECONDS);
    const dealt = await p.call('GET', `/rounds/${roundRef}`);
    expect(dealt.json.seats).toEqual([placedA.json.seat, placedB.json.seat]);
    const seeds = dealt.json.seats.map((s: { clientSeed: string }) => s.clientSeed);
    expect(seeds).toContain('alice-first');
    expect(seeds).not.toContain('alice-later');
    expect(dealt.json.fairness.clientSeed).toBe(await tableClientSeed(seeds));
    const check = await verifyCasinoOutcome(
      'baccarat',
      dealt.json.fairness,
      dealt.json.fairness.commitHex,
    );
    expect(check?.outcome).toEqual(dealt.json.outcome);

    // The list is frozen at the deal: a seed changed now does not enter the dealt round.
    await seat(b.sessionToken, 'bob-after-deal');
    expect((await p.call('GET', `/rounds/${roundRef}`)).json.seats).toEqual(dealt.json.seats);

    await p.step(TABLE_DEALING_SECONDS);
    await p.step(TABLE_SETTLED_SECONDS);
    const next = (await p.call('GET', '/tables/baccarat-2')).json.round;
    expect(next.roundNo).toBe(roundNo + 1);
    const nextA = await bet(a.sessionToken, next.roundNo, BANKER);
    expect(nextA.json.seat).toMatchObject({ seat: 1, clientSeed: 'alice-later' });
  });

  it('refuses a seed that is not printable text', async () => {
    const a = await p.openSession(await p.member(0, 'baccarat-2'), 'baccarat-2');
    const bad = await seat(a.sessionToken, 'two words');
    expect(bad.status).toBe(400);
    const control = await seat(a.sessionToken, 'a\u0000b');
    expect(control.status).toBe(400);
  });
});
