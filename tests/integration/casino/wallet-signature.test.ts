/**
 * The wallet trusts nothing unsigned: unsigned, badly signed or replayed-with-another-body
 * requests move nothing. A missing, wrong-key or tampered signature, an unknown provider
 * and a body that is not a call all answer HTTP 200 with a status, move nothing and are logged.
 */
import { randomUUID } from 'node:crypto';
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

  it('refuses bodies over 16 KB before reading them as a call', async () => {
    const body = { ...betBody(), padding: 'x'.repeat(17 * 1024) };
    const { httpStatus } = await walletCall(h.app, keys.privateKey, 'transaction/bet', body);
    expect(httpStatus).toBe(413);
  });
});
