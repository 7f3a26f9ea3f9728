/**
 * Customer service tickets (spec §9 page size 15).
 * A member writes a ticket with a category flag; operators reply from the admin area.
 * Bodies are plain text: never rendered as HTML.
 */
import { z } from 'zod';
import { idSchema, pageOf, pageSchema, textSchema } from './common.contract';

/** Category flags of `/customer/write/{flag}` and their Korean names. */
export const CUSTOMER_CATEGORIES = {
  1: '입출금',
  2: '베팅',
  3: '계정',
  4: '이벤트',
  5: '기타',
} as const;
export const CUSTOMER_CATEGORY_FLAGS = [1, 2, 3, 4, 5] as const;
export type CustomerCategory = (typeof CUSTOMER_CATEGORY_FLAGS)[number];
export const customerCategorySchema = z.number().int().min(1).max(5);

export const CUSTOMER_TITLE_MAX = 100;
export const CUSTOMER_BODY_MAX = 5_000;

export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export const ticketStatusSchema = z.enum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof ticketStatusSchema>;

export const ticketViewSchema = z.object({
  id: z.number().int(),
  category: z.number().int(),
  title: z.string(),
  status: ticketStatusSchema,
  createdAt: z.string(),
  /** Newest message time (the ticket's own time before any reply). */
  updatedAt: z.string(),
});
export type TicketView = z.infer<typeof ticketViewSchema>;

export const adminTicketViewSchema = ticketViewSchema.extend({
  userId: z.string(),
  nickname: z.string(),
});
export type AdminTicketView = z.infer<typeof adminTicketViewSchema>;

export const ticketMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['member', 'operator']),
  body: z.string(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketDetailSchema = z.object({
  ticket: ticketViewSchema,
  messages: z.array(ticketMessageSchema),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

export const adminTicketDetailSchema = z.object({
  ticket: adminTicketViewSchema,
  messages: z.array(ticketMessageSchema),
});
export type AdminTicketDetail = z.infer<typeof adminTicketDetailSchema>;

const bodySchema = textSchema({ min: 1, max: CUSTOMER_BODY_MAX, multiline: true });

/** POST /api/customer/tickets → TicketDetail. */
export const ticketCreateBodySchema = z.object({
  category: customerCategorySchema,
  title: textSchema({ min: 1, max: CUSTOMER_TITLE_MAX }),
  body: bodySchema,
});
export type TicketCreateBody = z.infer<typeof ticketCreateBodySchema>;

/** POST /api/customer/tickets/:id/messages and /api/admin/customer/tickets/:id/reply → TicketDetail. */
export const ticketMessageBodySchema = z.object({ body: bodySchema });
export type TicketMessageBody = z.infer<typeof ticketMessageBodySchema>;

export const ticketParamsSchema = z.object({ id: idSchema });

/** GET /api/customer/tickets?page= : the member's own, newest first, 15 a page. */
export const ticketsQuerySchema = z.object({ page: pageSchema });
export const ticketPageSchema = pageOf(ticketViewSchema);
export type TicketPage = z.infer<typeof ticketPageSchema>;

/** GET /api/admin/customer/tickets?status=&page= */
export const adminTicketsQuerySchema = z.object({
  status: ticketStatusSchema.optional(),
  page: pageSchema,
});
export const adminTicketPageSchema = pageOf(adminTicketViewSchema);
export type AdminTicketPage = z.infer<typeof adminTicketPageSchema>;
