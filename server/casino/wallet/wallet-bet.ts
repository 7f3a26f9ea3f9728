/**
 * transaction/bet (docs/casino-wallet.md): the member's stake goes from their cash to
 * the provider's house account. Needs a live token, the launched game, KRW and a member allowed
 * to play the game's kind (casinoRefusal, spec §3/§5); refused if a rollback already cancelled
 * this id. Runs inside the call's one transaction, after the member's lock.
 */
import type { CasinoBetCall } from '../../../common/contract/casino-wallet.contract';
import type { Queryable } from '../../platform/db/db';
import { casinoRefusal } from '../casino-access';
import { answered, refused, repeatOf, type WalletOutcome } from './wallet-outcome';
import { betEvent, decideRound, providerStatusOf, roundStateOf } from './casino-round-lifecycle';
import { moveCasinoMoney } from './wallet-money';
import {
  insertTransaction,
  betIdUse,
  launchIsLive,
  lockLaunchMember,
  roundFactsByRef,
  transactionByUuid,
} from './wallet-records';
import { addStake } from './wallet-rounds';
import { stakeGate } from '../../responsible/stake-gate';

export async function placeBet(
  tx: Queryable,
  providerId: number,
  call: CasinoBetCall,
  bodySha256: string,
  now: Date,
): Promise<WalletOutcome> {
  const found = await lockLaunchMember(tx, call.token);
  if (!found || found.launch.provider_id !== providerId) {
    // A retry of a bet whose token has since gone is still answered by its first result.
    const stored = await transactionByUuid(tx, providerId, call.transaction_uuid);
    if (stored) return repeatOf(tx, stored, bodySha256);
    return refused('RS_ERROR_INVALID_TOKEN');
  }
  const { launch, cash } = found;
  const memberId = launch.member_id;
  const member = { memberId, balance: cash.balance };

  const { stored, tombstoned } = await betIdUse(tx, providerId, call.transaction_uuid);
  // bet_retry: in every state of the round's table, the first result, nothing moved.
  if (stored) return repeatOf(tx, stored, bodySha256);
  if (tombstoned) return refused('RS_ERROR_DUPLICATE_TRANSACTION', member);
  if (!launchIsLive(launch, now)) return refused('RS_ERROR_TOKEN_EXPIRED', member);
  if (call.game_code !== launch.game_code) return refused('RS_ERROR_INVALID_GAME', member);
  if (call.currency !== 'KRW') return refused('RS_ERROR_WRONG_CURRENCY', member);
  const refusal = await casinoRefusal(tx, memberId, launch.game_id);
  if (refusal === 'member_disabled') return refused('RS_ERROR_USER_DISABLED', member);
  if (refusal) return refused('RS_ERROR_INVALID_GAME', member);
  // The round's table: a round the provider closed or the operator decided takes no new stake.
  const round = await roundFactsByRef(tx, providerId, call.round, memberId);
  const cell = decideRound(roundStateOf(round), betEvent(call.round_closed));
  if (cell.kind === 'refuse') return refused(providerStatusOf(cell.code), member);
  if (cell.kind === 'answer') return answered(member);
  // A time-out, self-exclusion, stake or loss limit refuses the bet (wins and rollbacks
  // are always paid); the hit is recorded in this transaction, which commits the refusal's answer.
  const [limited] = await stakeGate(
    tx,
    [{ memberId, amount: call.amount, kind: 'casino_bet' }],
    now,
    { recordHits: true },
  );
  if (limited) return refused('RS_ERROR_USER_DISABLED', member);

  // Refused before anything is written; the ledger checks again under its own lock.
  if (cash.balance < call.amount) return refused('RS_ERROR_NOT_ENOUGH_MONEY', member);

  // The round first and the transfer last but one: the transfer locks the member's row of the
  // provider's casino_house until commit, so every statement after it is time other calls wait.
  const roundId = await addStake(tx, {
    providerId,
    roundRef: call.round,
    memberId,
    gameId: launch.game_id,
    kind: launch.kind,
    stake: call.amount,
    closes: call.round_closed,
    at: now,
  });
  const { balance, transferId } = await moveCasinoMoney(
    tx,
    {
      kind: 'casino_bet',
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
    kind: 'bet',
    referenceUuid: null,
    memberId,
    roundId,
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
    ...(call.round_closed ? { changedRoundId: roundId } : {}),
  };
}
