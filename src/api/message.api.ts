import { api } from './client';
import { messagePageSchema } from '../../common/contract/message.contract';

/** GET /api/message?page: 15 per page, unread first (spec §9). */
export function fetchMessages(page: number) {
  return api.get('message', { searchParams: { page } }).json(messagePageSchema);
}

/** POST /api/message/:id/read */
export async function markMessageRead(id: number) {
  await api.post(`message/${id}/read`);
}

/** DELETE /api/message/:id */
export async function deleteMessage(id: number) {
  await api.delete(`message/${id}`);
}
