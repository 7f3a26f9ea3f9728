/**
 * The one ledger movement of a wallet money call (docs/casino-wallet.md "Money"): a bet takes the
 * stake from the member's cash into their row of the provider's house; a win or a rollback pays
 * from that row back to the cash. A zero amount moves nothing (a losing round's win closes it).
 * Keyed by the provider's transaction id, so the ledger itself refuses a second movement.
 */
import type { Queryable } from '../../platform/db/db';
import { transfer } from '../../platform/ledger/transfer';
import { casinoHouse } from '../casino-house';
import { casinoTransferKey, memberCash } from './wallet-outcome';
import type { MemberCash } from './wallet-records';

export interface CasinoMovement {
  kind: 'casino_bet' | 'casino_win' | 'casino_rollback';
  providerId: number;
  transactionUuid: string;
  round: string;
  gameCode: string;
  memberId: number;
  amount: number;
}

/** The member's cash after the movement and the ledger transfer (null: nothing moved). */
export async function moveCasinoMoney(
  tx: Queryable,
  movement: CasinoMovement,
  cash: MemberCash,
): Promise<{ balance: number; transferId: number | null }> {
  if (movement.amount <= 0) return { balance: cash.balance, transferId: null };
  const house = casinoHouse(movement.providerId, movement.memberId);
  const member = memberCash(movement.memberId);
  const stake = movement.kind === 'casino_bet';
  const moved = await transfer(tx, {
    idempotencyKey: casinoTransferKey(movement.providerId, movement.transactionUuid),
    kind: movement.kind,
    reference: movement.round,
    from: stake ? member : house,
    to: stake ? house : member,
    amount: movement.amount,
    memo: movement.gameCode,
  });
  return {
    balance: moved.balances[cash.cashAccountId] ?? cash.balance,
    transferId: moved.transferId,
  };
}
