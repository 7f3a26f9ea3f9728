import {
  coinDepositAddressListSchema,
  walletCancelResponseSchema,
  walletChargeResponseSchema,
  walletExchangeResponseSchema,
  walletRequestPageSchema,
  type WalletChargeBody,
  type WalletExchangeBody,
  type WalletRequestKind,
} from '../../common/contract/wallet.contract';
import { api } from './client';

/** The member's charge/exchange calls; shapes from common/contract/wallet.contract.ts. */
export function requestCharge(body: WalletChargeBody) {
  return api.post('wallet/charge', { json: body }).json(walletChargeResponseSchema);
}

export function requestExchange(body: WalletExchangeBody) {
  return api.post('wallet/exchange', { json: body }).json(walletExchangeResponseSchema);
}

export function fetchWalletRequests(kind: WalletRequestKind, page = 1) {
  return api.get('wallet/requests', { searchParams: { kind, page } }).json(walletRequestPageSchema);
}

export function cancelWalletRequest(id: number) {
  return api.post(`wallet/requests/${id}/cancel`).json(walletCancelResponseSchema);
}

/** The operator's deposit wallet per configured coin charge type (coin deposit dialog). */
export function fetchCoinAddresses() {
  return api.get('wallet/coin-addresses').json(coinDepositAddressListSchema);
}
