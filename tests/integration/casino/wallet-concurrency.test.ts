/**
 * The wallet under concurrent calls: twenty copies of one bet sent at once debit once
 * and all answer the same; a bet and its rollback racing end in one consistent state whichever
 * wins — either the stake went and came back, or the bet was refused after a tombstone.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getMemberBalances } from '../../../server/platform/ledger/balances';
import { verifyLedger } from '../../../server/platform/ledger/verify';
import { startTestApp, type TestApp } from '../helpers/app-harness';
import {
  createLaunchToken,
  generateProviderKeys,
  installProviderKey,
  walletCall,
  type ProviderKeys,
} from '../helpers/casino-signing';
import { createMember, fund } from '../helpers/ledger-fixtures';
import { dbTargets } from '../helpers/test-db';

describe.each(dbTargets)('casino wallet concurrency on %s', (target) => {
  let h: TestApp;
  let keys: ProviderKeys;

  beforeAll(async () => {
    h = await startTestApp(target);
    keys = generateProviderKeys();
    await installProviderKey(h.db, keys.publicPem);
  }, 60_000);
  afterAll(() => h?.close());
  afterEach(async () => {
    expect((await verifyLedger(h.db)).problems).toEqual([]);
  });

  const player = async () => {
    const memberId = await createMember(h.db);
    await fund(h.db, memberId, 100_000);
    const token = await createLaunchToken(h.db, { memberId, gameCode: 'video-5x3' });
    return { memberId, token };
  };
  const cash = async (memberId: number) => (await getMemberBalances(h.db, memberId)).emoney;
  const betBody = (token: string) => ({
    request_uuid: randomUUID(),
    token,
    transaction_uuid: randomUUID(),
    round: randomUUID(),
    game_code: 'video-5x3',
    amount: 5_000,
    currency: 'KRW',
  });
  const send = (endpoint: string, body: object) =>
    walletCall(h.app, keys.privateKey, endpoint, body).then((r) => r.answer);
  const debits = async (memberId: number) =>
    (
      await h.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger_transfers t
           JOIN ledger_accounts a ON a.id = t.from_account_id
          WHERE a.member_id = $1 AND t.kind = 'casino_bet'`,
        [memberId],
      )
    )[0]!.n;

  it('twenty identical bets at once debit once and all answer RS_OK with one balance', async () => {
    const { memberId, token } = await player();
    const body = betBody(token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send('transaction/bet', { ...body, request_uuid: `${body.request_uuid}-${i}` }),
      ),
    );
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set(['RS_OK']));
    expect(new Set(answers.map((a) => a.balance))).toEqual(new Set([95_000]));
    expect(await debits(memberId)).toBe(1);
    expect(await cash(memberId)).toBe(95_000);
  });

  it('a bet and its rollback racing end consistent, every time', async () => {
    for (let i = 0; i < 8; i++) {
      const { memberId, token } = await player();
      const bet = betBody(token);
      const rollback = {
        ...betBody(token),
        reference_transaction_uuid: bet.transaction_uuid,
        round: bet.round,
      };
      const [betAnswer, rollbackAnswer] = await Promise.all([
        send('transaction/bet', bet),
        send('transaction/rollback', rollback),
      ]);
      expect(rollbackAnswer.status).toBe('RS_OK');
      // Either order leaves the member whole: refunded, or never debited.
      expect(await cash(memberId)).toBe(100_000);
      const [stored] = await h.db.query<{ rolled_back: boolean }>(
        'SELECT rolled_back FROM casino_transactions WHERE transaction_uuid = $1',
        [bet.transaction_uuid],
      );
      if (betAnswer.status === 'RS_OK') {
        expect(stored?.rolled_back).toBe(true);
      } else {
        expect(betAnswer.status).toBe('RS_ERROR_DUPLICATE_TRANSACTION');
        expect(stored).toBeUndefined();
      }
      // A retry of the bet afterwards never debits again.
      await send('transaction/bet', { ...bet, request_uuid: randomUUID() });
      expect(await cash(memberId)).toBe(100_000);
    }
  });

  it('one transaction id from two members at once: one bet stands, the other is a duplicate', async () => {
    const [a, b] = [await player(), await player()];
    const first = betBody(a.token);
    const second = { ...betBody(b.token), transaction_uuid: first.transaction_uuid };
    const answers = await Promise.all([
      send('transaction/bet', first),
      send('transaction/bet', second),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([
      'RS_ERROR_DUPLICATE_TRANSACTION',
      'RS_OK',
    ]);
    expect((await cash(a.memberId)) + (await cash(b.memberId))).toBe(195_000);
  });

  it('parallel bets of one member never overdraw', async () => {
    const { memberId, token } = await player();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => send('transaction/bet', betBody(token))),
    );
    const ok = answers.filter((a) => a.status === 'RS_OK').length;
    expect(ok).toBe(20);
    expect(answers.filter((a) => a.status === 'RS_ERROR_NOT_ENOUGH_MONEY')).toHaveLength(10);
    expect(await cash(memberId)).toBe(0);
  });
});
