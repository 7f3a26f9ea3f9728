/**
 * transaction/win (docs/casino-wallet.md): the provider pays the member for a bet it
 * names, from its house account to the member's cash. Accepted after the token expired and for
 * barred members (money owed is paid); refused for an unknown or rolled-back bet. The member is
 * the bet's, so a win needs no valid token; a token naming someone else is refused.
 */
import type { CasinoWinCall } from '../../../common/contract/casino-wallet.contract';
import type { Queryable } from '../../platform/db/db';
import { answered, refused, repeatOf, type WalletOutcome } from './wallet-outcome';
import { decideRound, providerStatusOf, winEvent } from './casino-round-lifecycle';
import { moveCasinoMoney } from './wallet-money';
import {
  insertTransaction,
  launchByToken,
  lockMemberCash,
  stateOfBetRound,
  transactionByUuid,
  transactionPair,
  type StoredTransaction,
} from './wallet-records';
import { addWin } from './wallet-rounds';

const isStandingBet = (t: StoredTransaction | null): t is StoredTransaction =>
  t !== null && t.kind === 'bet' && !t.tombstone && t.round_id !== null;

export async function payWin(
  tx: Queryable,
  providerId: number,
  call: CasinoWinCall,
  bodySha256: string,
  now: Date,
): Promise<WalletOutcome> {
  const found = await transactionByUuid(tx, providerId, call.reference_transaction_uuid);
  if (!isStandingBet(found)) {
    const stored = await transactionByUuid(tx, providerId, call.transaction_uuid);
    if (stored) return repeatOf(tx, stored, bodySha256);
    return refused('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  }
  const memberId = found.member_id;
  const cash = await lockMemberCash(tx, memberId);
  if (!cash) return refused('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
  const member = { memberId, balance: cash.balance };

  // Read the bet again under the lock (a rollback of it may have committed meanwhile), with
  // this win's own id.
  const { own, reference: bet } = await transactionPair(
    tx,
    providerId,
    call.transaction_uuid,
    call.reference_transaction_uuid,
  );
  // win_retry: in every state of the round's table, the first result, nothing moved.
  if (own) return repeatOf(tx, own, bodySha256);
  if (!isStandingBet(bet)) return refused('RS_ERROR_TRANSACTION_DOES_NOT_EXIST', member);
  const launch = call.token === '' ? null : await launchByToken(tx, call.token);
  if (launch && launch.member_id !== memberId) return refused('RS_ERROR_INVALID_TOKEN', member);
  if (call.game_code !== bet.game_code) return refused('RS_ERROR_INVALID_GAME', member);
  if (call.currency !== 'KRW') return refused('RS_ERROR_WRONG_CURRENCY', member);
  // The round's table: a rolled-back stake, a closed round or one the operator decided.
  const cell = decideRound(stateOfBetRound(bet), winEvent(call.round_closed));
  if (cell.kind === 'refuse') return refused(providerStatusOf(cell.code), member);
  if (cell.kind === 'answer') return answered(member);

  // The round before the transfer, which holds the member's casino_house row until commit.
  // The win counts in the round of the bet it pays (the provider's `round` names the same one).
  await addWin(tx, bet.round_id!, call.amount, call.round_closed, now);
  const { balance, transferId } = await moveCasinoMoney(
    tx,
    {
      kind: 'casino_win',
      providerId,
      transactionUuid: call.transaction_uuid,
      round: call.round,
      gameCode: call.game_code,
      memberId,
      amount: call.amount,
    },
    cash,
  );
  await insertTransaction(tx, {
    providerId,
    transactionUuid: call.transaction_uuid,
    kind: 'win',
    referenceUuid: call.reference_transaction_uuid,
    memberId,
    roundId: bet.round_id,
    amount: call.amount,
    bodySha256,
    balanceAfter: balance,
    ledgerTransferId: transferId,
    tombstone: false,
    at: now,
  });
  return {
    status: 'RS_OK',
    memberId,
    balance,
    point: cash.point,
    moved: transferId !== null,
    changedRoundId: bet.round_id!,
  };
}
