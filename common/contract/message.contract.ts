import { z } from 'zod';
import { pageOf } from './common.contract';

export const messageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;
export const messagePageSchema = pageOf(messageSchema);
