import {
  adminAgentOptionListSchema,
  adminBankAccountChangePageSchema,
  adminBankAccountDecisionResponseSchema,
  adminMemberDetailSchema,
  bankAccountStateSchema,
  bankAccountSubmitResponseSchema,
  loginHistoryPageSchema,
  sharedLoginMemberListSchema,
  type AdminMemberProfileBody,
  type BankAccountBody,
} from '../../common/contract/member-admin.contract';
import { api } from './client';

/**
 * Member administration: the operator's member detail and edit, login
 * history and shared IPs/devices, the bank-account change queue; and the member's own account.
 * Shapes from common/contract/member-admin.contract.ts.
 */

export function fetchAdminMemberDetail(memberId: number) {
  return api.get(`admin/members/${memberId}`).json(adminMemberDetailSchema);
}

export function updateAdminMemberProfile(memberId: number, body: AdminMemberProfileBody) {
  return api.put(`admin/members/${memberId}/profile`, { json: body }).json(adminMemberDetailSchema);
}

export function fetchAdminAgentOptions() {
  return api.get('admin/members/agents').json(adminAgentOptionListSchema);
}

export function fetchMemberLoginHistory(memberId: number, page: number) {
  return api
    .get(`admin/members/${memberId}/logins`, { searchParams: { page } })
    .json(loginHistoryPageSchema);
}

export function fetchSharedLoginMembers(memberId: number) {
  return api.get(`admin/members/${memberId}/shared-logins`).json(sharedLoginMemberListSchema);
}

export function fetchAdminMemberBankAccount(memberId: number) {
  return api.get(`admin/wallet/members/${memberId}/bank-account`).json(bankAccountStateSchema);
}

export type BankAccountChangeFilter = {
  status: 'pending' | 'approved' | 'rejected' | '';
  page: number;
};

export function fetchBankAccountChanges({ status, page }: BankAccountChangeFilter) {
  const searchParams: Record<string, string | number> = { page };
  if (status) searchParams.status = status;
  return api
    .get('admin/wallet/bank-account-changes', { searchParams })
    .json(adminBankAccountChangePageSchema);
}

export function approveBankAccountChange(id: number) {
  return api
    .post(`admin/wallet/bank-account-changes/${id}/approve`)
    .json(adminBankAccountDecisionResponseSchema);
}

export function rejectBankAccountChange(id: number, reason: string) {
  return api
    .post(`admin/wallet/bank-account-changes/${id}/reject`, { json: { reason } })
    .json(adminBankAccountDecisionResponseSchema);
}

/** The member's own account: what is in force, what waits for the operator. */
export function fetchMyBankAccount() {
  return api.get('wallet/bank-account').json(bankAccountStateSchema);
}

export function submitBankAccount(body: BankAccountBody) {
  return api.post('wallet/bank-account', { json: body }).json(bankAccountSubmitResponseSchema);
}
