import {
  adminCoinDepositAddressListSchema,
  adminWalletDecisionResponseSchema,
  type CoinDepositAddressBody,
  adminWalletRequestPageSchema,
  type WalletRequestKind,
  type WalletRequestStatus,
} from '../../common/contract/wallet.contract';
import { api } from './client';

export type AdminWalletFilter = {
  kind: WalletRequestKind | '';
  status: WalletRequestStatus | '';
  page: number;
};

/** The operator's view of charge/exchange requests (the server lists pending ones first). */
export function fetchAdminWalletRequests({ kind, status, page }: AdminWalletFilter) {
  const searchParams: Record<string, string | number> = { page };
  if (kind) searchParams.kind = kind;
  if (status) searchParams.status = status;
  return api.get('admin/wallet/requests', { searchParams }).json(adminWalletRequestPageSchema);
}

export function approveWalletRequest(id: number) {
  return api.post(`admin/wallet/requests/${id}/approve`).json(adminWalletDecisionResponseSchema);
}

export function rejectWalletRequest(id: number, reason: string) {
  return api
    .post(`admin/wallet/requests/${id}/reject`, { json: { reason } })
    .json(adminWalletDecisionResponseSchema);
}

/** Deposit wallets of the coin charge types: list, set one, clear one (audited by the server). */
export function fetchAdminCoinAddresses() {
  return api.get('admin/wallet/coin-addresses').json(adminCoinDepositAddressListSchema);
}

export function saveCoinAddress(chargeType: number, body: CoinDepositAddressBody) {
  return api
    .put(`admin/wallet/coin-addresses/${chargeType}`, { json: body })
    .json(adminCoinDepositAddressListSchema);
}

export function clearCoinAddress(chargeType: number) {
  return api
    .delete(`admin/wallet/coin-addresses/${chargeType}`)
    .json(adminCoinDepositAddressListSchema);
}
