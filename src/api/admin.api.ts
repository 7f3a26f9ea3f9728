import type { z } from 'zod';
import { api } from './client';
import {
  adminBalanceAdjustResponseSchema,
  adminMemberPageSchema,
  adminSettingsSchema,
  auditPageSchema,
  blockedIpListSchema,
  resetPasswordResponseSchema,
  type AdminSettings,
  type adminBalanceAdjustSchema,
  type adminSendMessageSchema,
  type blockIpRequestSchema,
} from '../../common/contract/admin.contract';
import {
  popupListSchema,
  popupSchema,
  type PopupInput,
} from '../../common/contract/popup.contract';

export function fetchAdminSettings() {
  return api.get('admin/settings').json(adminSettingsSchema);
}

export function patchAdminSettings(patch: Partial<AdminSettings>) {
  return api.patch('admin/settings', { json: patch }).json(adminSettingsSchema);
}

export function fetchAdminPopups() {
  return api.get('admin/popups').json(popupListSchema);
}

export function createPopup(body: PopupInput) {
  return api.post('admin/popups', { json: body }).json(popupSchema);
}

export function updatePopup(id: number, body: PopupInput) {
  return api.put(`admin/popups/${id}`, { json: body }).json(popupSchema);
}

export async function deletePopup(id: number) {
  await api.delete(`admin/popups/${id}`);
}

export function fetchAdminMembers(page: number, search?: string) {
  const searchParams: Record<string, string | number> = { page };
  if (search) searchParams.search = search;
  return api.get('admin/members', { searchParams }).json(adminMemberPageSchema);
}

export async function sendAdminMessage(body: z.input<typeof adminSendMessageSchema>) {
  await api.post('admin/messages', { json: body });
}

export async function forceLogoutMember(memberId: number) {
  await api.post(`admin/members/${memberId}/force-logout`);
}

export async function setMemberBlocked(memberId: number, blocked: boolean) {
  await api.post(`admin/members/${memberId}/block`, { json: { blocked } });
}

export function adjustMemberBalance(
  memberId: number,
  body: z.input<typeof adminBalanceAdjustSchema>,
) {
  return api
    .post(`admin/members/${memberId}/balance`, { json: body })
    .json(adminBalanceAdjustResponseSchema);
}

export function resetMemberPassword(memberId: number) {
  return api.post(`admin/members/${memberId}/reset-password`).json(resetPasswordResponseSchema);
}

export function fetchBlockedIps() {
  return api.get('admin/blocked-ips').json(blockedIpListSchema);
}

export async function blockIp(body: z.input<typeof blockIpRequestSchema>) {
  await api.post('admin/blocked-ips', { json: body });
}

export async function unblockIp(ip: string) {
  await api.delete(`admin/blocked-ips/${encodeURIComponent(ip)}`);
}

export function fetchAudit(page: number) {
  return api.get('admin/audit', { searchParams: { page } }).json(auditPageSchema);
}
