/**
 * The wallet trusts nothing unsigned: unsigned, badly signed or replayed-with-another-body
 * requests move nothing. A missing, wrong-key or tampered signature, an unknown provider
 * and a body that is not a call all answer HTTP 200 with a status, move nothing and are logged.
 */
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { FakeClock, startTestApp, type TestApp } from '../helpers/app-harness';
import {
  createLaunchToken,
  generateProviderKeys,
  installProviderKey,
  signBody,
  walletCall,
  type ProviderKeys,
  type SignatureMode,
} from '../helpers/casino-signing';
import { createMember, fund } from '../helpers/ledger-fixtures';
import { dbTargets } from '../helpers/test-db';

describe.each(dbTargets)('casino wallet signatures on %s', (target) => {
  let h: TestApp;
  let keys: ProviderKeys;
  let memberId: number;
  let token: string;
  const clock = new FakeClock();

  beforeAll(async () => {
    h = await startTestApp(target, { clock: clock.now });
    keys = generateProviderKeys();
    await installProviderKey(h.db, keys.publicPem);
    memberId = await createMember(h.db);
    await fund(h.db, memberId, 50_000);
    token = await createLaunchToken(h.db, { memberId, gameCode: 'baccarat-1' });
  }, 60_000);
  afterAll(() => h?.close());
  afterEach(async () => {
    expect((await verifyLedger(h.db)).problems).toEqual([]);
    expect((await getMemberBalances(h.db, memberId)).emoney).toBe(50_000);
  });

  const betBody = () => ({
    request_uuid: randomUUID(),
    token,
    transaction_uuid: randomUUID(),
    round: 'table-1',
    game_code: 'baccarat-1',
    amount: 1_000,
    currency: 'KRW',
  });
  const loggedCall = async (transactionUuid: string) =>
    (
      await h.db.query<{ signature_ok: boolean; status: string; provider_id: number | null }>(
        'SELECT signature_ok, status, provider_id FROM casino_calls WHERE transaction_uuid = $1',
        [transactionUuid],
      )
    )[0];

  it.each<SignatureMode>(['missing', 'wrong-key', 'tampered'])(
    'a %s signature answers RS_ERROR_INVALID_SIGNATURE, moves nothing and is logged',
    async (signature) => {
      const body = betBody();
      const { httpStatus, answer } = await walletCall(
        h.app,
        keys.privateKey,
        'transaction/bet',
        body,
        { signature },
      );
      expect(httpStatus).toBe(200);
      expect(answer).toEqual({
        status: 'RS_ERROR_INVALID_SIGNATURE',
        request_uuid: body.request_uuid,
        currency: 'KRW',
      });
      expect(await loggedCall(body.transaction_uuid)).toEqual({
        signature_ok: false,
        status: 'RS_ERROR_INVALID_SIGNATURE',
        provider_id: 1,
      });
      const rows = await h.db.query(
        'SELECT 1 FROM casino_transactions WHERE transaction_uuid = $1',
        [body.transaction_uuid],
      );
      expect(rows).toEqual([]);
    },
  );

  it('an unknown provider answers RS_ERROR_INVALID_SIGNATURE', async () => {
    const body = betBody();
    const { answer } = await walletCall(h.app, keys.privateKey, 'transaction/bet', body, {
      provider: 'nobody',
    });
    expect(answer.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    expect((await loggedCall(body.transaction_uuid))?.provider_id).toBeNull();
  });

  it('a signed body that is not JSON answers RS_ERROR_UNKNOWN', async () => {
    const raw = '{"request_uuid": "broken"';
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/casino/wallet/demo/transaction/bet',
      headers: {
        'content-type': 'application/json',
        'x-casino-signature': signBody(keys.privateKey, raw),
      },
      payload: raw,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'RS_ERROR_UNKNOWN', request_uuid: '' });
  });

  it('verifies the exact bytes: the same call with other whitespace, correctly signed, is accepted', async () => {
    const body = { ...betBody(), amount: 0 };
    const raw = JSON.stringify(body, null, 2);
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/casino/wallet/demo/transaction/bet',
      headers: {
        'content-type': 'application/json',
        'x-casino-signature': signBody(keys.privateKey, raw),
      },
      payload: raw,
    });
    expect(response.json()).toMatchObject({ status: 'RS_OK', balance: 50_000 });
  });

  it('a rotated key works at once and the old one stops within the provider cache time', async () => {
    const next = generateProviderKeys();
    const balance = (privateKey: ProviderKeys['privateKey']) =>
      walletCall(h.app, privateKey, 'user/balance', { request_uuid: 'k', token }).then(
        (r) => r.answer.status,
      );
    expect(await balance(keys.privateKey)).toBe('RS_OK');
    await installProviderKey(h.db, next.publicPem);
    try {
      clock.advanceMinutes(2 / 60); // past the reload throttle, within the 5 s cache
      expect(await balance(next.privateKey)).toBe('RS_OK'); // a failed check reads the row again
      expect(await balance(keys.privateKey)).toBe('RS_ERROR_INVALID_SIGNATURE');
    } finally {
      await installProviderKey(h.db, keys.publicPem);
      clock.advanceMinutes(1); // past the cache time: every later test reads the old key again
    }
    expect(await balance(keys.privateKey)).toBe('RS_OK');
  });

  it('a NUL byte in the provider segment answers HTTP 200 with a status', async () => {
    const body = betBody();
    const raw = JSON.stringify(body);
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/casino/wallet/demo%00/transaction/bet',
      headers: {
        'content-type': 'application/json',
        'x-casino-signature': signBody(keys.privateKey, raw),
      },
      payload: raw,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE' });
    expect((await loggedCall(body.transaction_uuid))?.provider_id).toBeNull();
  });

  it('keeps an unsigned call as its size and fingerprint, not its body', async () => {
    const body = { ...betBody(), padding: 'x'.repeat(15 * 1024) };
    const raw = JSON.stringify(body);
    const { httpStatus, answer } = await walletCall(
      h.app,
      keys.privateKey,
      'transaction/bet',
      body,
      {
        signature: 'wrong-key',
      },
    );
    expect(httpStatus).toBe(200);
    expect(answer.status).toBe('RS_ERROR_INVALID_SIGNATURE');
    const [row] = await h.db.query<{ request_body: string }>(
      'SELECT request_body FROM casino_calls WHERE transaction_uuid = $1',
      [body.transaction_uuid],
    );
    expect(row!.request_body.length).toBeLessThan(200);
    expect(row!.request_body).toContain(String(Buffer.byteLength(raw)));
    expect(row!.request_body).toContain(
      createHash('sha256').update(raw).digest('hex').slice(0, 16),
    );
    expect(row!.request_body).not.toContain('xxxx');
  });

  it('stores at most 30 unsigned calls a minute from one address, answering every one', async () => {
    const flood = `flood-${randomUUID()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      const raw = JSON.stringify({ ...betBody(), transaction_uuid: `${flood}-${i}` });
      const response = await h.app.inject({
        method: 'POST',
        url: '/api/casino/wallet/demo/transaction/bet',
        headers: { 'content-type': 'application/json' },
        payload: raw,
        remoteAddress: '203.0.113.7',
      });
      statuses.push(response.statusCode);
      expect(response.json()).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE' });
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const [stored] = await h.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM casino_calls WHERE transaction_uuid LIKE $1',
      [`${flood}-%`],
    );
    expect(stored!.count).toBe(30);
    // Another address is still heard.
    const other = { ...betBody() };
    await h.app.inject({
      method: 'POST',
      url: '/api/casino/wallet/demo/transaction/bet',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(other),
      remoteAddress: '198.51.100.9',
    });
    expect(await loggedCall(other.transaction_uuid)).toMatchObject({ signature_ok: false });
  });

  it('refuses bodies over 16 KB before reading them as a call', async () => {
    const body = { ...betBody(), padding: 'x'.repeat(17 * 1024) };
    const { httpStatus } = await walletCall(h.app, keys.privateKey, 'transaction/bet', body);
    expect(httpStatus).toBe(413);
  });
});
