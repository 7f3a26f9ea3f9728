/**
 * The wallet's group commit (wallet-batch.ts): money calls handed to the service
 * in the same turn of the event loop run as ONE batch — one transaction, each call in its own
 * savepoint — and every call still answers and moves money exactly as it would alone: each
 * member debited once, a refusal is only its own, the same transaction_uuid twice answers the
 * first, and a call that fails mid-batch neither loses nor duplicates the others.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { Realtime } from '../../../server/platform/sse/realtime';
import {
  CasinoWalletService,
  type WalletRequest,
} from '../../../server/casino/wallet/casino-wallet.service';
import { startTestApp, type TestApp } from '../helpers/app-harness';
import {
  createLaunchToken,
  generateProviderKeys,
  installProviderKey,
  signBody,
  type ProviderKeys,
} from '../helpers/casino-signing';
import { createMember, fund } from '../helpers/ledger-fixtures';
import { dbTargets } from '../helpers/test-db';

describe.each(dbTargets)('casino wallet batches on %s', (target) => {
  let h: TestApp;
  let keys: ProviderKeys;
  let wallet: CasinoWalletService;
  /** What the round observer heard, one entry per transaction that told it. */
  const told: number[][] = [];

  beforeAll(async () => {
    h = await startTestApp(target);
    keys = generateProviderKeys();
    await installProviderKey(h.db, keys.publicPem);
    // One batch in flight, so everything handed in together waits for it and forms the next.
    wallet = new CasinoWalletService(
      {
        db: h.db,
        clock: () => new Date(),
        realtime: new Realtime(h.bus),
        roundObservers: [
          async (_tx, roundIds) => {
            told.push([...roundIds]);
          },
        ],
      },
      { maxBatch: 64, maxConcurrent: 1 },
    );
    // The provider's row is cached after this call: later calls reach the batcher in one turn.
    await wallet.handle(request('user/balance', { request_uuid: randomUUID(), token: 'none' }));
  }, 60_000);
  afterAll(() => h?.close());
  afterEach(async () => {
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });

  function request(endpoint: WalletRequest['endpoint'], body: object): WalletRequest {
    const raw = Buffer.from(JSON.stringify(body));
    return { providerCode: 'demo', endpoint, raw, signature: signBody(keys.privateKey, raw) };
  }

  /** Hands every call to the service in the same turn and checks they made exactly one batch. */
  async function inOneBatch(requests: WalletRequest[]) {
    const before = wallet.batchStats();
    const answers = await Promise.all(requests.map((r) => wallet.handle(r)));
    expect(wallet.batchStats()).toEqual({
      batches: before.batches + 1,
      jobs: before.jobs + requests.length,
    });
    return answers;
  }

  const player = async (funds = 100_000) => {
    const memberId = await createMember(h.db);
    await fund(h.db, memberId, funds);
    const token = await createLaunchToken(h.db, { memberId, gameCode: 'video-5x3' });
    return { memberId, token };
  };
  const cash = async (memberId: number) => (await getMemberBalances(h.db, memberId)).emoney;
  const betBody = (token: string, amount = 5_000) => ({
    request_uuid: randomUUID(),
    token,
    transaction_uuid: randomUUID(),
    round: randomUUID(),
    game_code: 'video-5x3',
    amount,
    currency: 'KRW',
  });
  const debits = async (memberId: number) =>
    (
      await h.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger_transfers t
           JOIN ledger_accounts a ON a.id = t.from_account_id
          WHERE a.member_id = $1 AND t.kind = 'casino_bet'`,
        [memberId],
      )
    )[0]!.n;

  it("debits each of many members' bets handed in together once, with their own answers", async () => {
    const players = await Promise.all(Array.from({ length: 12 }, () => player()));
    const answers = await inOneBatch(
      players.map((p, i) => request('transaction/bet', betBody(p.token, 1_000 * (i + 1)))),
    );
    for (const [i, p] of players.entries()) {
      expect(answers[i]).toMatchObject({
        status: 'RS_OK',
        user: String(p.memberId),
        balance: 100_000 - 1_000 * (i + 1),
      });
      expect(await debits(p.memberId)).toBe(1);
      expect(await cash(p.memberId)).toBe(100_000 - 1_000 * (i + 1));
    }
  });

  it('refuses only the bet the cash does not cover; the others in the batch are debited', async () => {
    const rich = await player();
    const poor = await player(3_000);
    const other = await player();
    const answers = await inOneBatch([
      request('transaction/bet', betBody(rich.token)),
      request('transaction/bet', betBody(poor.token)),
      request('transaction/bet', betBody(other.token)),
    ]);
    expect(answers.map((a) => a.status)).toEqual(['RS_OK', 'RS_ERROR_NOT_ENOUGH_MONEY', 'RS_OK']);
    expect(answers[1]).toMatchObject({ user: String(poor.memberId), balance: 3_000 });
    expect(await cash(rich.memberId)).toBe(95_000);
    expect(await cash(poor.memberId)).toBe(3_000);
    expect(await debits(poor.memberId)).toBe(0);
    expect(await cash(other.memberId)).toBe(95_000);
  });

  it('answers one transaction_uuid twice in a batch by its first result, and a changed body under it is refused', async () => {
    const p = await player();
    const body = betBody(p.token);
    const answers = await inOneBatch([
      request('transaction/bet', body),
      request('transaction/bet', { ...body, request_uuid: randomUUID() }),
      request('transaction/bet', { ...body, request_uuid: randomUUID(), amount: 7_000 }),
    ]);
    expect(answers.map((a) => [a.status, a.balance])).toEqual([
      ['RS_OK', 95_000],
      ['RS_OK', 95_000],
      ['RS_ERROR_DUPLICATE_TRANSACTION', 95_000],
    ]);
    expect(await debits(p.memberId)).toBe(1);
    expect(await cash(p.memberId)).toBe(95_000);
  });

  it('runs a bet, its win and a rollback of another bet of one member in one batch, in order', async () => {
    const p = await player();
    const first = betBody(p.token);
    const second = betBody(p.token, 2_000);
    await wallet.handle(request('transaction/bet', second));
    const answers = await inOneBatch([
      request('transaction/bet', first),
      request('transaction/win', {
        ...first,
        request_uuid: randomUUID(),
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: first.transaction_uuid,
        amount: 12_000,
        round_closed: true,
      }),
      request('transaction/rollback', {
        request_uuid: randomUUID(),
        token: p.token,
        transaction_uuid: randomUUID(),
        reference_transaction_uuid: second.transaction_uuid,
        round: second.round,
        game_code: 'video-5x3',
        currency: 'KRW',
      }),
    ]);
    expect(answers.map((a) => [a.status, a.balance])).toEqual([
      ['RS_OK', 93_000],
      ['RS_OK', 105_000],
      ['RS_OK', 107_000],
    ]);
    expect(await cash(p.memberId)).toBe(107_000);
  });

  it('a call that fails mid-batch moves nothing; the calls around it are neither lost nor doubled', async () => {
    // The injected failure: this test's schema refuses one transaction id at its insert, after
    // the call's round and ledger transfer were already written inside its savepoint.
    const doomed = `boom-${randomUUID()}`;
    await h.db.query(
      `ALTER TABLE casino_transactions ADD CONSTRAINT batch_test_refuses_one
         CHECK (transaction_uuid <> '${doomed}') NOT VALID`,
    );
    try {
      const [a, b, c] = await Promise.all([player(), player(), player()]);
      const answers = await inOneBatch([
        request('transaction/bet', betBody(a!.token)),
        request('transaction/bet', { ...betBody(b!.token), transaction_uuid: doomed }),
        request('transaction/bet', betBody(c!.token)),
      ]);
      expect(answers.map((x) => x.status)).toEqual(['RS_OK', 'RS_ERROR_UNKNOWN', 'RS_OK']);
      expect(await cash(a!.memberId)).toBe(95_000);
      expect(await debits(a!.memberId)).toBe(1);
      expect(await cash(b!.memberId)).toBe(100_000);
      expect(await debits(b!.memberId)).toBe(0);
      const rounds = await h.db.query(`SELECT 1 FROM casino_rounds WHERE member_id = $1`, [
        b!.memberId,
      ]);
      expect(rounds).toHaveLength(0);
      expect(await cash(c!.memberId)).toBe(95_000);
      expect(await debits(c!.memberId)).toBe(1);
    } finally {
      await h.db.query('ALTER TABLE casino_transactions DROP CONSTRAINT batch_test_refuses_one');
    }
  });

  it('logs every call of a batch once', async () => {
    const p = await player();
    const bodies = [betBody(p.token), betBody(p.token)];
    await inOneBatch(bodies.map((body) => request('transaction/bet', body)));
    const logged = await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM casino_calls WHERE transaction_uuid = ANY($1::text[])',
      [bodies.map((body) => body.transaction_uuid)],
    );
    expect(logged[0]!.n).toBe(2);
  });

  // Without the token (a win needs none): a token answered before routes its calls to its
  // member's lane (wallet-lanes.ts), and these tests hand everything to one batch.
  const winBody = (bet: ReturnType<typeof betBody>, amount: number, roundClosed = true) => ({
    ...bet,
    token: '',
    request_uuid: randomUUID(),
    transaction_uuid: randomUUID(),
    reference_transaction_uuid: bet.transaction_uuid,
    amount,
    round_closed: roundClosed,
  });
  const roundOf = async (memberId: number, roundRef: string) =>
    (
      await h.db.query<{ id: number; stake: number; win: number; status: string }>(
        `SELECT id, stake, win, status FROM casino_rounds WHERE member_id = $1 AND round_ref = $2`,
        [memberId, roundRef],
      )
    )[0];

  it("decides many members' bets, wins and refusals together, each answered as it would be alone", async () => {
    const [winner, bettor, expired, poor, barred] = await Promise.all([
      player(),
      player(),
      player(),
      player(2_000),
      player(),
    ]);
    const standing = betBody(winner!.token, 10_000);
    await wallet.handle(request('transaction/bet', standing));
    const barredBet = betBody(barred!.token, 4_000);
    await wallet.handle(request('transaction/bet', barredBet));
    await h.db.query('UPDATE members SET blocked = TRUE WHERE id = $1', [barred!.memberId]);
    const lateToken = await createLaunchToken(h.db, {
      memberId: expired!.memberId,
      gameCode: 'video-5x3',
      expiresAt: new Date(Date.now() - 1_000),
    });
    const open = betBody(bettor!.token, 3_000);
    const answers = await inOneBatch([
      request('transaction/win', winBody(standing, 25_000)),
      request('transaction/bet', { ...open, round_closed: false }),
      request('transaction/bet', betBody(lateToken)),
      request('transaction/bet', betBody(poor!.token, 5_000)),
      request(
        'transaction/bet',
        betBody(
          await createLaunchToken(h.db, { memberId: barred!.memberId, gameCode: 'video-5x3' }),
        ),
      ),
      // Money owed is paid: a barred member's win on a bet made before the block.
      request('transaction/win', winBody(barredBet, 9_000)),
    ]);
    expect(answers.map((a) => [a.status, a.balance])).toEqual([
      ['RS_OK', 115_000],
      ['RS_OK', 97_000],
      ['RS_ERROR_TOKEN_EXPIRED', 100_000],
      ['RS_ERROR_NOT_ENOUGH_MONEY', 2_000],
      ['RS_ERROR_USER_DISABLED', 96_000],
      ['RS_OK', 105_000],
    ]);
    expect(await roundOf(winner!.memberId, standing.round)).toMatchObject({
      stake: 10_000,
      win: 25_000,
      status: 'closed',
    });
    expect(await roundOf(bettor!.memberId, open.round)).toMatchObject({
      stake: 3_000,
      win: 0,
      status: 'open',
    });
    const rows = await h.db.query<{ kind: string; balance_after: number; moved: boolean }>(
      `SELECT kind, balance_after, ledger_transfer_id IS NOT NULL AS moved
         FROM casino_transactions WHERE member_id = $1 ORDER BY id`,
      [winner!.memberId],
    );
    expect(rows).toEqual([
      { kind: 'bet', balance_after: 90_000, moved: true },
      { kind: 'win', balance_after: 115_000, moved: true },
    ]);
    expect(await debits(expired!.memberId)).toBe(0);
    expect(await debits(poor!.memberId)).toBe(0);
    expect(await cash(barred!.memberId)).toBe(105_000);
  });

  it('closes a round with a zero win, moving nothing, and tells the observers each changed round once per batch', async () => {
    const [a, b, c] = await Promise.all([player(), player(), player()]);
    const lost = betBody(a!.token, 6_000);
    const won = betBody(b!.token, 1_000);
    await Promise.all([
      wallet.handle(request('transaction/bet', lost)),
      wallet.handle(request('transaction/bet', won)),
    ]);
    told.length = 0;
    const closedAtOnce = { ...betBody(c!.token, 2_000), round_closed: true };
    const answers = await inOneBatch([
      request('transaction/win', winBody(lost, 0)),
      request('transaction/win', winBody(won, 3_000)),
      request('transaction/bet', closedAtOnce),
    ]);
    expect(answers.map((x) => [x.status, x.balance])).toEqual([
      ['RS_OK', 94_000],
      ['RS_OK', 102_000],
      ['RS_OK', 98_000],
    ]);
    const rounds = await Promise.all([
      roundOf(a!.memberId, lost.round),
      roundOf(b!.memberId, won.round),
      roundOf(c!.memberId, closedAtOnce.round),
    ]);
    expect(rounds.map((r) => r!.status)).toEqual(['closed', 'closed', 'closed']);
    expect(told).toHaveLength(1);
    expect([...told[0]!].sort()).toEqual(rounds.map((r) => r!.id).sort());
    const wins = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transfers t
         JOIN ledger_accounts a ON a.id = t.to_account_id
        WHERE a.member_id = $1 AND t.kind = 'casino_win'`,
      [a!.memberId],
    );
    expect(wins[0]!.n).toBe(0);
  });

  it("refuses in the batch the bets a member's own limits or self-exclusion forbid, records the hits, and debits the others", async () => {
    const [limited, excluded, free] = await Promise.all([player(), player(), player()]);
    const now = new Date();
    await h.db.query(
      `INSERT INTO rg_limits (member_id, kind, amount_won, updated_at) VALUES ($1, 'stakePerBet', 3000, $2)`,
      [limited!.memberId, now],
    );
    await h.db.query(
      `INSERT INTO rg_blocks (member_id, kind, period, started_at, ends_at, source)
       VALUES ($1, 'selfExclusion', '6m', $2, $2::timestamptz + interval '180 days', 'member')`,
      [excluded!.memberId, now],
    );
    const answers = await inOneBatch([
      request('transaction/bet', betBody(limited!.token, 5_000)),
      request('transaction/bet', betBody(excluded!.token, 1_000)),
      request('transaction/bet', betBody(free!.token, 5_000)),
    ]);
    expect(answers.map((a) => [a.status, a.balance])).toEqual([
      ['RS_ERROR_USER_DISABLED', 100_000],
      ['RS_ERROR_USER_DISABLED', 100_000],
      ['RS_OK', 95_000],
    ]);
    expect(await debits(limited!.memberId)).toBe(0);
    expect(await debits(excluded!.memberId)).toBe(0);
    const hits = await h.db.query<{ member_id: number }>(
      'SELECT member_id FROM rg_limit_hits WHERE member_id = ANY($1::bigint[]) ORDER BY member_id',
      [[limited!.memberId, excluded!.memberId]],
    );
    expect(hits.map((x) => x.member_id)).toEqual(
      [limited!.memberId, excluded!.memberId].sort((a, b) => a - b),
    );
  });
});
