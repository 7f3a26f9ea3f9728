/**
 * Responsible-gambling limits on the money paths: every limit refused at its edge and accepted under it on every money path
 * (charge requests, sports single and batched, minigame, casino/slot wallet `bet`), the windows
 * rolling over, and the ledger balancing after each test. PGlite and PostgreSQL.
 */
import { createHash, randomUUID } from 'node:crypto';
import { placeBet } from '../../../server/casino/wallet/wallet-bet';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { placeBatchIn, type PlacementJob } from '../../../server/sports/bets/sports-bet-batch';
import { fingerprintOf } from '../../../server/sports/bets/sports-bet-placed';
import { stakeGate } from '../../../server/responsible/stake-gate';
import type { ResponsibleLimitKind } from '../../../common/contract/responsible.contract';
import { ADMIN, FakeClock, login, type LoggedIn, type TestApp } from '../helpers/app-harness';
import { createLaunchToken, walletCall, type ProviderKeys } from '../helpers/casino-signing';
import { fundedMember, startCasinoTestApp } from '../helpers/casino-app';
import { fund } from '../helpers/ledger-fixtures';
import { betKey, prematchFixture, slip } from '../helpers/sports-book-fixtures';
import { dbTargets } from '../helpers/test-db';
import {
  approvePending,
  charge,
  refusal,
  setLimit,
  sportsBet,
  waitForALockWait,
} from './rg-helpers';

const SLOT = 'classic-3x3';
const MINIGAME_ID = 211;
const PICK = 'powerballOddEven.odd';

describe.each(dbTargets)('responsible gambling on every money path on %s', (target) => {
  let h: TestApp;
  let admin: LoggedIn;
  let keys: ProviderKeys;
  // Real time (the loss windows read ledger entries, stamped by the database's clock), 5 s into
  // its minute so the minigame round of that minute is open for bets (it closes 10 s early).
  const clock = new FakeClock(Math.floor(Date.now() / 60_000) * 60_000 + 5_000);

  beforeAll(async () => {
    ({ h, keys, admin } = await startCasinoTestApp(target, clock));
  }, 60_000);
  afterAll(() => h?.close());
  afterEach(async () => expect((await verifyLedger(h.db)).problems).toEqual([]));

  const bettor = () => fundedMember(h, 'rg', 1_000_000);
  /** A signed-call body of a slot bet by the member, with a launch token of their own. */
  const casinoBetBody = async (memberId: number, amount: number) => {
    const token = await createLaunchToken(h.db, { memberId, gameCode: SLOT, now: clock.now() });
    const body = {
      request_uuid: randomUUID(),
      token,
      transaction_uuid: randomUUID(),
      round: `r-${randomUUID()}`,
      game_code: SLOT,
      currency: 'KRW',
      round_closed: false,
      amount,
    };
    return { body, token };
  };
  const casinoBet = async (memberId: number, amount: number) => {
    const { body, token } = await casinoBetBody(memberId, amount);
    // server/casino/wallet/wallet-bet.ts's placeBet, in a transaction of its own: the one-call
    // path (the batched path asks the stake gate once for the whole batch).
    const answer = await h.db.transaction((tx) =>
      placeBet(
        tx,
        1,
        body,
        createHash('sha256').update(JSON.stringify(body)).digest('hex'),
        clock.now(),
      ),
    );
    return { answer, body, token };
  };
  const minigameBet = async (who: LoggedIn, stakeWon: number) => {
    const events = await h.app.inject({
      method: 'GET',
      url: `/api/minigame/events?gameId=${MINIGAME_ID}&currentGame=1`,
      headers: who.headers,
    });
    const round = events.json().current as { roundId: string };
    const settings = (
      await h.app.inject({
        method: 'GET',
        url: `/api/settingMinigame/${MINIGAME_ID}`,
        headers: who.headers,
      })
    ).json();
    return h.app.inject({
      method: 'POST',
      url: '/api/minigame/bets',
      headers: who.headers,
      payload: {
        gameId: MINIGAME_ID,
        roundId: round.roundId,
        selectionKey: PICK,
        stakeWon,
        oddsHundredths: settings.odds[PICK],
        idempotencyKey: `rg-mg-${randomUUID()}`,
      },
    });
  };

  it.each(['deposit24h', 'deposit7d', 'deposit30d'] as ResponsibleLimitKind[])(
    '%s: a charge under the limit is accepted, at the edge refused with what is left; pending counts',
    async (kind) => {
      const who = await bettor();
      await setLimit(h.app, who, kind, 50_000);
      expect((await charge(h.app, who, 30_000)).statusCode).toBe(200); // pending counts
      await approvePending(h.app, h.db, admin, who.memberId);
      const over = await charge(h.app, who, 30_000);
      expect(refusal(over)).toEqual({ status: 409, code: 'RG_DEPOSIT_LIMIT' });
      expect(over.json().message).toContain('남은 한도는 20,000원');
      expect(over.json().message).toMatch(/입금 한도/);
      expect((await charge(h.app, who, 20_000)).statusCode).toBe(200); // exactly at the limit
    },
  );

  it('stake per bet: sports, minigame and casino refuse above it, accept at it', async () => {
    const who = await bettor();
    await setLimit(h.app, who, 'stakePerBet', 10_000);
    const sportsOver = await sportsBet(h.app, h.db, who, 20_000, clock.now());
    expect(refusal(sportsOver)).toEqual({ status: 409, code: 'RG_STAKE_LIMIT' });
    expect(sportsOver.json().message).toContain('1회 베팅 한도(10,000원)');
    expect((await sportsBet(h.app, h.db, who, 10_000, clock.now())).statusCode).toBe(200);
    expect(refusal(await minigameBet(who, 20_000)).code).toBe('RG_STAKE_LIMIT');
    expect((await minigameBet(who, 10_000)).statusCode).toBe(200);
    expect((await casinoBet(who.memberId, 20_000)).answer.status).toBe('RS_ERROR_USER_DISABLED');
    expect((await casinoBet(who.memberId, 10_000)).answer.status).toBe('RS_OK');
  });

  it.each(['loss24h', 'loss7d', 'loss30d'] as ResponsibleLimitKind[])(
    '%s: open and lost stakes count; each path refuses past the limit and accepts within it',
    async (kind) => {
      const who = await bettor();
      await setLimit(h.app, who, kind, 40_000);
      expect((await sportsBet(h.app, h.db, who, 10_000, clock.now())).statusCode).toBe(200);
      expect((await minigameBet(who, 10_000)).statusCode).toBe(200);
      expect((await casinoBet(who.memberId, 10_000)).answer.status).toBe('RS_OK');
      // 30,000 staked: 10,001 more would pass 40,000 on every path.
      const over = await sportsBet(h.app, h.db, who, 20_000, clock.now());
      expect(refusal(over)).toEqual({ status: 409, code: 'RG_LOSS_LIMIT' });
      expect(over.json().message).toContain('남은 한도는 10,000원');
      // A new minigame pick replaces the open one (its 10,000 refunded first): 30,000 passes.
      expect(refusal(await minigameBet(who, 30_000)).code).toBe('RG_LOSS_LIMIT');
      expect((await casinoBet(who.memberId, 10_001)).answer.status).toBe('RS_ERROR_USER_DISABLED');
      expect((await casinoBet(who.memberId, 10_000)).answer.status).toBe('RS_OK');
    },
  );

  it('a casino win returns money to the loss window', async () => {
    const who = await bettor();
    await setLimit(h.app, who, 'loss24h', 10_000);
    const first = await casinoBet(who.memberId, 10_000);
    expect(first.answer.status).toBe('RS_OK');
    expect((await casinoBet(who.memberId, 5_000)).answer.status).toBe('RS_ERROR_USER_DISABLED');
    const win = await walletCall(h.app, keys.privateKey, 'transaction/win', {
      ...first.body,
      request_uuid: randomUUID(),
      transaction_uuid: randomUUID(),
      reference_transaction_uuid: first.body.transaction_uuid,
      amount: 8_000,
      round_closed: true,
    });
    expect(win.answer.status).toBe('RS_OK');
    expect((await casinoBet(who.memberId, 5_000)).answer.status).toBe('RS_OK');
  });

  it('a sports batch places members who set nothing and sends the limited alone, where the gate answers each slip', async () => {
    const free = await bettor();
    const limited = await bettor();
    const lossy = await bettor();
    await setLimit(h.app, limited, 'stakePerBet', 10_000);
    await setLimit(h.app, lossy, 'loss24h', 25_000);
    const book = await prematchFixture(h.db, clock.now());
    const body = (stake: number) =>
      slip('prematch', [{ selectionId: book.home, priceHundredths: 185 }], stake, {
        idempotencyKey: betKey(),
      });
    const job = (memberId: number, stake: number): PlacementJob => {
      const b = body(stake);
      return { memberId, body: b, fingerprint: fingerprintOf(b) };
    };
    const jobs = [
      job(free.memberId, 20_000),
      job(limited.memberId, 20_000),
      job(lossy.memberId, 10_000),
    ];
    const outcomes = await h.db.transaction((tx) => placeBatchIn(tx, jobs, clock.now()));
    expect(outcomes.map((o) => o.kind)).toEqual(['placed', 'alone', 'alone']);

    // Through the service, together (one batch): each limited slip decided alone by the gate.
    const place = (who: LoggedIn, stake: number) =>
      h.app.inject({
        method: 'POST',
        url: '/api/sports/bets',
        headers: who.headers,
        payload: body(stake),
      });
    const answers = await Promise.all([
      place(free, 20_000),
      place(limited, 20_000),
      place(lossy, 10_000),
      place(lossy, 10_000),
      place(lossy, 10_000),
      place(limited, 10_000),
    ]);
    const codes = answers.map((r) => (r.statusCode === 200 ? 'placed' : r.json().code));
    expect(codes[0]).toBe('placed');
    expect(codes[1]).toBe('RG_STAKE_LIMIT');
    expect(codes[5]).toBe('placed');
    // The batch above placed nothing of theirs: two of the three fit under 25,000.
    expect(codes.slice(2, 5).sort()).toEqual(['RG_LOSS_LIMIT', 'placed', 'placed']);
  });

  // A stake committed on another path while a sports placement waited for the member's row:
  // the placement's gate must count it (one lock orders every stake of a limited member).
  it.runIf(target === 'postgres')(
    'a sports stake waiting behind a casino bet counts that bet against the loss limit',
    async () => {
      const who = await bettor();
      await setLimit(h.app, who, 'loss24h', 25_000);
      const { body } = await casinoBetBody(who.memberId, 20_000);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let betPlaced!: () => void;
      const placed = new Promise<void>((resolve) => (betPlaced = resolve));
      // The casino bet, its transaction held open after the stake is written.
      const casino = h.db.transaction(async (tx) => {
        const answer = await placeBet(tx, 1, body, 'held', clock.now());
        betPlaced();
        await held;
        return answer;
      });
      await placed;
      const sports = sportsBet(h.app, h.db, who, 10_000, clock.now());
      await waitForALockWait(h.db);
      release();
      expect((await casino).status).toBe('RS_OK');
      expect(refusal(await sports)).toEqual({ status: 409, code: 'RG_LOSS_LIMIT' });
    },
  );

  // A resettlement that takes back a payout is a play debit the gate does not pass (it is not a
  // stake) but the loss counts it: a stake waiting behind it must count it too.
  it.runIf(target === 'postgres')(
    'a stake waiting behind a resettlement counts the payout it takes back against the loss limit',
    async () => {
      const who = await bettor();
      await setLimit(h.app, who, 'loss24h', 15_000);
      const book = await prematchFixture(h.db, clock.now());
      const first = await h.app.inject({
        method: 'POST',
        url: '/api/sports/bets',
        headers: who.headers,
        payload: slip('prematch', [{ selectionId: book.home, priceHundredths: 185 }], 10_000, {
          idempotencyKey: betKey(),
        }),
      });
      expect(first.statusCode).toBe(200);
      const resettle = (settlement: number) =>
        h.app.inject({
          method: 'POST',
          url: `/api/admin/sports/selections/${book.home}/resettle`,
          headers: admin.headers,
          payload: { settlement, reason: '결과 정정' },
        });
      // Won: 18,500 paid on 10,000, a loss of −8,500 in the window.
      expect((await resettle(2)).statusCode).toBe(200);
      // The correction to lost takes the 18,500 back (loss 10,000), and is held before its commit:
      // its audit row waits behind a lock this test keeps on the audit log.
      const lockWaits = async (n: number) => {
        for (;;) {
          const [row] = await h.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          if (row!.n >= n) return;
          await new Promise((resolve) => setImmediate(resolve));
        }
      };
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const auditLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = h.db.transaction(async (tx) => {
        await tx.query('LOCK TABLE audit_log IN EXCLUSIVE MODE');
        locked();
        await held;
      });
      await auditLocked;
      const correction = resettle(1);
      await lockWaits(1);
      // A slot bet of 10,000: within the limit only if the payout taken back were not counted.
      const stake = casinoBet(who.memberId, 10_000);
      await lockWaits(2);
      release();
      await holder;
      expect((await correction).statusCode).toBe(200);
      expect((await stake).answer.status).toBe('RS_ERROR_USER_DISABLED');
    },
  );

  it('the stake gate answers many stakes with one call, null for members with nothing set', async () => {
    const free = await bettor();
    const limited = await bettor();
    await setLimit(h.app, limited, 'stakePerBet', 5_000);
    const answers = await stakeGate(
      h.db,
      [
        { memberId: free.memberId, amount: 50_000, kind: 'casino_bet' },
        { memberId: limited.memberId, amount: 6_000, kind: 'casino_bet' },
        { memberId: limited.memberId, amount: 5_000, kind: 'casino_bet' },
      ],
      clock.now(),
    );
    expect(answers.map((a) => a?.code ?? null)).toEqual([null, 'RG_STAKE_LIMIT', null]);
  });

  it('records refusals for the operator report of members who hit limits often', async () => {
    const who = await bettor();
    await fund(h.db, who.memberId, 10_000);
    await setLimit(h.app, who, 'stakePerBet', 10_000);
    for (let i = 0; i < 3; i += 1) {
      expect(refusal(await sportsBet(h.app, h.db, who, 20_000, clock.now())).code).toBe(
        'RG_STAKE_LIMIT',
      );
    }
    expect((await casinoBet(who.memberId, 20_000)).answer.status).toBe('RS_ERROR_USER_DISABLED');
    const r = await h.app.inject({
      method: 'GET',
      url: '/api/admin/responsible/limit-hits?days=1&minHits=4',
      headers: admin.headers,
    });
    expect(r.statusCode).toBe(200);
    const row = r.json().items.find((i: { memberId: number }) => i.memberId === who.memberId);
    expect(row).toMatchObject({ hits: 4, stakeHits: 4 });
    const forbidden = await h.app.inject({
      method: 'GET',
      url: '/api/admin/responsible/limit-hits',
      headers: who.headers,
    });
    expect(forbidden.statusCode).toBe(403);
  });
  // Last: these move the clock a day on (the minigame rounds and sessions stay behind). The loss
  // window first: ledger entries carry real time, which the first step leaves behind.
  it('the loss window rolls over (dev clock a day on)', async () => {
    const who = await bettor();
    await setLimit(h.app, who, 'loss24h', 10_000);
    expect((await sportsBet(h.app, h.db, who, 10_000, clock.now())).statusCode).toBe(200);
    expect(refusal(await sportsBet(h.app, h.db, who, 10_000, clock.now())).code).toBe(
      'RG_LOSS_LIMIT',
    );
    clock.advanceMinutes(24 * 60 + 10); // the clock started up to a minute behind real time
    const again = await login(h.app, who.credentials);
    expect((await sportsBet(h.app, h.db, again, 10_000, clock.now())).statusCode).toBe(200);
  });

  it('the 24-hour deposit window rolls over', async () => {
    const who = await bettor();
    const boss = await login(h.app, ADMIN); // the first one idled out a day ago
    await setLimit(h.app, who, 'deposit24h', 20_000);
    expect((await charge(h.app, who, 20_000)).statusCode).toBe(200);
    await approvePending(h.app, h.db, boss, who.memberId);
    expect(refusal(await charge(h.app, who, 10_000)).code).toBe('RG_DEPOSIT_LIMIT');
    clock.advanceMinutes(24 * 60 + 1);
    // A day idle ended both sessions (spec §4 auto-logout): log in again.
    const again = { ...who, ...(await login(h.app, who.credentials)) };
    expect((await charge(h.app, again, 10_000)).statusCode).toBe(200);
    await approvePending(h.app, h.db, await login(h.app, ADMIN), who.memberId);
  });
});
