/**
 * What a wallet use-case decides, before it becomes the provider's answer: the status, the member
 * it concerns (with their cash) when known, and whether money moved (then the member's balance
 * goes out on /api/sse/bets after commit).
 */
import type { CasinoWalletStatus } from '../../../src/contract/casino-wallet.contract';
import type { AccountRef, SystemAccountRef } from '../../platform/ledger/accounts';
import type { Queryable } from '../../platform/db/db';
import { readMemberCash, type StoredTransaction } from './wallet-records';

export interface WalletOutcome {
  status: CasinoWalletStatus;
  memberId?: number;
  balance?: number;
  /** Points, for the balance event after money moved. */
  point?: number;
  nickname?: string;
  moved: boolean;
}

export const refused = (
  status: CasinoWalletStatus,
  member?: { memberId: number; balance: number },
): WalletOutcome => ({ status, ...member, moved: false });

/**
 * How many casino_house rows one provider has. Every money call locks its house row from its
 * transfer to its commit, so with one row a provider's calls commit one at a time (issue 11
 * bench); a member's calls always use the same row, so calls of members of different shards
 * (and the batches of wallet-batch.ts, one lane per shard) never wait on each other.
 */
export const HOUSE_SHARDS = 4;
/**
 * Shard numbers: the provider's first row keeps shard = provider id (the row kept before the
 * split, with its balance); row j is provider id + j × 1000. The provider's house is the sum of
 * its rows (shard % 1000 = provider id; provider ids stay below 1000).
 */
export const HOUSE_SHARD_STRIDE = 1000;

/** The house row a member's casino money goes through: the one place the shard is decided. */
export const houseShardOf = (providerId: number, memberId: number): number =>
  providerId + HOUSE_SHARD_STRIDE * (memberId % HOUSE_SHARDS);

/** Every casino won passes through the provider's house account (docs/casino-wallet.md). */
export const casinoHouse = (providerId: number, memberId: number): SystemAccountRef => ({
  system: 'casino_house',
  currency: 'KRW',
  shard: houseShardOf(providerId, memberId),
});
export const memberCash = (memberId: number): AccountRef => ({ memberId, kind: 'member_cash' });

/** The ledger's idempotency key of a provider transaction (docs/casino-wallet.md). */
export const casinoTransferKey = (providerId: number, transactionUuid: string): string =>
  `casino:${providerId}:${transactionUuid}`;

/**
 * A transaction id seen before: the same body answers the first result with the current
 * balance and moves nothing; another body under the id is RS_ERROR_DUPLICATE_TRANSACTION.
 */
export async function repeatOf(
  q: Queryable,
  stored: StoredTransaction,
  bodySha256: string,
): Promise<WalletOutcome> {
  const cash = await readMemberCash(q, stored.member_id);
  const member = { memberId: stored.member_id, balance: cash?.balance ?? 0 };
  if (stored.body_sha256 !== bodySha256) return refused('RS_ERROR_DUPLICATE_TRANSACTION', member);
  return { status: stored.status as CasinoWalletStatus, ...member, moved: false };
}
