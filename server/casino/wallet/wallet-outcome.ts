/**
 * What a wallet use-case decides, before it becomes the provider's answer: the status, the member
 * it concerns (with their cash) when known, and whether money moved (then the member's balance
 * goes out on /api/sse/bets after commit).
 */
import type { CasinoWalletStatus } from '../../../common/contract/casino-wallet.contract';
import type { AccountRef } from '../../platform/ledger/accounts';
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
  /** The round this call closed, paid or took a stake out of (round-observers.ts). */
  changedRoundId?: number;
  /** Already in casino_calls: written by the batch's own transaction (wallet-batch.ts). */
  callLogged?: boolean;
}

export const refused = (
  status: CasinoWalletStatus,
  member?: { memberId: number; balance: number },
): WalletOutcome => ({ status, ...member, moved: false });

export const memberCash = (memberId: number): AccountRef => ({ memberId, kind: 'member_cash' });

/**
 * The round's table answered the call with what already happened (casino-round-lifecycle.ts):
 * RS_OK with the member's balance, nothing moved and nothing written.
 */
export const answered = (member: { memberId: number; balance: number }): WalletOutcome => ({
  status: 'RS_OK',
  ...member,
  moved: false,
});

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
