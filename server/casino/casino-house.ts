/**
 * The casino house account (docs/casino-wallet.md "Money"): the other side of every member stake,
 * win and refund of a provider, split in rows so that calls of members of different rows never
 * wait on one lock. The wallet (its calls and batch lanes) and the operator's stuck-round desk
 * both take a member's row from here, so the house is always the sum of its rows.
 */
import type { SystemAccountRef } from '../platform/ledger/accounts';

/**
 * How many casino_house rows one provider has. Every money call locks its house row from its
 * transfer to its commit, so with one row a provider's calls commit one at a time (as
 * bench:casino-wallet measured); a member's calls always use the same row, so calls of members of different shards
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
