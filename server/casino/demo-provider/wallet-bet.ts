/**
 * A bet through the wallet, as every game places it: written to the provider's book,
 * sent (retried with the same transaction_uuid), and when the wallet never answers, rolled back
 * so the member is made whole whether or not the wallet took it.
 */
import { randomUUID } from 'node:crypto';
import {
  rollBackBet,
  sendBookEntry,
  writeBookEntry,
  type BookEntry,
  type WalletBookDeps,
} from './wallet-book';
import { ProviderError } from './provider-errors';

export type BetOutcome =
  | { kind: 'ok'; balance: number; entry: BookEntry }
  | { kind: 'refused'; error: ProviderError; entry: BookEntry }
  | { kind: 'unanswered'; error: ProviderError; entry: BookEntry };

/** The wallet's refusal as the provider tells the player (a Korean 4xx with its code). */
export function betRefusal(status: string): ProviderError {
  switch (status) {
    case 'RS_ERROR_NOT_ENOUGH_MONEY':
      return new ProviderError(402, 'NOT_ENOUGH_MONEY');
    case 'RS_ERROR_USER_DISABLED':
      return new ProviderError(403, 'USER_DISABLED');
    case 'RS_ERROR_TOKEN_EXPIRED':
      return new ProviderError(401, 'LAUNCH_EXPIRED');
    case 'RS_ERROR_INVALID_TOKEN':
      return new ProviderError(401, 'INVALID_LAUNCH');
    default:
      return new ProviderError(409, 'BET_REFUSED', `베팅이 거절되었습니다. (${status})`);
  }
}

export async function placeWalletBet(
  deps: WalletBookDeps,
  bet: Omit<BookEntry, 'kind' | 'transactionUuid' | 'referenceTransactionUuid' | 'roundClosed'> & {
    transactionUuid?: string;
  },
): Promise<BetOutcome> {
  const entry: BookEntry = {
    ...bet,
    transactionUuid: bet.transactionUuid ?? randomUUID(),
    kind: 'bet',
    referenceTransactionUuid: null,
    roundClosed: false,
  };
  await writeBookEntry(deps.db, entry, deps.clock());
  const answer = await sendBookEntry(deps, entry);
  if (!answer) {
    await rollBackBet(deps, entry);
    return { kind: 'unanswered', error: new ProviderError(503, 'WALLET_UNAVAILABLE'), entry };
  }
  if (answer.status !== 'RS_OK')
    return { kind: 'refused', error: betRefusal(answer.status), entry };
  return { kind: 'ok', balance: answer.balance ?? 0, entry };
}

/** A win (0 still closes the round): sent now, and by the outbox until the wallet answers. */
export async function payWalletWin(
  deps: WalletBookDeps,
  bet: BookEntry,
  amount: number,
): Promise<number | null> {
  const win: BookEntry = {
    ...bet,
    transactionUuid: randomUUID(),
    kind: 'win',
    referenceTransactionUuid: bet.transactionUuid,
    amount,
    roundClosed: true,
  };
  await writeBookEntry(deps.db, win, deps.clock());
  const answer = await sendBookEntry(deps, win);
  return answer?.status === 'RS_OK' ? (answer.balance ?? null) : null;
}
