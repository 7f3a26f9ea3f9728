import type { z } from 'zod';
import {
  adminEventListSchema,
  adminEventSchema,
  adminRuleSectionListSchema,
  adminRuleSectionSchema,
  broadcastResultSchema,
  eventDetailSchema,
  eventPageSchema,
  liveTvSettingSchema,
  ruleSectionListSchema,
  type BroadcastMessage,
  type EventInput,
  type RuleSectionInput,
  type liveTvInputSchema,
} from '../../common/contract/content.contract';
import { api } from './client';

/** Events, rules and live TV (members), and their editors (operators). */

/** GET /api/event?page: visible events, current first, 15 a page. */
export function fetchEvents(page: number) {
  return api.get('event', { searchParams: { page } }).json(eventPageSchema);
}

export function fetchEvent(id: number) {
  return api.get(`event/${id}`).json(eventDetailSchema);
}

export function fetchRules() {
  return api.get('rule').json(ruleSectionListSchema);
}

export function fetchLiveTv() {
  return api.get('livetv').json(liveTvSettingSchema);
}

export function fetchAdminEvents() {
  return api.get('admin/events').json(adminEventListSchema);
}

export function createEvent(body: EventInput) {
  return api.post('admin/events', { json: body }).json(adminEventSchema);
}

export function updateEvent(id: number, body: EventInput) {
  return api.put(`admin/events/${id}`, { json: body }).json(adminEventSchema);
}

export async function deleteEvent(id: number) {
  await api.delete(`admin/events/${id}`);
}

export function fetchAdminRules() {
  return api.get('admin/rules').json(adminRuleSectionListSchema);
}

export function createRule(body: RuleSectionInput) {
  return api.post('admin/rules', { json: body }).json(adminRuleSectionSchema);
}

export function updateRule(id: number, body: RuleSectionInput) {
  return api.put(`admin/rules/${id}`, { json: body }).json(adminRuleSectionSchema);
}

export async function deleteRule(id: number) {
  await api.delete(`admin/rules/${id}`);
}

export function reorderRules(ids: number[]) {
  return api.put('admin/rules/order', { json: { ids } }).json(adminRuleSectionListSchema);
}

export function fetchAdminLiveTv() {
  return api.get('admin/livetv').json(liveTvSettingSchema);
}

export function saveLiveTv(body: z.input<typeof liveTvInputSchema>) {
  return api.put('admin/livetv', { json: body }).json(liveTvSettingSchema);
}

/** POST /api/admin/messages/broadcast → how many members got it. */
export function broadcastMessage(body: BroadcastMessage) {
  return api.post('admin/messages/broadcast', { json: body }).json(broadcastResultSchema);
}
