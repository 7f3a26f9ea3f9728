import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import type { SportsLimits } from '../../../src/api/sports.api';
import type { SportsFixtureView } from '../../../common/contract/sports.contract';
import { BETTING_MESSAGES } from '../../../common/i18n/sports.ko';
import { COMMON } from '../../../common/i18n/common.ko';
import { SLIP_TEXT } from '../../../common/i18n/sports-slip.ko';
import { configureEffects } from '../../../src/machines/effects';
import { liveSportsSlipMachine, sportsSlipInputOf } from '../../../src/app/sports-slip-io';
import {
  figuresOf,
  placeBlocker,
  type SportsSlipEntry,
  type SportsSlipFamily,
} from '../../../src/machines/sports-slip.machine';
import {
  maxStakeFor,
  slipCombinedOdds,
  slipPotentialPayout,
} from '../../../src/machines/sports-slip.math';
import { sportsBetsStore } from '../../../src/stores/sports-bets.store';
import { sportsBook } from '../../../src/stores/sports-book.store';
import { sessionStore } from '../../../src/stores/session.store';
import { clearSportsBets } from '../../../src/streams/sports/sports-bets.stream';
import { bonusEntryOf, slipEntryFromBook } from '../../../src/features/sports/slip/slip-entry-of';
import { member } from '../stores/fixtures';
import {
  betView,
  fixtureView,
  marketView,
  priceChange,
  selectionView,
} from '../stores/sports-book-fixtures';
import { json, stubServer } from './fake-server';

const LIMITS: SportsLimits = {
  level: 1,
  minStakeWon: 5_000,
  maxStakeWon: 1_000_000,
  maxPayoutWon: 10_000_000,
  maxSelections: 10,
  oddsPolicy: 'none',
};

/** A fixture whose three markets have different in-play families. */
function liveFixture(id: string, status = 2): SportsFixtureView {
  return fixtureView(id, {
    status,
    markets: [
      marketView(id, [selectionView(`${id}1`, 185), selectionView(`${id}2`, 200)]),
      marketView(
        id,
        [
          selectionView(`${id}3`, 190, { name: 'Over', label: '오버' }),
          selectionView(`${id}4`, 180, { name: 'Under', label: '언더' }),
        ],
        { marketTypeId: 2, name: 'Under/Over', nameKorean: '언더오버', family: 'overUnder' },
      ),
      marketView(id, [selectionView(`${id}5`, 170, { name: '1', label: '홈승' })], {
        marketTypeId: 3,
        name: 'Handicap',
        nameKorean: '핸디캡',
        family: 'handicap',
      }),
    ],
  });
}

function entry(family: SportsSlipFamily, selectionId: string): SportsSlipEntry {
  const found = slipEntryFromBook(family, sportsBook.getState(), selectionId);
  if (!found) throw new Error(`selection ${selectionId} is not in the book`);
  return found;
}

const started: { stop(): void }[] = [];

function startSlip(family: SportsSlipFamily, keys: string[] = ['key-00001', 'key-00002']) {
  let n = 0;
  const holding = { count: 0 };
  const actor = createActor(
    liveSportsSlipMachine.provide({
      actors: {
        holdInplayFeed: fromCallback(() => {
          holding.count += 1;
          return () => {
            holding.count -= 1;
          };
        }),
      },
    }),
    { input: { ...sportsSlipInputOf(family), newKey: () => keys[n++] ?? `key-extra-${n}` } },
  ).start();
  started.push(actor);
  return { actor, holding, ids: () => actor.getSnapshot().context.entries.map((e) => e.id) };
}

async function loadLimits(actor: ReturnType<typeof startSlip>['actor'], limits = LIMITS) {
  stubServer({ 'GET /api/sports/limits': () => json(200, limits) });
  actor.send({ type: 'LOAD_LIMITS' });
  await waitFor(actor, (s) => s.matches({ limits: 'ready' }));
}

describe('sports slip machine', () => {
  let alerts: string[];
  let restoreEffects: () => void;

  beforeEach(() => {
    sportsBook.reset();
    clearSportsBets();
    sessionStore.setState({ user: member({ emoney: 500_000, point: 7 }), token: 'tok' });
    alerts = [];
    restoreEffects = configureEffects({ notify: (message) => alerts.push(message) });
    sportsBook.ingestFixtures([fixtureView('100'), fixtureView('200'), fixtureView('300')], {
      book: 'korea',
    });
    sportsBook.ingestFixtures([fixtureView('400'), fixtureView('500')], { book: 'korea' });
    sportsBook.ingestFixtures([liveFixture('700'), liveFixture('800')], { book: 'inplay' });
  });
  afterEach(() => {
    started.splice(0).forEach((actor) => actor.stop());
    restoreEffects();
    vi.unstubAllGlobals();
    sessionStore.setState({ user: null, token: null });
  });

  describe('family rules', () => {
    it('korean: one entry per fixture, a second click takes the pick out', () => {
      const { actor, ids } = startSlip('korean');
      actor.send({ type: 'PICK', entry: entry('korean', '1001') });
      actor.send({ type: 'PICK', entry: entry('korean', '1003') });
      actor.send({ type: 'PICK', entry: entry('korean', '2001') });
      expect(ids()).toEqual(['1003', '2001']);
      actor.send({ type: 'PICK', entry: entry('korean', '2001') });
      expect(ids()).toEqual(['1003']);
    });

    it('korean: with a bonus folder a pick under 1.30 is refused with the Korean alert', () => {
      sportsBook.ingestFixtures(
        [
          fixtureView('900', {
            markets: [marketView('900', [selectionView('9001', 125), selectionView('9002', 130)])],
          }),
        ],
        { book: 'korea' },
      );
      const { actor, ids } = startSlip('korean');
      actor.send({
        type: 'PICK',
        entry: bonusEntryOf({ id: '55', minFolders: 3, priceHundredths: 103, label: '3폴더' }),
      });
      actor.send({ type: 'PICK', entry: entry('korean', '9001') });
      expect(alerts).toEqual([BETTING_MESSAGES.BONUS_MIN_ODDS]);
      expect(ids()).toEqual(['55']);
      actor.send({ type: 'PICK', entry: entry('korean', '9002') }); // exactly 1.30 is allowed
      expect(ids()).toEqual(['55', '9002']);
    });

    it('korean: a bonus folder needs its number of regular picks before placing', async () => {
      const { actor } = startSlip('korean');
      await loadLimits(actor);
      actor.send({
        type: 'PICK',
        entry: bonusEntryOf({ id: '55', minFolders: 3, priceHundredths: 103, label: '3폴더' }),
      });
      actor.send({ type: 'PICK', entry: entry('korean', '1001') });
      actor.send({ type: 'PICK', entry: entry('korean', '2001') });
      actor.send({ type: 'SET_STAKE', stakeWon: 10_000 });
      expect(placeBlocker(actor.getSnapshot().context)).toBe(SLIP_TEXT.bonusNeedsFolders(3));
      actor.send({ type: 'PICK', entry: entry('korean', '3001') });
      expect(placeBlocker(actor.getSnapshot().context)).toBeNull();
    });

    it('inplay: two picks per fixture of different families; a same-family pick replaces', () => {
      const { actor, ids } = startSlip('inplay');
      actor.send({ type: 'PICK', entry: entry('inplay', '7001') }); // 1X2
      actor.send({ type: 'PICK', entry: entry('inplay', '7003') }); // over/under
      expect(ids()).toEqual(['7001', '7003']);
      actor.send({ type: 'PICK', entry: entry('inplay', '7002') }); // 1X2 again
      expect(ids()).toEqual(['7003', '7002']);
      actor.send({ type: 'PICK', entry: entry('inplay', '7005') }); // a third family
      expect(ids()).toEqual(['7005']);
    });

    it('prematch: changeBet replaces the same fixture and market, adds another market', () => {
      sportsBook.ingestFixtures([liveFixture('600', 1)], { book: 'europe' });
      const { actor, ids } = startSlip('prematch');
      actor.send({ type: 'PICK', entry: entry('prematch', '6001') });
      actor.send({ type: 'PICK', entry: entry('prematch', '6003') });
      actor.send({ type: 'PICK', entry: entry('prematch', '6002') });
      expect(ids()).toEqual(['6003', '6002']);
    });

    it('the level’s max selections refuses one pick too many', async () => {
      const { actor, ids } = startSlip('korean');
      await loadLimits(actor, { ...LIMITS, maxSelections: 2 });
      actor.send({ type: 'PICK', entry: entry('korean', '1001') });
      actor.send({ type: 'PICK', entry: entry('korean', '2001') });
      actor.send({ type: 'PICK', entry: entry('korean', '3001') });
      expect(ids()).toEqual(['1001', '2001']);
      expect(alerts[0]).toContain(BETTING_MESSAGES.TOO_MANY_SELECTIONS);
    });
  });

  describe('following the book', () => {
    it('a price change updates the entry and marks it; policy none waits for acceptance', async () => {
      const { actor } = startSlip('korean');
      await loadLimits(actor);
      actor.send({ type: 'PICK', entry: entry('korean', '1001') });
      actor.send({ type: 'SET_STAKE', stakeWon: 10_000 });
      sportsBook.applySelectionChanges([priceChange('1001', '100', 150)]);
      const moved = actor.getSnapshot().context.entries[0];
      expect(moved).toMatchObject({ betPriceHundredths: 150, changed: 'down', locked: false });
      expect(placeBlocker(actor.getSnapshot().context)).toBe(SLIP_TEXT.changedNotice);
      actor.send({ type: 'PLACE' });
      expect(actor.getSnapshot().matches({ slip: 'editing' })).toBe(true);
      actor.send({ type: 'ACCEPT_CHANGES' });
      expect(actor.getSnapshot().context.entries[0]?.changed).toBeNull();
      expect(placeBlocker(actor.getSnapshot().context)).toBeNull();
    });

    it('policy higher accepts a rise by itself but not a drop', async () => {
      const { actor } = startSlip('korean');
      await loadLimits(actor, { ...LIMITS, oddsPolicy: 'higher' });
      actor.send({ type: 'PICK', entry: entry('korean', '1001') });
      actor.send({ type: 'SET_STAKE', stakeWon: 10_000 });
      sportsBook.applySelectionChanges([priceChange('1001', '100', 220)]);
      expect(actor.getSnapshot().context.entries[0]?.changed).toBe('up');
      expect(placeBlocker(actor.getSnapshot().context)).toBeNull();
      sportsBook.applySelectionChanges([priceChange('1001', '100', 210)]);
      expect(placeBlocker(actor.getSnapshot().context)).toBe(SLIP_TEXT.changedNotice);
    });

    it('a suspension locks the entry and disables placing until it reopens', async () => {
      const { actor } = startSlip('inplay');
      await loadLimits(actor);
      actor.send({ type: 'PICK', entry: entry('inplay', '7001') });
      actor.send({ type: 'SET_STAKE', stakeWon: 10_000 });
      sportsBook.applySelectionChanges([priceChange('7001', '700', 185, 2)]);
      expect(actor.getSnapshot().context.entries[0]?.locked).toBe(true);
      expect(placeBlocker(actor.getSnapshot().context)).toBe(SLIP_TEXT.lockedNotice);
      sportsBook.applySelectionChanges([priceChange('7001', '700', 185, 1)]);
      expect(actor.getSnapshot().context.entries[0]?.locked).toBe(false);
    });

    it('a prematch pick locks when its fixture starts; an in-play pick when the fixture ends', () => {
      const korean = startSlip('korean');
      korean.actor.send({ type: 'PICK', entry: entry('korean', '1001') });
      const { markets: _m, ...started } = fixtureView('100', { status: 2 });
      sportsBook.applyFixtureChange(started);
      expect(korean.actor.getSnapshot().context.entries[0]?.locked).toBe(true);

      const inplay = startSlip('inplay');
      inplay.actor.send({ type: 'PICK', entry: entry('inplay', '8001') });
      sportsBook.removeFixture('800');
      expect(inplay.actor.getSnapshot().context.entries[0]?.locked).toBe(true);
    });

    it('book writes that do not touch the entries leave the snapshot alone', () => {
      const { actor } = startSlip('korean');
      actor.send({ type: 'PICK', entry: entry('korean', '1001') });
      const before = actor.getSnapshot();
      sportsBook.applySelectionChanges([priceChange('2001', '200', 300)]);
      expect(actor.getSnapshot()).toBe(before);
    });

    it('the in-play slip holds the in-play stream open while it has picks', () => {
      const { actor, holding } = startSlip('inplay');
      expect(holding.count).toBe(0);
      actor.send({ type: 'PICK', entry: entry('inplay', '7001') });
      expect(holding.count).toBe(1);
      actor.send({ type: 'CLEAR' });
      expect(holding.count).toBe(0);
    });
  });

  describe('stake, odds and payout', () => {
    it('quick stakes add up within the max stake; 초기화 resets', async () => {
      const { actor } = startSlip('korean');
      await loadLimits(actor, { ...LIMITS, maxStakeWon: 600_000 });
      actor.send({ type: 'PICK', entry: entry('korean', '1001') });
      for (const amountWon of [10_000, 50_000, 100_000])
        actor.send({ type: 'ADD_STAKE', amountWon });
      expect(actor.getSnapshot().context.stakeWon).toBe(160_000);
      actor.send({ type: 'ADD_STAKE', amountWon: 500_000 });
      expect(actor.getSnapshot().context.stakeWon).toBe(600_000);
      actor.send({ type: 'RESET_STAKE' });
      expect(actor.getSnapshot().context.stakeWon).toBe(0);
    });

    it('최대 is the largest stake within max stake, max payout and the balance', async () => {
      const { actor } = startSlip('korean');
      await loadLimits(actor, { ...LIMITS, maxPayoutWon: 1_000_000 });
      actor.send({ type: 'PICK', entry: entry('korean', '1003') }); // 4.10
      actor.send({ type: 'PICK', entry: entry('korean', '2003') }); // 4.10
      actor.send({ type: 'MAX_STAKE' });
      const stake = actor.getSnapshot().context.stakeWon;
      // floor(stake × 410 × 410 / 10^4) ≤ 1,000,000 < the payout of stake + 1
      expect(Math.floor((stake * 410 * 410) / 10_000)).toBeLessThanOrEqual(1_000_000);
      expect(Math.floor(((stake + 1) * 410 * 410) / 10_000)).toBeGreaterThan(1_000_000);
      actor.send({ type: 'BALANCE', balanceWon: 12_345 });
      actor.send({ type: 'MAX_STAKE' });
      expect(actor.getSnapshot().context.stakeWon).toBe(12_345);
    });

    it('combined odds are truncated for display; the payout is floor(stake × Π odds / 100^n)', () => {
      const figures = { pricesHundredths: [185, 210, 155], stakeWon: 10_001, systemSize: null };
      expect(slipCombinedOdds(figures)).toBe(602); // 6.02175 shown as 6.02
      expect(slipPotentialPayout(figures)).toBe(Math.floor((10_001 * 185 * 210 * 155) / 1e6));
      expect(slipPotentialPayout({ ...figures, pricesHundredths: [] })).toBe(0);
    });

    it('system k/n is offered from three picks; the stake splits evenly over the lines', async () => {
      const { actor } = startSlip('korean');
      await loadLimits(actor);
      actor.send({ type: 'PICK', entry: entry('korean', '1001') });
      actor.send({ type: 'PICK', entry: entry('korean', '2001') });
      actor.send({ type: 'SET_SYSTEM', size: 2 });
      expect(actor.getSnapshot().context.systemSize).toBeNull(); // two picks: no system
      actor.send({ type: 'PICK', entry: entry('korean', '3001') });
      actor.send({ type: 'SET_SYSTEM', size: 2 });
      actor.send({ type: 'SET_STAKE', stakeWon: 30_001 });
      expect(placeBlocker(actor.getSnapshot().context)).toContain(
        BETTING_MESSAGES.SYSTEM_STAKE_NOT_DIVISIBLE,
      );
      actor.send({ type: 'SET_STAKE', stakeWon: 30_000 });
      // three doubles of 10,000 at 1.85 × 1.85 = 34,225 each
      expect(slipPotentialPayout(figuresOf(actor.getSnapshot().context))).toBe(3 * 34_225);
      expect(maxStakeFor(LIMITS, { pricesHundredths: [185, 185, 185], systemSize: 2 }) % 3).toBe(0);
      actor.send({ type: 'REMOVE', id: '3001' });
      expect(actor.getSnapshot().context.systemSize).toBeNull();
    });
  });

  describe('placing', () => {
    it('retries a network failure with the same key; a changed slip gets a new one', async () => {
      const bodies: { idempotencyKey: string; stakeWon: number }[] = [];
      let fail = true;
      const { actor } = startSlip('korean', ['key-first-1', 'key-second-2']);
      await loadLimits(actor);
      stubServer({
        'POST /api/sports/bets': async (request) => {
          bodies.push((await request.json()) as (typeof bodies)[number]);
          if (fail) throw new TypeError('Failed to fetch');
          return json(200, { bet: betView(42), emoney: 490_000 });
        },
      });
      actor.send({ type: 'PICK', entry: entry('korean', '1001') });
      actor.send({ type: 'SET_STAKE', stakeWon: 10_000 });
      actor.send({ type: 'PLACE' });
      await waitFor(actor, (s) => s.matches({ slip: 'editing' }));
      expect(actor.getSnapshot().context.error).toBe(COMMON.networkError);
      actor.send({ type: 'PLACE' });
      await waitFor(actor, (s) => s.matches({ slip: 'editing' }));
      actor.send({ type: 'SET_STAKE', stakeWon: 20_000 });
      fail = false;
      actor.send({ type: 'PLACE' });
      await waitFor(actor, (s) => s.matches({ slip: 'placed' }));
      expect(bodies.map((b) => b.idempotencyKey)).toEqual([
        'key-first-1',
        'key-first-1',
        'key-second-2',
      ]);
      expect(bodies[2]).toMatchObject({
        family: 'korean',
        picks: [{ selectionId: '1001', priceHundredths: 185 }],
        stakeWon: 20_000,
        oddsPolicy: 'none',
      });
    });

    it('shows the receipt, records the bet and balance, and re-bets the same slip', async () => {
      const { actor, ids } = startSlip('korean');
      await loadLimits(actor);
      stubServer({
        'POST /api/sports/bets': () => json(200, { bet: betView(42), emoney: 490_000 }),
      });
      actor.send({ type: 'PICK', entry: entry('korean', '1001') });
      actor.send({ type: 'PICK', entry: entry('korean', '2001') });
      actor.send({ type: 'SET_STAKE', stakeWon: 10_000 });
      actor.send({ type: 'PLACE' });
      await waitFor(actor, (s) => s.matches({ slip: 'placed' }));
      expect(actor.getSnapshot().context.receipt?.id).toBe(42);
      expect(ids()).toEqual([]);
      expect(sportsBetsStore.getState().bets['42']).toBeDefined();
      expect(sessionStore.getState().user).toMatchObject({ emoney: 490_000, point: 7 });

      sportsBook.applySelectionChanges([priceChange('2001', '200', 199)]);
      actor.send({ type: 'REBET' });
      expect(actor.getSnapshot().matches({ slip: 'editing' })).toBe(true);
      expect(ids()).toEqual(['1001', '2001']);
      expect(actor.getSnapshot().context.stakeWon).toBe(10_000);
      expect(actor.getSnapshot().context.entries[1]?.betPriceHundredths).toBe(199);
    });

    it('a 409 shows the server’s message and applies its current prices', async () => {
      const { actor } = startSlip('korean', ['key-first-1', 'key-second-2']);
      await loadLimits(actor);
      const keys: string[] = [];
      stubServer({
        'POST /api/sports/bets': async (request) => {
          keys.push(((await request.json()) as { idempotencyKey: string }).idempotencyKey);
          return json(409, {
            code: 'ODDS_CHANGED',
            message: BETTING_MESSAGES.ODDS_CHANGED,
            prices: [
              { selectionId: '1001', priceHundredths: 170, status: 1 },
              { selectionId: '2001', priceHundredths: 185, status: 2 },
            ],
          });
        },
      });
      actor.send({ type: 'PICK', entry: entry('korean', '1001') });
      actor.send({ type: 'PICK', entry: entry('korean', '2001') });
      actor.send({ type: 'SET_STAKE', stakeWon: 10_000 });
      actor.send({ type: 'PLACE' });
      await waitFor(actor, (s) => s.matches({ slip: 'editing' }) && s.context.error !== null);
      const { context } = actor.getSnapshot();
      expect(context.error).toBe(BETTING_MESSAGES.ODDS_CHANGED);
      expect(context.entries[0]).toMatchObject({ betPriceHundredths: 170, changed: 'down' });
      expect(context.entries[1]).toMatchObject({ locked: true });
      expect(context.pendingKey).toBeNull(); // a refusal is final: the next try is a new bet
    });
  });

  describe('member settings', () => {
    it('loads the limits and the member’s policy; a policy that fails to save reverts', async () => {
      const { actor } = startSlip('korean');
      await loadLimits(actor, { ...LIMITS, oddsPolicy: 'higher' });
      expect(actor.getSnapshot().context.oddsPolicy).toBe('higher');
      const saved: unknown[] = [];
      stubServer({
        'PUT /api/sports/odds-policy': async (request) => {
          saved.push(await request.json());
          return json(200, { oddsPolicy: 'any' });
        },
      });
      actor.send({ type: 'SET_POLICY', policy: 'any' });
      await waitFor(actor, (s) => s.matches({ policy: 'idle' }));
      expect(saved).toEqual([{ oddsPolicy: 'any' }]);
      expect(actor.getSnapshot().context.oddsPolicy).toBe('any');

      stubServer({
        'PUT /api/sports/odds-policy': () => json(400, { code: 'BAD', message: '저장 실패' }),
      });
      actor.send({ type: 'SET_POLICY', policy: 'none' });
      await waitFor(actor, (s) => s.context.error !== null);
      expect(actor.getSnapshot().context.oddsPolicy).toBe('any');
      expect(actor.getSnapshot().context.error).toBe('저장 실패');
    });

    it('a member reset empties the slip and forgets the limits', async () => {
      const { actor } = startSlip('korean');
      await loadLimits(actor);
      actor.send({ type: 'PICK', entry: entry('korean', '1001') });
      actor.send({ type: 'SET_STAKE', stakeWon: 10_000 });
      actor.send({ type: 'MEMBER_RESET' });
      const snapshot = actor.getSnapshot();
      expect(snapshot.context).toMatchObject({ entries: [], stakeWon: 0, limits: null });
      expect(snapshot.matches({ limits: 'idle' })).toBe(true);
    });
  });
});
