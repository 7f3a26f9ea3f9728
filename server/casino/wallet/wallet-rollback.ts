/**
 * transaction/rollback (docs/casino-wallet.md): the provider cancels a bet it named,
 * and the stake goes back from its house account to the member. Only bets are rolled back, and
 * only while they have no win. A rollback of a bet never seen answers RS_OK and leaves a tombstone
 * so the late bet is refused; the member is then the token's (expired is fine).
 */
import type { CasinoRollbackCall } from '../../../common/contract/casino-wallet.contract';
import type { Queryable } from '../../platform/db/db';
import { answered, refused, repeatOf, type WalletOutcome } from './wallet-outcome';
import { decideRound, providerStatusOf } from './casino-round-lifecycle';
import { moveCasinoMoney } from './wallet-money';
import {
  insertTransaction,
  launchByToken,
  lockMemberCash,
  markRolledBack,
  stateOfBetRound,
  transactionByUuid,
  type MemberCash,
  type StoredTransaction,
} from './wallet-records';
import { removeStake } from './wallet-rounds';

interface RollbackInput {
  tx: Queryable;
  providerId: number;
  call: CasinoRollbackCall;
  bodySha256: string;
  now: Date;
}

export async function rollBack(input: RollbackInput): Promise<WalletOutcome> {
  const { tx, providerId, call, bodySha256 } = input;
  const found = await transactionByUuid(tx, providerId, call.reference_transaction_uuid);
  const launch = call.token === '' ? null : await launchByToken(tx, call.token);
  const tokenMember = launch && launch.provider_id === providerId ? launch.member_id : null;
  const memberId = found?.member_id ?? tokenMember;
  if (memberId === null) {
    const stored = await transactionByUuid(tx, providerId, call.transaction_uuid);
    if (stored) return repeatOf(tx, stored, bodySha256);
    return refused('RS_ERROR_INVALID_TOKEN');
  }
  const cash = await lockMemberCash(tx, memberId);
  if (!cash) return refused('RS_ERROR_INVALID_TOKEN');
  const member = { memberId, balance: cash.balance };

  const stored = await transactionByUuid(tx, providerId, call.transaction_uuid);
  // rollback_retry: in every state of the round's table, the first result, nothing moved.
  if (stored) return repeatOf(tx, stored, bodySha256);
  if (call.currency !== 'KRW') return refused('RS_ERROR_WRONG_CURRENCY', member);
  // Read again under the lock: the bet may have committed while we waited for it.
  const bet = await transactionByUuid(tx, providerId, call.reference_transaction_uuid);
  // The table's `none` × rollback: answered RS_OK, the bet's id spent by a tombstone.
  if (!bet) return leaveTombstone(input, memberId, cash);
  if (bet.kind !== 'bet' || bet.tombstone) {
    return refused('RS_ERROR_TRANSACTION_DOES_NOT_EXIST', member);
  }
  // The member is the bet's, found by its id; a token naming anyone else is refused, as a win
  // refuses it (docs/casino-wallet.md "Rules").
  if (bet.member_id !== memberId || (launch && launch.member_id !== bet.member_id)) {
    return refused('RS_ERROR_INVALID_TOKEN', member);
  }
  const state = stateOfBetRound(bet);
  const cell = decideRound(state, 'rollback');
  if (cell.kind === 'refuse') return refused(providerStatusOf(cell.code), member);
  if (cell.kind === 'answer') {
    // A stake the provider already rolled back: this id is kept, as moving nothing, so its
    // repeat is answered by it. After the operator's decision nothing at all is written.
    return state === 'rolled_back' ? record(input, bet, cash, null) : answered(member);
  }
  return refund(input, bet, cash);
}

/** The stake goes back, the bet is marked, the round loses its stake. */
async function refund(
  input: RollbackInput,
  bet: StoredTransaction,
  cash: MemberCash,
): Promise<WalletOutcome> {
  const { tx, providerId, call } = input;
  // Bet and round first: the transfer holds the member's casino_house row until commit.
  await markRolledBack(tx, bet.id);
  if (bet.round_id !== null) await removeStake(tx, bet.round_id, bet.amount);
  const { balance, transferId } = await moveCasinoMoney(
    tx,
    {
      kind: 'casino_rollback',
      providerId,
      transactionUuid: call.transaction_uuid,
      round: call.round,
      gameCode: call.game_code,
      memberId: bet.member_id,
      amount: bet.amount,
    },
    cash,
  );
  const outcome = await record(input, bet, { ...cash, balance }, transferId);
  return bet.round_id === null ? outcome : { ...outcome, changedRoundId: bet.round_id };
}

async function record(
  input: RollbackInput,
  bet: StoredTransaction,
  after: MemberCash,
  transferId: number | null,
): Promise<WalletOutcome> {
  await insertTransaction(input.tx, {
    providerId: input.providerId,
    transactionUuid: input.call.transaction_uuid,
    kind: 'rollback',
    referenceUuid: input.call.reference_transaction_uuid,
    memberId: bet.member_id,
    roundId: bet.round_id,
    amount: transferId === null ? 0 : bet.amount,
    bodySha256: input.bodySha256,
    balanceAfter: after.balance,
    ledgerTransferId: transferId,
    tombstone: false,
    at: input.now,
  });
  return {
    status: 'RS_OK',
    memberId: bet.member_id,
    balance: after.balance,
    point: after.point,
    moved: transferId !== null,
  };
}

/** A rollback that came before its bet: RS_OK, nothing moved, the id of the bet is spent. */
async function leaveTombstone(
  input: RollbackInput,
  memberId: number,
  cash: MemberCash,
): Promise<WalletOutcome> {
  await insertTransaction(input.tx, {
    providerId: input.providerId,
    transactionUuid: input.call.transaction_uuid,
    kind: 'rollback',
    referenceUuid: input.call.reference_transaction_uuid,
    memberId,
    roundId: null,
    amount: 0,
    bodySha256: input.bodySha256,
    balanceAfter: cash.balance,
    ledgerTransferId: null,
    tombstone: true,
    at: input.now,
  });
  return { status: 'RS_OK', memberId, balance: cash.balance, moved: false };
}
