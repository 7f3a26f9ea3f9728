import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import type {
  AdminCoinDepositAddressList,
  AdminWalletRequestView,
  CoinDepositAddressList,
  WalletRequestView,
} from '../../../common/contract/wallet.contract';
import { ERROR_MESSAGES } from '../../../common/i18n/errors.ko';
import {
  ADMIN,
  DEMO,
  FakeClock,
  MANAGER,
  login,
  memberIdOf,
  outcome,
  startTestApp,
  type LoggedIn,
  type TestApp,
} from '../helpers/app-harness';
import { dbTargets } from '../helpers/test-db';

let keySeq = 0;
const key = () => `coin-test-${++keySeq}-${Math.random().toString(36).slice(2, 8)}`;
const hex64 = (seed: number) => seed.toString(16).padStart(64, 'a');
const TRC20 = 8;
const ERC20 = 9;
const BTC = 10;
const TRON_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

describe.each(dbTargets)('coin charges on %s', (target) => {
  let h: TestApp;
  let demo: LoggedIn;
  let other: LoggedIn;
  let admin: LoggedIn;
  let demoId: number;
  const clock = new FakeClock();

  beforeAll(async () => {
    h = await startTestApp(target, { clock: clock.now });
    demoId = await memberIdOf(h.db, DEMO.userId);
    demo = await login(h.app, DEMO);
    other = await login(h.app, MANAGER);
    admin = await login(h.app, ADMIN);
  }, 60_000);
  afterAll(() => h?.close());

  afterEach(async () => {
    // Each test starts without a pending charge; the ledger balances after every one.
    await h.db.query(
      `UPDATE wallet_requests SET status = 'cancelled', decided_at = now() WHERE status = 'pending'`,
    );
    const report = await verifyLedger(h.db);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
  });

  const inject = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    who: LoggedIn | null,
    url: string,
    payload?: object,
  ) => h.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const charge = (who: LoggedIn, body: object) => inject('POST', who, '/api/wallet/charge', body);
  const setAddress = (who: LoggedIn, type: number, body: object) =>
    inject('PUT', who, `/api/admin/wallet/coin-addresses/${type}`, body);
  const coinBody = (overrides: object = {}) => ({
    amountWon: 100_000,
    depositorName: '홍길동',
    chargeType: TRC20,
    txHash: hex64(1),
    idempotencyKey: key(),
    ...overrides,
  });
  const requestCount = async () => {
    const [row] = await h.db.query<{ count: number }>(
      'SELECT count(*) AS count FROM wallet_requests',
    );
    return row!.count;
  };

  it('refuses coin types without a configured address in Korean; bank transfer is unaffected', async () => {
    const members = await inject('GET', demo, '/api/wallet/coin-addresses');
    expect(members.json<CoinDepositAddressList>()).toEqual({ addresses: [] });
    const refused = await charge(demo, coinBody());
    expect(outcome(refused)).toEqual({ status: 400, code: 'COIN_CHARGE_UNAVAILABLE' });
    expect(refused.json<{ message: string }>().message).toBe(
      ERROR_MESSAGES.COIN_CHARGE_UNAVAILABLE,
    );
    expect(refused.json<{ message: string }>().message).toContain(
      '코인 충전이 준비되지 않았습니다',
    );
    expect(await requestCount()).toBe(0);
    const bank = await charge(demo, {
      amountWon: 50_000,
      depositorName: '홍길동',
      idempotencyKey: key(),
    });
    expect(bank.statusCode).toBe(200);
    expect(bank.json<{ request: WalletRequestView }>().request).toMatchObject({
      chargeType: 7,
      txHash: null,
    });
  });

  it('operators set and clear addresses (admin only, coin types only, audited)', async () => {
    const body = { address: TRON_ADDRESS, network: 'TRC-20' };
    expect((await setAddress(demo, TRC20, body)).statusCode).toBe(403);
    expect((await inject('GET', demo, '/api/admin/wallet/coin-addresses')).statusCode).toBe(403);
    expect((await inject('GET', null, '/api/wallet/coin-addresses')).statusCode).toBe(401);
    expect(outcome(await setAddress(admin, 7, body))).toEqual({
      status: 400,
      code: 'COIN_CHARGE_TYPE_INVALID',
    });
    for (const bad of [
      { ...body, address: 'short' },
      { ...body, address: `${TRON_ADDRESS} x` },
      { ...body, address: 'T'.repeat(101) },
      { ...body, network: '' },
      { ...body, network: 'n'.repeat(31) },
      { address: TRON_ADDRESS },
    ]) {
      expect(outcome(await setAddress(admin, TRC20, bad))).toEqual({
        status: 400,
        code: 'VALIDATION',
      });
    }
    expect(outcome(await setAddress(admin, 999, body))).toMatchObject({ status: 400 });

    const set = await setAddress(admin, TRC20, {
      address: ` ${TRON_ADDRESS} `,
      network: ' TRC-20 ',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json<AdminCoinDepositAddressList>().addresses).toEqual([
      expect.objectContaining({ chargeType: TRC20, address: TRON_ADDRESS, network: 'TRC-20' }),
    ]);
    const erc = `0x${'ab'.repeat(20)}`;
    expect((await setAddress(admin, ERC20, { address: erc, network: 'ERC-20' })).statusCode).toBe(
      200,
    );
    expect(
      (await inject('DELETE', admin, `/api/admin/wallet/coin-addresses/${ERC20}`)).statusCode,
    ).toBe(200);
    const members = (
      await inject('GET', demo, '/api/wallet/coin-addresses')
    ).json<CoinDepositAddressList>();
    expect(members.addresses).toEqual([
      { chargeType: TRC20, address: TRON_ADDRESS, network: 'TRC-20' },
    ]);

    const audit = await h.db.query<{ action: string; target: string }>(
      `SELECT action, target FROM audit_log WHERE action LIKE 'wallet.coin-address.%' ORDER BY id`,
    );
    expect(audit).toEqual([
      { action: 'wallet.coin-address.set', target: `charge-type:${TRC20}` },
      { action: 'wallet.coin-address.set', target: `charge-type:${ERC20}` },
      { action: 'wallet.coin-address.clear', target: `charge-type:${ERC20}` },
    ]);
    // A cleared coin type is refused again.
    expect(outcome(await charge(demo, coinBody({ chargeType: ERC20 })))).toEqual({
      status: 400,
      code: 'COIN_CHARGE_UNAVAILABLE',
    });
  });

  it('a coin charge needs a well-formed tx hash; bank transfer refuses one', async () => {
    await setAddress(admin, TRC20, { address: TRON_ADDRESS, network: 'TRC-20' });
    const countBefore = await requestCount();
    const cases: [object, number, string][] = [
      [coinBody({ txHash: undefined }), 400, 'WALLET_TX_HASH_REQUIRED'],
      [coinBody({ txHash: 'abc' }), 400, 'WALLET_TX_HASH_INVALID'],
      [coinBody({ txHash: hex64(1).slice(1) }), 400, 'WALLET_TX_HASH_INVALID'],
      [coinBody({ txHash: `${hex64(1)}0` }), 400, 'WALLET_TX_HASH_INVALID'],
      [coinBody({ txHash: `0x${'g'.repeat(64)}` }), 400, 'WALLET_TX_HASH_INVALID'],
      [coinBody({ txHash: `1x${hex64(1)}` }), 400, 'WALLET_TX_HASH_INVALID'],
      [coinBody({ txHash: '' }), 400, 'VALIDATION'],
      [coinBody({ txHash: 'a'.repeat(5000) }), 400, 'VALIDATION'],
      [coinBody({ txHash: 123 }), 400, 'VALIDATION'],
      [{ ...coinBody(), chargeType: 7 }, 400, 'WALLET_TX_HASH_NOT_ALLOWED'],
      [{ ...coinBody(), chargeType: undefined }, 400, 'WALLET_TX_HASH_NOT_ALLOWED'],
    ];
    for (const [body, status, code] of cases) {
      const res = await charge(demo, body);
      expect(outcome(res), JSON.stringify(body).slice(0, 120)).toEqual({ status, code });
      expect(res.json<{ message: string }>().message).toMatch(/[가-힣]/);
    }
    expect(await requestCount()).toBe(countBefore);
  });

  it('a valid coin charge is pending with its hash, shown to the operator, and approval credits cash', async () => {
    await setAddress(admin, TRC20, { address: TRON_ADDRESS, network: 'TRC-20' });
    const before = (await getMemberBalances(h.db, demoId)).emoney;
    const body = coinBody({ txHash: `0x${hex64(2).toUpperCase()}` });
    const res = await charge(demo, body);
    expect(res.statusCode).toBe(200);
    const request = res.json<{ request: WalletRequestView }>().request;
    expect(request).toMatchObject({ status: 'pending', chargeType: TRC20, txHash: hex64(2) });
    // Replay: the first answer; the same key with another hash is a conflict.
    expect((await charge(demo, body)).json<{ request: WalletRequestView }>().request).toEqual(
      request,
    );
    expect(outcome(await charge(demo, { ...body, txHash: hex64(3) }))).toEqual({
      status: 409,
      code: 'IDEMPOTENCY_CONFLICT',
    });
    expect((await getMemberBalances(h.db, demoId)).emoney).toBe(before);

    const list = await inject(
      'GET',
      admin,
      '/api/admin/wallet/requests?status=pending&kind=charge',
    );
    const row = list
      .json<{ items: AdminWalletRequestView[] }>()
      .items.find((r) => r.id === request.id);
    expect(row).toMatchObject({ txHash: hex64(2), chargeType: TRC20, userId: DEMO.userId });

    const approved = await inject(
      'POST',
      admin,
      `/api/admin/wallet/requests/${request.id}/approve`,
    );
    expect(approved.statusCode).toBe(200);
    expect((await getMemberBalances(h.db, demoId)).emoney).toBe(before + 100_000);
    const mine = await inject('GET', demo, '/api/wallet/requests?kind=charge');
    expect(mine.json<{ items: WalletRequestView[] }>().items[0]).toMatchObject({
      id: request.id,
      status: 'approved',
      txHash: hex64(2),
    });
  });

  it('one tx hash backs one live request: a duplicate (any spelling, any member) is refused', async () => {
    await setAddress(admin, TRC20, { address: TRON_ADDRESS, network: 'TRC-20' });
    const first = await charge(demo, coinBody({ txHash: hex64(4) }));
    expect(first.statusCode).toBe(200);
    const firstId = first.json<{ request: WalletRequestView }>().request.id;
    const dup = await charge(other, coinBody({ txHash: `0x${hex64(4).toUpperCase()}` }));
    expect(outcome(dup)).toEqual({ status: 409, code: 'WALLET_TX_HASH_DUPLICATE' });
    expect(dup.json<{ message: string }>().message).toBe(ERROR_MESSAGES.WALLET_TX_HASH_DUPLICATE);

    // Approved: still taken. The hash of an earlier approved request (test above) too.
    await inject('POST', admin, `/api/admin/wallet/requests/${firstId}/approve`);
    expect(outcome(await charge(other, coinBody({ txHash: hex64(4) })))).toMatchObject({
      status: 409,
    });
    expect(outcome(await charge(other, coinBody({ txHash: hex64(2) })))).toMatchObject({
      status: 409,
    });

    // A cancelled request paid nothing: its hash may be claimed again.
    const wrong = await charge(demo, coinBody({ txHash: hex64(5), amountWon: 20_000 }));
    const wrongId = wrong.json<{ request: WalletRequestView }>().request.id;
    expect((await inject('POST', demo, `/api/wallet/requests/${wrongId}/cancel`)).statusCode).toBe(
      200,
    );
    const retry = await charge(demo, coinBody({ txHash: hex64(5) }));
    expect(retry.statusCode).toBe(200);
  });

  it('two members racing with one hash: exactly one request', async () => {
    await setAddress(admin, BTC, {
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      network: 'Bitcoin',
    });
    const results = await Promise.all([
      charge(demo, coinBody({ chargeType: BTC, txHash: hex64(6) })),
      charge(other, coinBody({ chargeType: BTC, txHash: hex64(6) })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await h.db.query('SELECT 1 FROM wallet_requests WHERE tx_hash = $1', [hex64(6)]);
    expect(rows).toHaveLength(1);
  });
});
