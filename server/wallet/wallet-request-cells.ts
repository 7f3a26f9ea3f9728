/**
 * Reading a cell of the wallet request lifecycle (wallet-request-lifecycle.ts) in a use-case:
 * the money a move names, the error a refusal is. A cell the use-case cannot meet (an answer
 * where only a move or a refusal is possible) is a bug in the table or the caller: it throws.
 */
import { AppError } from '../platform/lib/app-error';
import type { Transition } from '../platform/lib/lifecycle-table';
import type {
  WalletRequestMoney,
  WalletRequestRefusal,
  WalletRequestState,
} from './wallet-request-lifecycle';

type Cell = Transition<WalletRequestState, WalletRequestMoney, WalletRequestRefusal>;

/** The money of a move (or 'none'). */
export function moneyOf(cell: Cell): WalletRequestMoney | 'none' {
  if (cell.kind !== 'move')
    throw new Error(`wallet request lifecycle: expected a move, got ${cell.kind}`);
  return cell.money;
}

/** The code of a refusal. */
export function codeOf(cell: Cell): WalletRequestRefusal {
  if (cell.kind !== 'refuse')
    throw new Error(`wallet request lifecycle: expected a refusal, got ${cell.kind}`);
  return cell.code;
}

/** A refusal as the API answers it: 404 when there is no such request, otherwise 409. */
export function refusalOf(cell: Cell): AppError {
  const code = codeOf(cell);
  return new AppError(code === 'WALLET_REQUEST_NOT_FOUND' ? 404 : 409, code);
}
