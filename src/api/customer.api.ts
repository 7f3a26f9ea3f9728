import {
  adminTicketDetailSchema,
  adminTicketPageSchema,
  ticketDetailSchema,
  ticketPageSchema,
  type TicketCreateBody,
  type TicketStatus,
} from '../../common/contract/customer.contract';
import { api } from './client';

/** The member's support tickets; shapes from common/contract/customer.contract.ts. */
export function fetchTickets(page = 1) {
  return api.get('customer/tickets', { searchParams: { page } }).json(ticketPageSchema);
}

export function fetchTicket(id: number) {
  return api.get(`customer/tickets/${id}`).json(ticketDetailSchema);
}

export function createTicket(body: TicketCreateBody) {
  return api.post('customer/tickets', { json: body }).json(ticketDetailSchema);
}

export function addTicketMessage(id: number, body: string) {
  return api.post(`customer/tickets/${id}/messages`, { json: { body } }).json(ticketDetailSchema);
}

/** Operators' side. */
export function fetchAdminTickets(status: TicketStatus | '', page: number) {
  const searchParams: Record<string, string | number> = { page };
  if (status) searchParams.status = status;
  return api.get('admin/customer/tickets', { searchParams }).json(adminTicketPageSchema);
}

export function fetchAdminTicket(id: number) {
  return api.get(`admin/customer/tickets/${id}`).json(adminTicketDetailSchema);
}

export function replyTicket(id: number, body: string) {
  return api
    .post(`admin/customer/tickets/${id}/reply`, { json: { body } })
    .json(adminTicketDetailSchema);
}

/** The member ends an own ticket; a closed ticket takes no more replies. */
export function closeTicket(id: number) {
  return api.post(`customer/tickets/${id}/close`).json(ticketDetailSchema);
}

/** An operator ends any ticket. */
export function adminCloseTicket(id: number) {
  return api.post(`admin/customer/tickets/${id}/close`).json(adminTicketDetailSchema);
}
