/**
 * Which calls a wallet batch decides itself and which go the general way (wallet-batch-decide.ts):
 * a decided call must be alone with its member and its ids, so its answer cannot depend on
 * another call of the same batch; and its refusals follow the single-call order.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { MoneyJob } from '../../../server/casino/wallet/wallet-batch.types';
import { decideBatch } from '../../../server/casino/wallet/wallet-batch-decide';
import type { BatchReads, LockedMember } from '../../../server/casino/wallet/wallet-batch-reads';
import type { StoredTransaction } from '../../../server/casino/wallet/wallet-records';

const PROVIDER = 1;
const NOW = new Date('2026-11-24T12:00:00Z');
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

const member = (id: number, patch: Partial<LockedMember> = {}): LockedMember => ({
  id,
  nickname: `회원${id}`,
  blocked: false,
  withdrawal_type: 0,
  type: 1,
  role: 0,
  tendency: [],
  disable_casino_flag: 0,
  disable_slot_flag: 0,
  ...patch,
});

/** Members 1–3 with 10,000 won each, a live slot launch per member (token `t<id>`). */
function reads(patch: Partial<BatchReads> = {}): BatchReads {
  const ids = [1, 2, 3];
  return {
    members: new Map(ids.map((id) => [id, member(id)])),
    cash: new Map(ids.map((id) => [id, { accountId: 100 + id, point: 0 }])),
    houses: new Map([[PROVIDER, 900]]),
    balances: new Map(ids.map((id) => [100 + id, { balance: 10_000, memberId: id }])),
    launches: new Map(
      ids.map((id) => [
        hash(`t${id}`),
        {
          member_id: id,
          game_id: 7,
          game_code: 'slot-a',
          provider_id: PROVIDER,
          kind: 'slot' as const,
          expires_at: new Date(NOW.getTime() + 60_000),
          session_ended: false,
          game_status: 'on' as const,
          provider_status: 'on' as const,
          site_maintenance: false,
        },
      ]),
    ),
    transactions: new Map(),
    tombstoned: new Set(),
    rounds: new Map(),
    ...patch,
  };
}

const common = { request_uuid: 'r', round: 'round-1', game_code: 'slot-a', currency: 'KRW' };
const bet = (token: string, id: string, amount = 1_000): MoneyJob => ({
  providerId: PROVIDER,
  call: {
    endpoint: 'transaction/bet',
    bodySha256: id,
    body: { ...common, token, transaction_uuid: id, amount, round_closed: false },
  },
});
const win = (id: string, betId: string, amount = 500): MoneyJob => ({
  providerId: PROVIDER,
  call: {
    endpoint: 'transaction/win',
    bodySha256: id,
    body: {
      ...common,
      token: '',
      transaction_uuid: id,
      reference_transaction_uuid: betId,
      amount,
      round_closed: true,
    },
  },
});
const storedBet = (uuid: string, memberId: number): StoredTransaction => ({
  id: 1,
  transaction_uuid: uuid,
  kind: 'bet',
  reference_transaction_uuid: null,
  member_id: memberId,
  round_id: 55,
  game_id: 7,
  game_code: 'slot-a',
  amount: 1_000,
  body_sha256: uuid,
  status: 'RS_OK',
  tombstone: false,
  rolled_back: false,
  round_status: 'open',
  round_decision: null,
  round_has_win: false,
});

const kinds = (jobs: MoneyJob[], r = reads()) =>
  decideBatch(PROVIDER, jobs, r, NOW).map((d) => d.kind);

describe('a wallet batch decides', () => {
  it('one new bet per member, and a win on a standing bet, itself', () => {
    const r = reads({ transactions: new Map([['b0', storedBet('b0', 3)]]) });
    expect(kinds([bet('t1', 'b1'), bet('t2', 'b2'), win('w3', 'b0')], r)).toEqual([
      'bet',
      'bet',
      'win',
    ]);
  });

  it('every call of a member named twice the general way, and only theirs', () => {
    expect(kinds([bet('t1', 'b1'), bet('t2', 'b2'), bet('t1', 'b3')])).toEqual([
      'general',
      'bet',
      'general',
    ]);
  });

  it('an id two calls name the general way: a repeat, or a win on a bet of the same batch', () => {
    expect(kinds([bet('t1', 'b1'), bet('t2', 'b1')])).toEqual(['general', 'general']);
    // The win's member is unknown until the bet is written; the bet's member goes with it.
    expect(kinds([bet('t1', 'b1'), win('w1', 'b1'), bet('t2', 'b2')])).toEqual([
      'general',
      'general',
      'bet',
    ]);
  });

  it('rollbacks, used ids, tombstoned bets and unknown tokens the general way', () => {
    const rollback: MoneyJob = {
      providerId: PROVIDER,
      call: {
        endpoint: 'transaction/rollback',
        bodySha256: 'x',
        body: {
          ...common,
          token: 't1',
          transaction_uuid: 'x',
          reference_transaction_uuid: 'b9',
          round_closed: false,
        },
      },
    };
    const r = reads({
      transactions: new Map([['b2', storedBet('b2', 2)]]),
      tombstoned: new Set(['b3']),
    });
    expect(kinds([rollback, bet('t2', 'b2'), bet('t3', 'b3'), bet('nobody', 'b4')], r)).toEqual([
      'general',
      'general',
      'general',
      'general',
    ]);
  });

  it('refusals in the single-call order, with the balance as locked', () => {
    const barred = reads();
    barred.members.set(1, member(1, { blocked: true }));
    const refusal = (jobs: MoneyJob[], r: BatchReads) =>
      decideBatch(PROVIDER, jobs, r, NOW).map((d) =>
        d.kind === 'refused' ? [d.outcome.status, d.outcome.balance] : d.kind,
      );
    expect(refusal([bet('t1', 'b1', 20_000)], barred)).toEqual([
      ['RS_ERROR_USER_DISABLED', 10_000],
    ]);
    expect(refusal([bet('t2', 'b2', 20_000)], reads())).toEqual([
      ['RS_ERROR_NOT_ENOUGH_MONEY', 10_000],
    ]);
    const expired = reads();
    expired.launches.get(hash('t2'))!.expires_at = new Date(NOW.getTime() - 1);
    expect(refusal([bet('t2', 'b2')], expired)).toEqual([['RS_ERROR_TOKEN_EXPIRED', 10_000]]);
    const limited = decideBatch(
      PROVIDER,
      [bet('t1', 'b1'), bet('t2', 'b2')],
      reads(),
      NOW,
      new Set([1]),
    );
    expect(limited.map((d) => (d.kind === 'refused' ? d.outcome.status : d.kind))).toEqual([
      'bet',
      'RS_ERROR_USER_DISABLED',
    ]);
  });
});
